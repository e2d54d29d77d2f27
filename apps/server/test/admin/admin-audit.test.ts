import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planAudit } from '../../src/db/schema.ts';
import { recordStaffAction, STAFF_VIEW_WINDOW_MINUTES } from '../../src/services/admin-audit.ts';
import { buildTestApp, call, type TestApp, testClock } from '../helpers/app.ts';
import { adminSession, createPlan, type SignedIn, signedInUser } from '../plans/factories.ts';

/**
 * The staff audit on the plans screen: a view is written once per staff member, plan and
 * STAFF_VIEW_WINDOW_MINUTES (the plan page polls), and each row shows its plan's newest five.
 */

const clock = testClock();
let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  owner = await signedInUser(t);
}, 60_000);
afterAll(() => t.close());

const staffOf = async (cookie: string) => {
  const me = (await call(t.app, 'GET', '/api/admin/auth/me', { cookie })).json();
  return { id: me.id as number, email: me.email as string };
};

async function auditRows(planId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(planAudit)
    .where(eq(planAudit.planId, planId));
  return row?.n ?? 0;
}

async function shownAudit(staff: string, planId: number) {
  const res = await call(t.app, 'GET', `/admin/plans/plan-search-id/${planId}`, { cookie: staff });
  expect(res.statusCode).toBe(200);
  return res.json()[0].audit as Array<{ action: string; staff_email: string; detail: object }>;
}

describe('staff views on the record', () => {
  it('writes one view per staff member and plan within the window, and another after it', async () => {
    const staff = await adminSession(t);
    const colleague = await adminSession(t);
    const plan = await createPlan(t, owner);
    const view = async (cookie: string) =>
      expect((await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie })).statusCode).toBe(200);

    // The page polling: many reads, one row.
    for (let i = 0; i < 5; i++) await view(staff);
    expect(await auditRows(plan.id)).toBe(1);
    // Another staff member's view is their own row.
    await view(colleague);
    expect(await auditRows(plan.id)).toBe(2);
    // Inside the window still nothing new; past it, a new row.
    clock.advanceMinutes(STAFF_VIEW_WINDOW_MINUTES - 1);
    await view(staff);
    expect(await auditRows(plan.id)).toBe(2);
    clock.advanceMinutes(2);
    await view(staff);
    expect(await auditRows(plan.id)).toBe(3);
    // The owner's own reads are never audited.
    await view(owner.cookie);
    expect(await auditRows(plan.id)).toBe(3);
  });

  it('writes every revision, views in between or not', async () => {
    const staff = await adminSession(t);
    const member = await staffOf(staff);
    const plan = await createPlan(t, owner);
    for (const action of ['view', 'revise', 'revise', 'view'] as const) {
      await recordStaffAction(t.app.ctx, { planId: plan.id, staff: member, action });
    }
    expect((await shownAudit(staff, plan.id)).map((a) => a.action)).toEqual([
      'revise',
      'revise',
      'view',
    ]);
  });
});

describe("each row's audit", () => {
  it('shows the five newest actions of its own plan, newest first, on lists and searches', async () => {
    const staff = await adminSession(t);
    const member = await staffOf(staff);
    const busy = await createPlan(t, owner);
    const quiet = await createPlan(t, owner);
    for (let i = 1; i <= 8; i++) {
      clock.advanceMinutes(1);
      await recordStaffAction(t.app.ctx, {
        planId: busy.id,
        staff: member,
        action: 'revise',
        detail: { destination: 'destination', before: `v${i - 1}`, after: `v${i}` },
      });
    }
    clock.advanceMinutes(1);
    await recordStaffAction(t.app.ctx, { planId: quiet.id, staff: member, action: 'view' });

    const afters = (audit: Array<{ detail: object }>) =>
      audit.map((a) => (a.detail as { after?: string }).after);
    expect(afters(await shownAudit(staff, busy.id))).toEqual(['v8', 'v7', 'v6', 'v5', 'v4']);

    const recent = await call(t.app, 'GET', '/admin/plans/most-recent-plans', { cookie: staff });
    const byId = new Map(
      (
        recent.json().plansFormattedDates as Array<{
          id: number;
          audit: Array<{ action: string; detail: object; staff_email: string }>;
        }>
      ).map((p) => [p.id, p.audit]),
    );
    expect(afters(byId.get(busy.id) ?? [])).toEqual(['v8', 'v7', 'v6', 'v5', 'v4']);
    expect(byId.get(quiet.id)?.map((a) => a.action)).toEqual(['view']);
    expect(byId.get(quiet.id)?.[0]?.staff_email).toMatch(/^staff\d+-/);

    const byEmail = await call(
      t.app,
      'GET',
      `/admin/plans/plan-search-email/${encodeURIComponent(owner.email)}`,
      { cookie: staff },
    );
    const busyRow = (
      byEmail.json().plansFormattedDates as Array<{ id: number; audit: Array<{ detail: object }> }>
    ).find((p) => p.id === busy.id);
    expect(afters(busyRow?.audit ?? [])).toEqual(['v8', 'v7', 'v6', 'v5', 'v4']);
  });
});

describe('everything staff do with a plan is on the record', () => {
  it('downloads and revision requests are written with the call used', async () => {
    const staff = await adminSession(t);
    const plan = await createPlan(t, owner, { paid: true });
    const calendar = await call(t.app, 'GET', `/api/plans/${plan.id}/calendar.ics`, {
      cookie: staff,
    });
    expect(calendar.statusCode).toBe(200);
    const pdf = await call(t.app, 'POST', '/api/pdf/generate-pdf-known', {
      cookie: staff,
      body: { plan: { id: plan.id } },
    });
    expect(pdf.statusCode).toBe(200);
    await call(t.app, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
      cookie: staff,
      body: { plan_id: plan.id, user_feedback: 'more museums please' },
    });
    const calls = (await shownAudit(staff, plan.id)).map((a) => [a.action, a.detail]);
    expect(calls).toEqual([
      ['revision-request', { call: 'POST /api/geminiAPI/user-revised-recommendation-gemini' }],
      ['download', { call: 'POST /api/pdf/generate-pdf-known' }],
      ['download', { call: 'GET /api/plans/:id/calendar.ics' }],
    ]);
  });

  it('the trail outlives the staff account, and lists every action page by page', async () => {
    const staff = await adminSession(t);
    const member = await staffOf(staff);
    const plan = await createPlan(t, owner);
    for (let i = 0; i < 7; i++) {
      clock.advanceMinutes(STAFF_VIEW_WINDOW_MINUTES + 1);
      await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: staff });
    }
    // The staff member deletes their own account (signed in as a traveller).
    const login = await call(t.app, 'POST', '/auth/login', {
      body: { email: member.email, password: 'staff password' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const deleted = await call(t.app, 'POST', '/api/users/delete-user-account', {
      cookie,
      body: { current_password: 'staff password' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await auditRows(plan.id)).toBe(7);

    const colleague = await adminSession(t);
    const trail = await call(t.app, 'GET', `/admin/plans/plan-audit/${plan.id}`, {
      cookie: colleague,
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.json().total).toBe(7);
    expect(trail.json().entries).toHaveLength(7);
    expect(
      new Set(trail.json().entries.map((e: { staff_email: string }) => e.staff_email)),
    ).toEqual(new Set([member.email]));
    const missing = await call(t.app, 'GET', '/admin/plans/plan-audit/1999999999', {
      cookie: colleague,
    });
    expect(missing.statusCode).toBe(404);
  });
});
