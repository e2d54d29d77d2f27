import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDrafts, plans, users } from '../../src/db/schema.ts';
import { pruneDrafts } from '../../src/services/plans.ts';
import { buildTestApp, call, type TestApp, testClock } from '../helpers/app.ts';
import {
  adminSession,
  type CreatedPlan,
  createPlan,
  type Destination,
  generate,
  planRow,
  type SignedIn,
  signedInUser,
} from './factories.ts';

/**
 * A revision can only be saved to the plan and destination it was made for, by the person it
 * was made for (plans-payments-admin §4 "Revision"); staff revisions are recorded under the
 * staff member's own id and do not use the traveller's edits.
 */

const REVISE = '/api/geminiAPI/user-revised-recommendation-gemini';
const SAVE_FIRST = '/api/users/plan-update-destination';
const NOT_FOR_THIS_PLAN = 'This revision was not generated for this plan.';

const clock = testClock();
let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let planA: CreatedPlan;
let planB: CreatedPlan;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
  planA = await createPlan(t, owner, { paid: true });
  planB = await createPlan(t, owner, { paid: true, form: { destination: 'Porto, Portugal' } });
});
afterAll(() => t.close());

async function revise(cookie: string, planId: number, feedback = 'more museums, fewer bars') {
  const res = await call(t.app, 'POST', REVISE, {
    cookie,
    body: { plan_id: planId, user_feedback: feedback },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Destination;
}

const STAFF_SAVE_FIRST = '/admin/plans/update-destination';
const save = (cookie: string, planId: number, destination: unknown, url = SAVE_FIRST) =>
  call(t.app, 'PATCH', url, {
    cookie,
    body: {
      plan_id: planId,
      [url === SAVE_FIRST || url === STAFF_SAVE_FIRST ? 'destination' : 'second_destination']:
        destination,
    },
  });

const EARLIER_VERSION =
  'This revision was made from an earlier version of the plan. Please ask for the change again.';

describe('a revision is bound to the version of the destination it revised', () => {
  it('two revisions from one version: the second cannot overwrite the first once saved', async () => {
    const plan = await createPlan(t, owner, {
      paid: true,
      form: { destination: 'Seville, Spain' },
    });
    const first = await revise(owner.cookie, plan.id, 'more museums, fewer bars');
    const second = await revise(owner.cookie, plan.id, 'cheaper hotels');
    expect((await save(owner.cookie, plan.id, first)).statusCode).toBe(200);
    const stale = await save(owner.cookie, plan.id, second);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(EARLIER_VERSION);
    const row = await planRow(t, plan.id);
    expect(row.planData.destination).toEqual(first);
    expect(row.modifiedCount).toBe(1);
  });

  it('an owner’s older revision cannot overwrite a staff member’s later save', async () => {
    const admin = await adminSession(t);
    const plan = await createPlan(t, owner, {
      paid: true,
      form: { destination: 'Porto, Portugal' },
    });
    const owners = await revise(owner.cookie, plan.id, 'more museums, fewer bars');
    const staffs = await revise(admin, plan.id, 'more parks');
    expect((await save(admin, plan.id, staffs, STAFF_SAVE_FIRST)).statusCode).toBe(200);
    const stale = await save(owner.cookie, plan.id, owners);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(EARLIER_VERSION);
    const row = await planRow(t, plan.id);
    expect(row.planData.destination).toEqual(staffs);
    expect(row.modifiedCount).toBe(0);
  });

  it('a staff member’s older revision cannot overwrite the owner’s later save', async () => {
    const admin = await adminSession(t);
    const plan = await createPlan(t, owner, {
      paid: true,
      form: { destination: 'Porto, Portugal' },
    });
    const staffs = await revise(admin, plan.id, 'more parks');
    const owners = await revise(owner.cookie, plan.id, 'more museums, fewer bars');
    expect((await save(owner.cookie, plan.id, owners)).statusCode).toBe(200);
    const stale = await save(admin, plan.id, staffs, STAFF_SAVE_FIRST);
    expect(stale.statusCode).toBe(400);
    expect((await planRow(t, plan.id)).planData.destination).toEqual(owners);
  });

  it('item images arriving meanwhile are no new version', async () => {
    const plan = await createPlan(t, owner, {
      paid: true,
      form: { destination: 'Porto, Portugal' },
    });
    const revised = await revise(owner.cookie, plan.id, 'more museums, fewer bars');
    // The images job fills the stored destination's items after the revision was asked for.
    await t.database.db
      .update(plans)
      .set({
        planData: sql`jsonb_set(${plans.planData}, '{destination,things_to_do,0,images}', '["/images/late.svg"]'::jsonb)`,
      })
      .where(eq(plans.id, plan.id));
    const res = await save(owner.cookie, plan.id, revised);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('revision drafts are bound to their plan, destination and author', () => {
  it('a revision of plan A cannot be saved to plan B, and stays usable for A', async () => {
    const revised = await revise(owner.cookie, planA.id);
    const wrongPlan = await save(owner.cookie, planB.id, revised);
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json().message).toBe(NOT_FOR_THIS_PLAN);
    const right = await save(owner.cookie, planA.id, revised);
    expect(right.statusCode, right.body).toBe(200);
    expect((await planRow(t, planA.id)).planData.destination).toEqual(revised);
  });

  it('a freshly generated destination cannot be saved as a revision', async () => {
    const fresh = await generate(t, owner.cookie);
    const res = await save(owner.cookie, planB.id, fresh);
    expect(res.statusCode).toBe(400);
    expect((await planRow(t, planB.id)).modifiedCount).toBe(0);
  });

  it('a revision of the first destination cannot be saved as the second', async () => {
    const revised = await revise(owner.cookie, planB.id);
    const res = await save(
      owner.cookie,
      planB.id,
      revised,
      '/api/users/plan-update-second-destination',
    );
    expect(res.statusCode).toBe(400);
  });

  it('a revision cannot be saved as a new plan', async () => {
    const revised = await revise(owner.cookie, planB.id, 'cheaper hotels');
    const res = await call(t.app, 'POST', '/api/users/plan', {
      cookie: owner.cookie,
      body: { plan_type: 'DESTINATION_KNOWN', plan_data: { destination: revised } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('someone else cannot save the owner’s revision', async () => {
    const revised = await revise(owner.cookie, planB.id, 'add a day trip');
    expect((await save(stranger.cookie, planB.id, revised)).statusCode).toBe(404);
  });

  it('staff revise under their own id, and the owner’s edits are untouched', async () => {
    const admin = await adminSession(t);
    const before = await planRow(t, planB.id);
    const revised = await revise(admin, planB.id, 'more parks');
    // The draft is recorded under the staff member's own account (it was user -1 before).
    const [draft] = await t.database.db
      .select({ role: users.role })
      .from(planDrafts)
      .innerJoin(users, eq(users.id, planDrafts.userId))
      .where(eq(planDrafts.planId, planB.id))
      .orderBy(desc(planDrafts.id))
      .limit(1);
    expect(draft?.role).toBe('admin');
    // The owner cannot save what staff generated, and staff save only through their own
    // routes (which keep the audit log): on the traveller's route they are strangers.
    expect((await save(owner.cookie, planB.id, revised)).statusCode).toBe(400);
    expect((await save(admin, planB.id, revised)).statusCode).toBe(404);
    const res = await save(admin, planB.id, revised, STAFF_SAVE_FIRST);
    expect(res.statusCode, res.body).toBe(200);
    const after = await planRow(t, planB.id);
    expect(after.planData.destination).toEqual(revised);
    expect(after.modifiedCount).toBe(before.modifiedCount);
    expect(after.modifiedFirstDestinationCount).toBe(before.modifiedFirstDestinationCount);
  });

  it('drafts nobody saved are pruned after a day', async () => {
    // (Last: it moves the clock a day on.)
    await revise(owner.cookie, planA.id, 'cheaper hotels');
    await generate(t, owner.cookie);
    const count = async () => (await t.database.db.select().from(planDrafts)).length;
    expect(await count()).toBeGreaterThan(0);
    expect(await pruneDrafts(t.app.ctx)).toBe(0);
    clock.advanceMinutes(25 * 60);
    expect(await pruneDrafts(t.app.ctx)).toBeGreaterThan(0);
    expect(await count()).toBe(0);
  });
});
