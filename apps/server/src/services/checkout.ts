import { BRAND, PLAN_PRICE_CENTS, placeName } from '@app/shared';
import { and, asc, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { checkoutSessions, plans, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { purchaseConfirmationMail } from '../providers/mail/templates.ts';
import type { ProviderSession } from '../providers/payments/types.ts';
import { findPlan, type PlanRow } from './plans.ts';

type Ctx = AppContext;

/** The plan's open checkout session, if any (there is at most one: a partial unique index). */
async function openSessionOf(ctx: Ctx, planId: number) {
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.planId, planId), eq(checkoutSessions.status, 'open')));
  return row ?? null;
}

const answerFor = (ctx: Ctx, row: { id: string; clientSecret: string | null }) => ({
  provider: ctx.payments.name,
  clientSecret: row.clientSecret ?? '',
  sessionId: row.id,
});

/**
 * Opens a checkout for an unpaid plan its owner is buying; the price is the server's. A plan
 * has one open checkout at a time: asking again (a second tab, a reload) returns the open
 * one, so one plan cannot be paid twice through two sessions.
 */
export async function createCheckout(
  ctx: Ctx,
  opts: { user: { id: number; email: string }; plan: PlanRow },
) {
  if (opts.plan.isPaid) throw new AppError('ALREADY_PAID');
  const existing = await openSessionOf(ctx, opts.plan.id);
  if (existing?.clientSecret) {
    const row = await syncSession(ctx, await ctx.payments.retrieveSession(existing.id));
    if (row?.status === 'open') return answerFor(ctx, row);
    if (row?.status === 'complete') {
      await fulfil(ctx, row.id);
      throw new AppError('ALREADY_PAID');
    }
  } else if (existing) {
    // Opened before client secrets were kept: replace it (unless it was paid meanwhile).
    if ((await expireSession(ctx, existing.id)) === 'complete') throw new AppError('ALREADY_PAID');
  }
  const returnUrl = `${ctx.config.publicUrl}/plans/${opts.plan.id}?session_id={CHECKOUT_SESSION_ID}`;
  const session = await ctx.payments.createSession({
    planId: opts.plan.id,
    userId: opts.user.id,
    email: opts.user.email,
    amountCents: PLAN_PRICE_CENTS,
    currency: 'usd',
    productName: `${BRAND.productName}: full travel plan`,
    returnUrl,
  });
  const [inserted] = await ctx.db
    .insert(checkoutSessions)
    .values({
      id: session.id,
      provider: ctx.payments.name,
      planId: opts.plan.id,
      userId: opts.user.id,
      status: 'open',
      amountCents: PLAN_PRICE_CENTS,
      currency: 'usd',
      clientSecret: session.clientSecret,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return answerFor(ctx, inserted);
  // Another request opened one at the same moment: theirs stands, ours is closed unused.
  await ctx.payments.expireSession(session.id).catch(() => undefined);
  const winner = await openSessionOf(ctx, opts.plan.id);
  if (!winner) throw new AppError('SERVICE_UNAVAILABLE');
  return answerFor(ctx, winner);
}

/**
 * Closes an open session with the provider and records what the provider says it is now.
 * An expiry can lose a race with the buyer: a session paid a moment before is recorded as
 * complete and fulfilled (or, the plan being paid already, refunded as a duplicate), never
 * marked expired with the money kept.
 */
async function expireSession(ctx: Ctx, id: string) {
  const row = await syncSession(ctx, await ctx.payments.expireSession(id));
  if (row?.status === 'complete') await fulfil(ctx, row.id);
  return row?.status ?? null;
}

/**
 * Records what the provider says about a session and returns the stored row. A session only
 * moves forward (open -> complete | expired): a stale "open" read racing a payment must not
 * undo it.
 */
async function syncSession(ctx: Ctx, info: ProviderSession) {
  const status = info.status === 'complete' && !info.paid ? 'open' : info.status;
  if (status !== 'open') {
    await ctx.db
      .update(checkoutSessions)
      .set({ status, ...(info.customerEmail ? { customerEmail: info.customerEmail } : {}) })
      .where(and(eq(checkoutSessions.id, info.id), eq(checkoutSessions.status, 'open')));
  }
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, info.id));
  return row ?? null;
}

