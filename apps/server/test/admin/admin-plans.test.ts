import { ADMIN_PAGE_SIZE, MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans as plansTable, users as usersTable } from '../../src/db/schema.ts';
import { addSecondDestination } from '../../src/services/plan-completion.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import {
  adminSession,
  type CreatedPlan,
  createPlan,
  planRow,
  type SignedIn,
  signedInUser,
} from '../plans/factories.ts';

/**
 * The staff plans screen's calls (plans-payments-admin §2 "Admin plans screen", §7): staff
 * only, paged, and every staff view and revision on the record.
 */

let t: TestApp;
let staff: string;
let owner: SignedIn;
let traveller: SignedIn;
let plans: CreatedPlan[];
beforeAll(async () => {
  t = await buildTestApp();
  staff = await adminSession(t);
  owner = await signedInUser(t);
  traveller = await signedInUser(t);
  plans = [];
  for (let i = 0; i < ADMIN_PAGE_SIZE + 2; i++) plans.push(await createPlan(t, traveller));
  plans.push(await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN', paid: true }));
}, 120_000);
afterAll(() => t.close());

const asStaff = (method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { cookie: staff, body });

describe('staff only', () => {
  it.each([
    ['GET', '/admin/plans/most-recent-plans'],
    ['GET', '/admin/plans/plan-search-id/1000'],
    ['GET', '/admin/plans/plan-search-email/someone@example.com'],
    ['PATCH', '/admin/plans/update-destination'],
    ['PATCH', '/admin/plans/update-second-destination'],
  ] as const)('%s %s: none 401, traveller 403', async (method, url) => {
    expect((await call(t.app, method, url, { body: {} })).statusCode).toBe(401);
    expect((await call(t.app, method, url, { cookie: owner.cookie, body: {} })).statusCode).toBe(
      403,
    );
  });
});

describe('lists and searches', () => {
  it('most recent: newest first, a page at a time; the total counts every plan', async () => {
    const first = await asStaff('GET', '/admin/plans/most-recent-plans');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(plans.length);
    expect(body.page_size).toBe(ADMIN_PAGE_SIZE);
    expect(body.plansFormattedDates).toHaveLength(ADMIN_PAGE_SIZE);
    expect(body.plansFormattedDates[0]).toMatchObject({
      id: plans.at(-1)?.id,
      user_email: owner.email,
      plan_type: 'DESTINATION_UNKNOWN',
      is_paid: true,
    });
    const second = await asStaff('GET', '/admin/plans/most-recent-plans?page=2');
    expect(second.json().plansFormattedDates).toHaveLength(plans.length - ADMIN_PAGE_SIZE);
    expect(second.json().total).toBe(plans.length);
  });

  it('the total follows plans made and deleted (an account deleted takes its plans along)', async () => {
    const total = async () => (await asStaff('GET', '/admin/plans/most-recent-plans')).json().total;
    const countRows = async () =>
      (await t.database.db.select({ id: plansTable.id }).from(plansTable)).length;
    const leaving = await signedInUser(t);
    await createPlan(t, leaving);
    await createPlan(t, leaving);
    expect(await total()).toBe(await countRows());
    await t.database.db.delete(usersTable).where(eq(usersTable.id, leaving.id));
    expect(await total()).toBe(plans.length);
    expect(await total()).toBe(await countRows());
  });

  it('by plan id, and "Plan ID not found"', async () => {
    const target = plans[3] as CreatedPlan;
    const found = await asStaff('GET', `/admin/plans/plan-search-id/${target.id}`);
    expect(found.json()).toEqual([
      expect.objectContaining({
        id: target.id,
        user_email: traveller.email,
        user_id: traveller.id,
      }),
    ]);
    const missing = await asStaff('GET', '/admin/plans/plan-search-id/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.planIdNotFound);
  });

  it('by the owner’s e-mail in any case, paged, and "Email not found"', async () => {
    const found = await asStaff(
      'GET',
      `/admin/plans/plan-search-email/${encodeURIComponent(traveller.email.toUpperCase())}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().total).toBe(ADMIN_PAGE_SIZE + 2);
    expect(found.json().plansFormattedDates).toHaveLength(ADMIN_PAGE_SIZE);
    const missing = await asStaff('GET', '/admin/plans/plan-search-email/nobody@example.com');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.emailNotFound);
  });
});

describe('a staff revision', () => {
  it('revises the second destination; the owner sees it, keeps both edits, and it is on the record', async () => {
    const plan = plans.at(-1) as CreatedPlan;
    await addSecondDestination(t.app.ctx, plan.id);
    const before = await planRow(t, plan.id);
    let revised = null;
    for (const feedback of ['more museums', 'cheaper hotels', 'add a day trip', 'more parks']) {
      revised = await asStaff('POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
        plan_id: plan.id,
        plan_key: 'second_destination',
        user_feedback: feedback,
      });
      if (revised.statusCode === 200) break;
    }
    expect(revised?.statusCode, revised?.body).toBe(200);
    const saved = await asStaff('PATCH', '/admin/plans/update-second-destination', {
      plan_id: plan.id,
      second_destination: revised?.json(),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const ownerView = await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: owner.cookie });
    expect(ownerView.json().plan.plan_data.second_destination).toEqual(revised?.json());
    expect(ownerView.json().plan.modified_count).toBe(before.modifiedCount);

    // Staff opening the plan is recorded too; both show on the plan's row, newest first.
    await asStaff('GET', `/api/plans/${plan.id}`);
    const row = (await asStaff('GET', `/admin/plans/plan-search-id/${plan.id}`)).json()[0];
    const actions = row.audit.map((a: { action: string }) => a.action);
    expect(actions.slice(0, 3)).toEqual(['view', 'revise', 'revision-request']);
    expect(row.audit[1]).toMatchObject({
      staff_email: expect.stringContaining('staff'),
      detail: {
        destination: 'second_destination',
        feedback: expect.any(String),
      },
    });
    expect(row.audit[2].detail).toEqual({
      call: 'POST /api/geminiAPI/user-revised-recommendation-gemini',
    });
  });
});
