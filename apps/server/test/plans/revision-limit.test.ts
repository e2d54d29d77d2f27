import { MAX_PLAN_EDITS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { createPlan, type Destination, planRow, type SignedIn, signedInUser } from './factories.ts';

/**
 * Two edits per plan (docs/decisions/0014-edit-limit-and-sharing.md), held by the server
 * atomically, and each revision bound to the version it revised (decision 4): revisions
 * saved in parallel never exceed the limit, and never overwrite one another.
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
const EARLIER_VERSION =
  'This revision was made from an earlier version of the plan. Please ask for the change again.';

function reviseWith(planId: number, planKey: string, feedback: string, cookie = owner.cookie) {
  return call(t.app, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
    cookie,
    body: { plan_id: planId, plan_key: planKey, user_feedback: feedback },
  });
}

/** Twenty revisions of the plan's first destination as it is now, asked for at once. */
async function twentyDrafts(planId: number, cookie: string, wishes = RELIABLE) {
  const revised = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      reviseWith(planId, 'destination', wishes[i % wishes.length] as string, cookie),
    ),
  );
  for (const res of revised) expect(res.statusCode, res.body).toBe(200);
  return revised.map((res) => res.json() as Destination);
}

function saveAll(planId: number, cookie: string, drafts: Destination[]) {
  return Promise.all(
    drafts.map((destination) =>
      call(t.app, 'PATCH', '/api/users/plan-update-destination', {
        cookie,
        body: { plan_id: planId, destination },
      }),
    ),
  );
}

describe('the edit limit', () => {
  it('20 revisions of one version saved in parallel: one is saved, the others were made from the version it replaced', async () => {
    const owner = await signedInUser(t);
    const plan = await createPlan(t, owner, { paid: true });
    const saves = await saveAll(plan.id, owner.cookie, await twentyDrafts(plan.id, owner.cookie));
    const ok = saves.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const res of saves.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(EARLIER_VERSION);
    }
    const row = await planRow(t, plan.id);
    expect(row.modifiedCount).toBe(1);
    expect(ok[0]?.json().plan_data.destination).toEqual(row.planData.destination);
  });

  it('at the last edit, 20 revisions saved in parallel: exactly the allowed number is reached', async () => {
    const owner = await signedInUser(t);
    const plan = await createPlan(t, owner, { paid: true });
    // Every edit but the last used, one at a time.
    for (let used = 0; used < MAX_PLAN_EDITS - 1; used++) {
      const draft = await reviseWith(plan.id, 'destination', 'more museums', owner.cookie);
      expect(draft.statusCode, draft.body).toBe(200);
      const [saved] = await saveAll(plan.id, owner.cookie, [draft.json() as Destination]);
      expect(saved?.statusCode, saved?.body).toBe(200);
    }
    const drafts = await twentyDrafts(plan.id, owner.cookie, ['cheaper hotels']);
    const saves = await saveAll(plan.id, owner.cookie, drafts);
    const ok = saves.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = saves.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(19);
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
    // The stored destination is the saved draft.
    expect(ok[0]?.json().plan_data.destination).toEqual(row.planData.destination);
    // And no further revision can even be asked for.
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
