import { BRAND, PLAN_PRICE_CENTS } from '@app/shared';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { checkoutSessions, plans, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { purchaseConfirmationMail } from '../providers/mail/templates.ts';
import type { ProviderSession } from '../providers/payments/types.ts';
import type { PlanRow } from './plans.ts';

type Ctx = AppContext;

/** Opens a checkout for an unpaid plan its owner is buying; the price is the server's. */
export async function createCheckout(
  ctx: Ctx,
  opts: { user: { id: number; email: string }; plan: PlanRow },
) {
  if (opts.plan.isPaid) throw new AppError('ALREADY_PAID');
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
  await ctx.db.insert(checkoutSessions).values({
    id: session.id,
    provider: ctx.payments.name,
    planId: opts.plan.id,
    userId: opts.user.id,
    status: 'open',
    amountCents: PLAN_PRICE_CENTS,
    currency: 'usd',
    createdAt: ctx.clock.now(),
  });
  return { provider: ctx.payments.name, clientSecret: session.clientSecret, sessionId: session.id };
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
 */
export async function fulfil(ctx: Ctx, sessionId: string): Promise<boolean> {
  const fulfilled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkoutSessions)
      .set({ fulfilledAt: ctx.clock.now() })
      .where(
        and(
          eq(checkoutSessions.id, sessionId),
          eq(checkoutSessions.status, 'complete'),
          isNull(checkoutSessions.fulfilledAt),
        ),
      )
      .returning();
    if (!row) return null;
    await tx.update(plans).set({ isPaid: true }).where(eq(plans.id, row.planId));
    return row;
  });
  if (!fulfilled) return false;
  await sendConfirmation(ctx, sessionId).catch(() => undefined);
  return true;
}

/** Asks the provider about a session of this user, records it, and fulfils it when paid. */
export async function checkSession(ctx: Ctx, opts: { userId: number; sessionId: string }) {
  const [own] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, opts.sessionId), eq(checkoutSessions.userId, opts.userId)));
  if (!own) throw new AppError('NOT_FOUND', 'Checkout session not found.');
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
        isNull(checkoutSessions.confirmationSentAt),
      ),
    )
    .returning();
  if (!row) return false;
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, row.planId));
  if (!buyer || !plan) return false;
  const location = (plan.planData as { destination?: { location?: string } }).destination?.location;
  const mail = purchaseConfirmationMail({
    firstName: buyer.firstName,
    destination: location ?? 'your trip',
    amount: `$${(row.amountCents / 100).toFixed(2)}`,
    link: `${ctx.config.publicUrl}/plans/${plan.id}`,
    productName: BRAND.productName,
  });
  await ctx.mailer.send({ kind: 'purchase-confirmation', to: buyer.email, ...mail });
  return true;
}

/** The fulfilled session of a plan, for the confirmation call. */
export async function fulfilledSessionOf(ctx: Ctx, planId: number) {
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.planId, planId), isNotNull(checkoutSessions.fulfilledAt)))
    .limit(1);
  return row ?? null;
}
