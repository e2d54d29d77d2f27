import { MAX_PLAN_EDITS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { createLocalPlanner } from '../../src/providers/planner/local.ts';
import type { PlannerProvider } from '../../src/providers/planner/types.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { createPlan, type Destination, planRow, type SignedIn, signedInUser } from './factories.ts';

/**
 * Two edits per plan (docs/decisions/0014-edit-limit.md), held by the server atomically:
 * 20 parallel saves of revisions of one destination, exactly two succeed.
 */

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FEEDBACK = ['more museums', 'cheaper hotels', 'add a day trip', 'more parks'];

function reviseWith(planId: number, planKey: string, feedback: string, cookie = owner.cookie) {
  return call(t.app, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
    cookie,
    body: { plan_id: planId, plan_key: planKey, user_feedback: feedback },
  });
}

describe('the edit limit', () => {
  it('20 parallel saves: exactly the allowed number succeed, the rest get a clear 403', async () => {
    const owner = await signedInUser(t);
    const plan = await createPlan(t, owner, { paid: true });
    const revisions: Destination[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await call(t.app, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
        cookie: owner.cookie,
        body: { plan_id: plan.id, user_feedback: FEEDBACK[i % FEEDBACK.length] },
      });
      if (res.statusCode === 200) revisions.push(res.json());
    }
    expect(revisions.length).toBeGreaterThanOrEqual(10);
    const saves = await Promise.all(
      revisions.map((destination) =>
        call(t.app, 'PATCH', '/api/users/plan-update-destination', {
          cookie: owner.cookie,
          body: { plan_id: plan.id, destination },
        }),
      ),
    );
    const ok = saves.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(MAX_PLAN_EDITS);
    for (const refused of saves.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You have no edits remaining for this plan.');
    }
    const row = await planRow(t, plan.id);
    expect(row.modifiedCount).toBe(MAX_PLAN_EDITS);
    expect(row.modifiedFirstDestinationCount).toBe(MAX_PLAN_EDITS);
    // And no third revision can even be asked for.
    const third = await call(t.app, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
      cookie: owner.cookie,
      body: { plan_id: plan.id, user_feedback: 'more museums' },
    });
    expect(third.statusCode).toBe(403);
  });

  it('edits of either destination count against the same two', async () => {
    owner = await signedInUser(t);
    const plan = await createPlan(t, owner, { paid: true, type: 'DESTINATION_UNKNOWN' });
    // The second destination arrives through the completion job (run directly here).
    const { addSecondDestination } = await import('../../src/services/plan-completion.ts');
    await addSecondDestination(t.app.ctx, plan.id);
    for (const [key, url] of [
      ['destination', '/api/users/plan-update-destination'],
      ['second_destination', '/api/users/plan-update-second-destination'],
    ] as const) {
      // The planner says when a wish changes nothing; the first wish it can act on is used.
      let revised = await reviseWith(plan.id, key, FEEDBACK[0] as string);
      for (const feedback of FEEDBACK.slice(1)) {
        if (revised.statusCode === 200) break;
        revised = await reviseWith(plan.id, key, feedback);
      }
      expect(revised.statusCode, revised.body).toBe(200);
      const saved = await call(t.app, 'PATCH', url, {
        cookie: owner.cookie,
        body: { plan_id: plan.id, [key]: revised.json() },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const row = await planRow(t, plan.id);
    expect(row).toMatchObject({
      modifiedCount: 2,
      modifiedFirstDestinationCount: 1,
      modifiedSecondDestinationCount: 1,
    });
  });
});

describe('a revision keeps the traveller’s requirements', () => {
  it('a planner answer that brings back a place to skip is refused, and nothing is saved', async () => {
    const local = createLocalPlanner({ clock: systemClock });
    // A model that ignores the skip list: it adds the castle the traveller asked to skip.
    const careless: PlannerProvider = {
      ...local,
      async revise(input) {
        const revised = await local.revise(input);
        const castle = {
          destination_name: 'São Jorge Castle',
          description: 'Moorish hilltop castle.',
          location: 'Alfama, Lisbon',
          google_maps_link: 'https://www.google.com/maps/search/?api=1&query=Castle',
          images: [],
        };
        return { ...revised, things_to_do: [castle, ...revised.things_to_do] };
      },
    };
    const app = await buildTestApp({ planner: careless });
    try {
      const traveller = await signedInUser(app);
      const plan = await createPlan(app, traveller, {
        paid: true,
        form: { placesToAvoid: 'São Jorge Castle' },
      });
      const before = await planRow(app, plan.id);
      const res = await call(app.app, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
        cookie: traveller.cookie,
        body: { plan_id: plan.id, user_feedback: 'cheaper hotels' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('São Jorge Castle was asked to be skipped');
      expect((await planRow(app, plan.id)).planData).toEqual(before.planData);
    } finally {
      await app.close();
    }
  });
});
