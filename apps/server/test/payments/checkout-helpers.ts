import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkoutSessions, emailOutbox } from '../../src/db/schema.ts';
import { call, type TestApp } from '../helpers/app.ts';

/** The checkout calls the plan page makes (plans-payments-admin §4 "Payment", §7). */

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const DECLINE_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export function createCheckoutCall(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/stripe/create-checkout-session', { cookie, body });
}

/** Opens a checkout for the plan and returns its session id. */
export async function openCheckout(t: TestApp, cookie: string, planId: number) {
  const res = await createCheckoutCall(t, cookie, { plan_id: planId });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { provider: string; clientSecret: string; sessionId: string };
  expect(body.clientSecret.length).toBeGreaterThan(10);
  return body;
}

export function pay(
  t: TestApp,
  cookie: string,
  sessionId: string,
  card: Record<string, string> = GOOD_CARD,
) {
  return call(t.app, 'POST', `/api/checkout/local/${encodeURIComponent(sessionId)}/pay`, {
    cookie,
    body: card,
  });
}

export function sessionStatus(t: TestApp, cookie: string, sessionId: string) {
  return call(
    t.app,
    'GET',
    `/api/stripe/session-status?session_id=${encodeURIComponent(sessionId)}`,
    {
      cookie,
    },
  );
}

export function updatePaidStatus(t: TestApp, cookie: string, planId: number) {
  return call(t.app, 'PATCH', `/api/stripe/${planId}/update-paid-status`, { cookie });
}

export function sendConfirmationCall(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/emails/send-purchase-confirmation', { cookie, body });
}

/** Every purchase-confirmation mail recorded in the outbox (the outbox transport's delivery). */
export async function purchaseMails(t: TestApp) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'purchase-confirmation'));
}

export async function sessionsOf(t: TestApp, planId: number) {
  return t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.planId, planId));
}
