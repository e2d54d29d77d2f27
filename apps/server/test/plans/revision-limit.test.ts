import { MAX_PLAN_EDITS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { createPlan, type Destination, planRow, type SignedIn, signedInUser } from './factories.ts';

/**
 * Two edits per plan (docs/decisions/0014-edit-limit-and-sharing.md), held by the server
 * atomically: 20 revisions of one destination saved in parallel, exactly two succeed.
 * What a revision must keep is in revision-requirements.test.ts.
 */

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FEEDBACK = ['more museums', 'cheaper hotels', 'add a day trip', 'more parks'];
/** Wishes the local planner acts on for the factory's Lisbon plan. */
const RELIABLE = ['cheaper hotels', 'more museums'];

function reviseWith(planId: number, planKey: string, feedback: string, cookie = owner.cookie) {
  return call(t.app, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
    cookie,
    body: { plan_id: planId, plan_key: planKey, user_feedback: feedback },
  });
}

describe('the edit limit', () => {
  it('20 revisions of one destination saved in parallel: exactly the allowed number succeed', async () => {
    const owner = await signedInUser(t);
    const plan = await createPlan(t, owner, { paid: true });
    // Twenty drafts of the same destination, asked for at once (wishes the planner can act on).
    const revised = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reviseWith(plan.id, 'destination', RELIABLE[i % RELIABLE.length] as string, owner.cookie),
      ),
    );
    for (const res of revised) expect(res.statusCode, res.body).toBe(200);
    const drafts = revised.map((res) => res.json() as Destination);
    expect(drafts).toHaveLength(20);

    const saves = await Promise.all(
      drafts.map((destination) =>
        call(t.app, 'PATCH', '/api/users/plan-update-destination', {
          cookie: owner.cookie,
          body: { plan_id: plan.id, destination },
        }),
      ),
    );
    const ok = saves.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(MAX_PLAN_EDITS);
    const refused = saves.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(20 - MAX_PLAN_EDITS);
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You have no edits remaining for this plan.',
      });
    }
    const row = await planRow(t, plan.id);
    expect(row.modifiedCount).toBe(MAX_PLAN_EDITS);
    expect(row.modifiedFirstDestinationCount).toBe(MAX_PLAN_EDITS);
    // The stored destination is one of the two saved drafts.
    expect(ok.map((r) => r.json().plan_data.destination)).toContainEqual(row.planData.destination);
    // And no third revision can even be asked for.
    const third = await reviseWith(plan.id, 'destination', 'more museums', owner.cookie);
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