/**
 * Unlocks the plan of a verified, complete session exactly once: whichever of the return
 * page, the paid-status call and the webhook gets here first wins; the others change nothing.
 * The plan is paid once whatever sessions complete: a session that completes for a plan
 * already paid is marked a duplicate in the same transaction (so no confirmation call can
 * ever take it for the purchase), then refunded (docs/decisions/0007-checkout.md).
 */
export async function fulfil(ctx: Ctx, sessionId: string): Promise<boolean> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx
      .update(checkoutSessions)
      .set({ fulfilledAt: now })
      .where(
        and(
          eq(checkoutSessions.id, sessionId),
          eq(checkoutSessions.status, 'complete'),
          isNull(checkoutSessions.fulfilledAt),
        ),
      )
      .returning();
    if (!row) return null;
    const [unlocked] = await tx
      .update(plans)
      .set({ isPaid: true })
      .where(and(eq(plans.id, row.planId), eq(plans.isPaid, false)))
      .returning({ id: plans.id });
    if (!unlocked) {
      await tx
        .update(checkoutSessions)
        .set({ duplicateAt: now })
        .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.duplicateAt)));
    }
    return { row, unlocked: Boolean(unlocked) };
  });
  if (!outcome) return false;
  if (!outcome.unlocked) {
    await refundDuplicate(ctx, sessionId);
    return false;
  }
  // Nothing else may be paid for this plan now.
  const open = await openSessionOf(ctx, outcome.row.planId);
  if (open) await expireSession(ctx, open.id).catch(() => undefined);
  await sendConfirmation(ctx, sessionId).catch(() => undefined);
  return true;
}

/**
 * A second payment for a paid plan (already marked a duplicate): given back once. When the
 * provider cannot refund it now, the session stays marked (never confirmed) and owed: its
 * fulfilment is undone, so the next webhook retry, status call or housekeeping run
 * (`settleAbandonedCheckouts`) fulfils it again and retries the refund.
 */
async function refundDuplicate(ctx: Ctx, sessionId: string) {
  const [claimed] = await ctx.db
    .update(checkoutSessions)
    .set({ refundedAt: ctx.clock.now() })
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        isNotNull(checkoutSessions.duplicateAt),
        isNull(checkoutSessions.refundedAt),
      ),
    )
    .returning({ id: checkoutSessions.id });
  if (!claimed) return;
  try {
    await ctx.payments.refundSession(sessionId);
  } catch (error) {
    await ctx.db
      .update(checkoutSessions)
      .set({ refundedAt: null, fulfilledAt: null })
      .where(eq(checkoutSessions.id, sessionId));
    throw error;
  }
}

/** The plan a checkout session was opened for, or null when there is no such session. */
export async function checkoutSessionPlanId(
  ctx: Pick<AppContext, 'db'>,
  sessionId: string,
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ planId: checkoutSessions.planId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId));
  return row?.planId ?? null;
}

/** Asks the provider about one of the plan's sessions, records it, and fulfils it when paid. */
export async function checkSession(ctx: Ctx, opts: { plan: PlanRow; sessionId: string }) {
  const [own] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, opts.sessionId), eq(checkoutSessions.planId, opts.plan.id)));
  if (!own) throw new AppError('NOT_FOUND', 'Plan not found.');
  const info = await ctx.payments.retrieveSession(own.id);
  const row = (await syncSession(ctx, info)) ?? own;
  if (row.status === 'complete') await fulfil(ctx, row.id);
  return {
    status: row.status,
    customer_email: row.customerEmail ?? '',
    cart_amount: (info.amountTotal ?? row.amountCents) / 100,
    plan_id: row.planId,
  };
}

