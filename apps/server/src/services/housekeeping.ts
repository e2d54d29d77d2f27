import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { passwordResetTokens, sessions } from '../db/schema.ts';
import { settleAbandonedCheckouts } from './checkout.ts';
import { pruneDrafts } from './plans.ts';
import { sessionLifetime } from './sessions.ts';

/** Open checkouts older than this are settled with the provider (Stripe's last 24 hours). */
const ABANDONED_CHECKOUT_HOURS = 48;
/** Checkouts settled per run, so one run stays short whatever piled up. */
const CHECKOUTS_PER_RUN = 200;

/**
 * The hourly clean-up (jobs: `prune-expired`): expired and idle sessions, used or expired
 * reset tokens, abandoned checkouts and unsaved drafts. Every step is idempotent.
 */
export async function pruneExpired(ctx: AppContext) {
  const now = ctx.clock.now();
  const idleSince = (kind: 'user' | 'admin') =>
    new Date(now.getTime() - sessionLifetime(ctx.config, kind).idleMs);
  const endedSessions = await ctx.db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(eq(sessions.kind, 'user'), lt(sessions.lastSeenAt, idleSince('user'))),
        and(eq(sessions.kind, 'admin'), lt(sessions.lastSeenAt, idleSince('admin'))),
      ),
    )
    .returning({ id: sessions.id });
  const resetTokens = await ctx.db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  const checkouts = await settleAbandonedCheckouts(ctx, {
    cutoff: new Date(now.getTime() - ABANDONED_CHECKOUT_HOURS * 60 * 60 * 1000),
    limit: CHECKOUTS_PER_RUN,
  });
  const drafts = await pruneDrafts(ctx);
  return {
    sessions: endedSessions.length,
    resetTokens: resetTokens.length,
    checkoutsFulfilled: checkouts.fulfilled,
    checkoutsRemoved: checkouts.removed,
    drafts,
  };
}
