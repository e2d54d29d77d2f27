import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { checkoutSessions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { luhnValid, TEST_CARD_SUCCESS } from '../providers/payments/local.ts';
import { fulfil } from './checkout.ts';
import type { PlanRow } from './plans.ts';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** Whether an MM/YY expiry is a real month, not in the past. */
function expiryValid(expiry: string, now: Date): boolean {
  const match = expiry.match(/^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return (
    year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}

/**
 * The built-in test checkout's "card network" (PAYMENTS_PROVIDER=local): checks the card as
 * a real checkout would, then completes the plan's open session and fulfils it. Who may pay
 * is the route's question (the plan's owner); whether this session can still be paid is
 * answered here: a completed one answers complete again (a double submit), and an open one
 * of a plan that is paid already takes no second payment.
 */
export async function payLocalSession(
  ctx: AppContext,
  opts: {
    plan: PlanRow;
    buyerEmail: string;
    sessionId: string;
    card: { cardNumber: string; expiry: string; cvc: string; email: string };
  },
) {
  const [session] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, opts.sessionId), eq(checkoutSessions.planId, opts.plan.id)));
  if (!session) throw new AppError('NOT_FOUND', 'Plan not found.');
  const returnUrl = `/plans/${session.planId}?session_id=${encodeURIComponent(session.id)}`;
  if (session.status === 'complete') return { status: 'complete' as const, returnUrl };
  if (session.status !== 'open')
    throw new AppError('PAYMENT_REQUIRED', 'This checkout has expired.');
  if (opts.plan.isPaid) throw new AppError('ALREADY_PAID');

  const card = digitsOnly(opts.card.cardNumber);
  if (!luhnValid(card)) throw new AppError('VALIDATION_FAILED', 'Your card number is invalid.');
  if (!expiryValid(opts.card.expiry, ctx.clock.now())) {
    throw new AppError('VALIDATION_FAILED', "Your card's expiration date is invalid.");
  }
  if (!/^\d{3,4}$/.test(opts.card.cvc)) {
    throw new AppError('VALIDATION_FAILED', "Your card's security code is invalid.");
  }
  if (card !== TEST_CARD_SUCCESS) {
    throw new AppError(
      'CARD_DECLINED',
      'Your card was declined. This test checkout accepts 4242 4242 4242 4242.',
    );
  }
  await ctx.db
    .update(checkoutSessions)
    .set({ status: 'complete', customerEmail: opts.card.email || opts.buyerEmail })
    .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')));
  await fulfil(ctx, session.id);
  return { status: 'complete' as const, returnUrl };
}