/** PATCH update-paid-status: re-verifies the plan's latest sessions with the provider. */
export async function confirmPlanPaid(ctx: Ctx, plan: PlanRow): Promise<boolean> {
  if (plan.isPaid) return true;
  const sessions = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.planId, plan.id))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(5);
  for (const session of sessions) {
    const info = await ctx.payments.retrieveSession(session.id);
    const row = await syncSession(ctx, info);
    if (row?.status === 'complete') {
      await fulfil(ctx, row.id);
      return true;
    }
  }
  throw new AppError('PAYMENT_REQUIRED');
}

/** A verified webhook's completed session: recorded and fulfilled (idempotently). */
export async function completeFromWebhook(ctx: Ctx, info: ProviderSession) {
  const row = await syncSession(ctx, info);
  if (row?.status === 'complete') await fulfil(ctx, row.id);
}

/** The purchase confirmation, sent once per purchase and only to the buyer. */
export async function sendConfirmation(ctx: Ctx, sessionId: string): Promise<boolean> {
  const [row] = await ctx.db
    .update(checkoutSessions)
    .set({ confirmationSentAt: ctx.clock.now() })
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        isNotNull(checkoutSessions.fulfilledAt),
        isNull(checkoutSessions.duplicateAt),
        isNull(checkoutSessions.confirmationSentAt),
      ),
    )
    .returning();
  if (!row) return false;
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  const plan = await findPlan(ctx, row.planId);
  if (!buyer || !plan) return false;
  const location = placeName(plan.planData.destination.location);
  const mail = purchaseConfirmationMail({
    firstName: buyer.firstName,
    destination: location,
    amount: `$${(row.amountCents / 100).toFixed(2)}`,
    link: `${ctx.config.publicUrl}/plans/${plan.id}`,
    productName: BRAND.productName,
  });
  await ctx.mailer.send({ kind: 'purchase-confirmation', to: buyer.email, ...mail });
  return true;
}

/**
 * The session that bought the plan, for the confirmation call: the first fulfilled one that
 * is not a duplicate (there is one; the order only makes the answer deterministic).
 */
export async function fulfilledSessionOf(ctx: Ctx, planId: number) {
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.planId, planId),
        isNotNull(checkoutSessions.fulfilledAt),
        isNull(checkoutSessions.duplicateAt),
        isNull(checkoutSessions.refundedAt),
      ),
    )
    .orderBy(asc(checkoutSessions.fulfilledAt), asc(checkoutSessions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Checkouts opened and left (the hourly housekeeping job): each open session older than
 * `cutoff` is asked of the provider first, so a payment whose webhook never arrived still
 * unlocks its plan; the rest are expired at the provider and removed with the expired ones.
 * Duplicate payments whose refund failed are fulfilled again, which retries the refund.
 * Completed sessions stay: they are the purchase records.
 */
export async function settleAbandonedCheckouts(ctx: Ctx, opts: { cutoff: Date; limit: number }) {
  const stale = await ctx.db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      or(
        and(eq(checkoutSessions.status, 'open'), lt(checkoutSessions.createdAt, opts.cutoff)),
        // A duplicate payment whose refund failed: owed until the provider takes it.
        and(
          eq(checkoutSessions.status, 'complete'),
          isNotNull(checkoutSessions.duplicateAt),
          isNull(checkoutSessions.fulfilledAt),
        ),
      ),
    )
    .limit(opts.limit);
  let fulfilled = 0;
  let failure: unknown;
  for (const { id } of stale) {
    // One session the provider cannot answer for (a deleted session, an outage) is left for
    // the next run; the others are settled now.
    try {
      const row = await syncSession(ctx, await ctx.payments.retrieveSession(id));
      if (row?.status === 'complete') {
        if (await fulfil(ctx, id)) fulfilled += 1;
      } else if (row?.status === 'open') {
        await expireSession(ctx, id);
      }
    } catch (error) {
      failure ??= error;
    }
  }
  const removed = await ctx.db
    .delete(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, 'expired'),
        isNull(checkoutSessions.fulfilledAt),
        lt(checkoutSessions.createdAt, opts.cutoff),
      ),
    )
    .returning({ id: checkoutSessions.id });
  if (failure) throw failure;
  return { fulfilled, removed: removed.length };
}
