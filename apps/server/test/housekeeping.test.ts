import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, passwordResetTokens, planDrafts, sessions } from '../src/db/schema.ts';
import { pruneExpired } from '../src/services/housekeeping.ts';
import { buildTestApp, call, type TestApp, testClock } from './helpers/app.ts';
import { openCheckout } from './payments/checkout-helpers.ts';
import { createPlan, generate, planRow, signedInUser } from './plans/factories.ts';

/** The hourly housekeeping job (services/housekeeping.ts, jobs: prune-drafts). */

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const rowsOf = async <T>(rows: Promise<T[]>) => (await rows).length;

describe('housekeeping', () => {
  it('removes idle and expired sessions, used and expired reset tokens and unsaved drafts, and keeps the live ones', async () => {
    const idle = await signedInUser(t);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: idle.email } });
    await expect
      .poll(() => rowsOf(t.database.db.select().from(passwordResetTokens)))
      .toBeGreaterThan(0);
    await generate(t, idle.cookie);
    clock.advanceMinutes(15 * 24 * 60);
    const live = await signedInUser(t);

    const removed = await pruneExpired(t.app.ctx);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.resetTokens).toBeGreaterThanOrEqual(1);
    expect(removed.drafts).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(sessions);
    expect(left.map((s) => s.userId)).toEqual([live.id]);
    expect(await rowsOf(t.database.db.select().from(passwordResetTokens))).toBe(0);
    expect(await rowsOf(t.database.db.select().from(planDrafts))).toBe(0);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: live.cookie })).statusCode).toBe(
      200,
    );
    // A second run finds nothing more.
    expect(await pruneExpired(t.app.ctx)).toMatchObject({ sessions: 0, resetTokens: 0, drafts: 0 });
  });

  it('settles abandoned checkouts: a payment whose webhook never came unlocks its plan, the rest are removed', async () => {
    const owner = await signedInUser(t);
    const abandoned = await createPlan(t, owner);
    const paidSilently = await createPlan(t, owner);
    const recent = await createPlan(t, owner);
    const left = await openCheckout(t, owner.cookie, abandoned.id);
    const paid = await openCheckout(t, owner.cookie, paidSilently.id);
    clock.advanceMinutes(49 * 60);
    const fresh = await openCheckout(t, owner.cookie, recent.id);

    // The provider took the money for one of them, but its webhook was lost.
    const retrieve = t.app.ctx.payments.retrieveSession;
    t.app.ctx.payments.retrieveSession = async (id) => {
      const info = await retrieve(id);
      return id === paid.sessionId ? { ...info, status: 'complete', paid: true } : info;
    };
    try {
      const removed = await pruneExpired(t.app.ctx);
      expect(removed).toMatchObject({ checkoutsFulfilled: 1, checkoutsRemoved: 1 });
    } finally {
      t.app.ctx.payments.retrieveSession = retrieve;
    }
    const ids = (await t.database.db.select().from(checkoutSessions)).map((row) => row.id);
    expect(ids).not.toContain(left.sessionId);
    expect(ids).toContain(paid.sessionId);
    expect(ids).toContain(fresh.sessionId);
    expect((await planRow(t, paidSilently.id)).isPaid).toBe(true);
    expect((await planRow(t, abandoned.id)).isPaid).toBe(false);
    const [kept] = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, fresh.sessionId));
    expect(kept?.status).toBe('open');
  });
});
