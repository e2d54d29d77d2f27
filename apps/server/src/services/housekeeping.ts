import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { emailOutbox, passwordResetTokens, sessions } from '../db/schema.ts';
import { settleAbandonedCheckouts } from './checkout.ts';
import { pruneDrafts } from './plans.ts';
import { sessionLifetime } from './sessions.ts';

/** Open checkouts older than this are settled with the provider (Stripe's last 24 hours). */
const ABANDONED_CHECKOUT_HOURS = 48;
/** Checkouts settled per run, so one run stays short whatever piled up. */
const CHECKOUTS_PER_RUN = 200;
/**
 * Sent mail is kept this long (the development mailbox, and the record of what a real
 * transport sent); reset and invitation links in it are long dead by then.
 */
export const OUTBOX_KEEP_DAYS = 30;

/** One run's counts; `failed` names the steps that threw (the others still ran). */
export interface HousekeepingReport {
  sessions: number;
  resetTokens: number;
  checkoutsFulfilled: number;
  checkoutsRemoved: number;
  drafts: number;
  mails: number;
  failed: string[];
}

export class HousekeepingError extends Error {
  constructor(
    readonly report: HousekeepingReport,
    readonly causes: unknown[],
  ) {
    super(`Housekeeping steps failed: ${report.failed.join(', ')}`);
    this.name = 'HousekeepingError';
  }
}

/**
 * The hourly clean-up (jobs: `prune-expired`): expired and idle sessions, used or expired
 * reset tokens, abandoned checkouts, unsaved drafts (which hold full, unpaid plans) and old
 * mail. Every step is idempotent, and each runs whatever happened to the others: a payment
 * provider that keeps failing must not stop drafts from being pruned. A run with a failed
 * step throws after all steps, so the job is retried and the failure logged.
 */
export async function pruneExpired(ctx: AppContext): Promise<HousekeepingReport> {
  const now = ctx.clock.now();
  const report: HousekeepingReport = {
    sessions: 0,
    resetTokens: 0,
    checkoutsFulfilled: 0,
    checkoutsRemoved: 0,
    drafts: 0,
    mails: 0,
    failed: [],
  };
  const causes: unknown[] = [];
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      report.failed.push(name);
      causes.push(error);
    }
  };

  await step('sessions', async () => {
    const idleSince = (kind: 'user' | 'admin') =>
      new Date(now.getTime() - sessionLifetime(ctx.config, kind).idleMs);
    const ended = await ctx.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          and(eq(sessions.kind, 'user'), lt(sessions.lastSeenAt, idleSince('user'))),
          and(eq(sessions.kind, 'admin'), lt(sessions.lastSeenAt, idleSince('admin'))),
        ),
      )
      .returning({ id: sessions.id });
    report.sessions = ended.length;
  });
  await step('reset tokens', async () => {
    const tokens = await ctx.db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    report.resetTokens = tokens.length;
  });
  await step('checkouts', async () => {
    const checkouts = await settleAbandonedCheckouts(ctx, {
      cutoff: new Date(now.getTime() - ABANDONED_CHECKOUT_HOURS * 60 * 60 * 1000),
      limit: CHECKOUTS_PER_RUN,
    });
    report.checkoutsFulfilled = checkouts.fulfilled;
    report.checkoutsRemoved = checkouts.removed;
  });
  await step('drafts', async () => {
    report.drafts = await pruneDrafts(ctx);
  });
  await step('mail', async () => {
    const cutoff = new Date(now.getTime() - OUTBOX_KEEP_DAYS * 24 * 60 * 60 * 1000);
    const mails = await ctx.db
      .delete(emailOutbox)
      .where(lt(emailOutbox.createdAt, cutoff))
      .returning({ id: emailOutbox.id });
    report.mails = mails.length;
  });
  if (report.failed.length > 0) throw new HousekeepingError(report, causes);
  return report;
}
