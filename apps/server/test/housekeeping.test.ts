import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  emailOutbox,
  passwordResetTokens,
  planDrafts,
  sessions,
} from '../src/db/schema.ts';
import { HousekeepingError, OUTBOX_KEEP_DAYS, pruneExpired } from '../src/services/housekeeping.ts';
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

  it('a payment provider that keeps failing does not stop the other steps; the run reports it', async () => {
    const owner = await signedInUser(t);
    const plan = await createPlan(t, owner);
    await openCheckout(t, owner.cookie, plan.id);
    await generate(t, owner.cookie);
    clock.advanceMinutes(49 * 60);
    const retrieve = t.app.ctx.payments.retrieveSession;
    t.app.ctx.payments.retrieveSession = async () => {
      throw new Error('No such checkout.session');
    };
    try {
      const run = pruneExpired(t.app.ctx);
      await expect(run).rejects.toBeInstanceOf(HousekeepingError);
      const report = await run.catch((error: HousekeepingError) => error.report);
      expect(report.failed).toEqual(['checkouts']);
      expect(report.drafts).toBeGreaterThanOrEqual(1);
    } finally {
      t.app.ctx.payments.retrieveSession = retrieve;
    }
    // The drafts, which hold full unpaid plans, are gone all the same.
    expect(await rowsOf(t.database.db.select().from(planDrafts))).toBe(0);
  });

  it('removes mail records older than OUTBOX_KEEP_DAYS', async () => {
    const user = await signedInUser(t);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const mine = () =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    await expect.poll(async () => (await mine()).length).toBe(1);
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 24 * 60 * 60 * 1000);
    const age = (days: number) =>
      t.database.db
        .update(emailOutbox)
        .set({ createdAt: daysAgo(days) })
        .where(eq(emailOutbox.to, user.email));
    await age(OUTBOX_KEEP_DAYS - 1);
    await pruneExpired(t.app.ctx);
    expect(await mine()).toHaveLength(1);
    await age(OUTBOX_KEEP_DAYS + 1);
    expect((await pruneExpired(t.app.ctx)).mails).toBeGreaterThanOrEqual(1);
    expect(await mine()).toHaveLength(0);
  });
});

describe('the hourly schedule', () => {
  it('is registered with the job queue when the app starts its jobs', async () => {
    const withJobs = await buildTestApp({ jobs: true });
    try {
      const schema = withJobs.database.pgSchema ? `${withJobs.database.pgSchema}_boss` : 'pgboss';
      // Both drivers answer { rows } (node-postgres and PGlite alike).
      const { rows } = (await withJobs.database.db.execute(
        sql`select name, cron from ${sql.identifier(schema)}.schedule`,
      )) as unknown as { rows: Array<{ name: string; cron: string }> };
      expect(rows).toEqual([{ name: 'prune-drafts', cron: '17 * * * *' }]);
    } finally {
      await withJobs.close();
    }
  });
});
