import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../src/db/schema.ts';
import { createStripePayments } from '../../src/providers/payments/stripe.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { type StripeStandIn, startStripeStandIn } from '../helpers/stand-ins/stripe.ts';
import {
  type CreatedPlan,
  createPlan,
  planRow,
  type SignedIn,
  signedInUser,
} from '../plans/factories.ts';
import {
  createCheckoutCall,
  openCheckout,
  purchaseMails,
  sendConfirmationCall,
  sessionStatus,
  sessionsOf,
  updatePaidStatus,
} from './checkout-helpers.ts';

/** The Stripe adapter (Embedded Checkout + signed webhooks) against a local stand-in of Stripe. */

const WEBHOOK_SECRET = 'whsec_test';

let stripe: StripeStandIn;
let t: TestApp;
let buyer: SignedIn;
let plan: CreatedPlan;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await buildTestApp({
    payments: createStripePayments({
      secretKey: 'sk_test_x',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: stripe.apiBase,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(async () => {
  buyer = await signedInUser(t);
  plan = await createPlan(t, buyer);
});

const mailsTo = async (email: string) => (await purchaseMails(t)).filter((m) => m.to === email);

/** Stripe's part when the buyer pays: the session is complete and the money collected. */
const paidState = () => ({
  status: 'complete' as const,
  payment_status: 'paid' as const,
  customer_details: { email: buyer.email },
});

/** POSTs a webhook as Stripe does: raw JSON, signed, with no cookie and no Origin. */
function webhook(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

const completedEvent = (session: object, type = 'checkout.session.completed') => ({
  id: `evt_test_${Math.random().toString(16).slice(2)}`,
  object: 'event',
  type,
  data: { object: session },
});

describe('creating a Stripe checkout', () => {
  it('creates an embedded session for 900 cents with the plan in its metadata', async () => {
    const before = stripe.requests.length;
    const res = await call(t.app, 'POST', '/api/stripe/create-checkout-session', {
      cookie: buyer.cookie,
      body: { plan_id: plan.id, amount: 1, unit_amount: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('stripe');
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.clientSecret).toBe(stripe.sessions.get(body.sessionId)?.client_secret);

    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    const { form, method, path, headers } = sent[0]!;
    expect([method, path]).toEqual(['POST', '/v1/checkout/sessions']);
    expect(headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(headers.authorization).toBe('Bearer sk_test_x');
    expect(form.get('ui_mode')).toBe('embedded');
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('900');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('metadata[plan_id]')).toBe(String(plan.id));
    expect(form.get('customer_email')).toBe(buyer.email);
    expect(form.get('return_url')).toContain(`/plans/${plan.id}?session_id={CHECKOUT_SESSION_ID}`);
    const [row] = await sessionsOf(t, plan.id);
    expect(row).toMatchObject({ id: body.sessionId, provider: 'stripe', amountCents: 900 });
  });

  it('has no local pay route with Stripe', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const res = await call(t.app, 'POST', `/api/checkout/local/${sessionId}/pay`, {
      cookie: buyer.cookie,
      body: { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('session status from Stripe', () => {
  it('complete and paid: unlocks the plan and mails the buyer', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    expect((await sessionStatus(t, buyer.cookie, sessionId)).json().status).toBe('open');
    stripe.setState(sessionId, paidState());
    const res = await sessionStatus(t, buyer.cookie, sessionId);
    expect(res.json()).toMatchObject({
      status: 'complete',
      customer_email: buyer.email,
      cart_amount: 9,
      plan_id: plan.id,
    });
    expect((await planRow(t, plan.id)).isPaid).toBe(true);
    expect((await updatePaidStatus(t, buyer.cookie, plan.id)).json()).toEqual({ is_paid: true });
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('complete but unpaid (e.g. a pending bank debit): stays locked', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    stripe.setState(sessionId, { status: 'complete', payment_status: 'unpaid' });
    const res = await sessionStatus(t, buyer.cookie, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).not.toBe('complete');
    expect((await updatePaidStatus(t, buyer.cookie, plan.id)).statusCode).toBe(402);
    expect((await planRow(t, plan.id)).isPaid).toBe(false);
    expect(await mailsTo(buyer.email)).toEqual([]);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('a signed checkout.session.completed unlocks once; sent twice, one mail', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const session = stripe.setState(sessionId, paidState());
    const event = completedEvent(session);
    const first = await webhook(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const second = await webhook(event);
    expect(second.statusCode).toBe(200);
    expect((await planRow(t, plan.id)).isPaid).toBe(true);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    const full = await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: buyer.cookie });
    expect(full.json().plan).toMatchObject({ is_paid: true, is_preview: false });
  });

  it('a bad signature: 400, nothing unlocked', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const session = stripe.setState(sessionId, paidState());
    const payload = JSON.stringify(completedEvent(session));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await webhook(completedEvent(session), forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_INVALID');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    expect((await planRow(t, plan.id)).isPaid).toBe(false);
  });

  it('a tampered body under a valid signature is refused', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const open = stripe.sessions.get(sessionId) as object;
    const payload = JSON.stringify(completedEvent(open));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"payment_status":"unpaid"', '"payment_status":"paid"');
    expect(tampered).not.toBe(payload);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: tampered,
    });
    expect(res.statusCode).toBe(400);
    expect((await planRow(t, plan.id)).isPaid).toBe(false);
  });

  it('a completed-but-unpaid event, another event type or an unknown session unlock nothing', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const session = stripe.sessions.get(sessionId) as object;
    const unpaid = { ...session, status: 'complete', payment_status: 'unpaid' };
    expect((await webhook(completedEvent(unpaid))).statusCode).toBe(200);
    const paid = { ...session, ...paidState() };
    expect((await webhook(completedEvent(paid, 'checkout.session.expired'))).statusCode).toBe(200);
    const stranger = { ...paid, id: 'cs_test_not_ours' };
    expect((await webhook(completedEvent(stranger))).statusCode).toBe(200);
    expect((await planRow(t, plan.id)).isPaid).toBe(false);
    expect(await mailsTo(buyer.email)).toEqual([]);
  });
});

/** What the adapter asked Stripe since `from` (method and path). */
const callsSince = (from: number) =>
  stripe.requests.slice(from).map((r) => `${r.method} ${r.path}`);
const refundCalls = () => stripe.requests.filter((r) => r.path === '/v1/refunds');
/** A completed session's webhook, as Stripe sends it now. */
const deliver = async (sessionId: string) => {
  const res = await webhook(completedEvent(stripe.sessions.get(sessionId) as object));
  expect(res.statusCode, res.body).toBe(200);
};

/**
 * A paid session A whose "complete" was recorded but whose fulfilment failed right after (a
 * database fault), and the new checkout B the buyer, still locked out, then opened.
 */
async function paidThenReopened() {
  const { sessionId: a } = await openCheckout(t, buyer.cookie, plan.id);
  stripe.pay(a, buyer.email);
  await t.database.db
    .update(checkoutSessions)
    .set({ status: 'complete' })
    .where(eq(checkoutSessions.id, a));
  const { sessionId: b } = await openCheckout(t, buyer.cookie, plan.id);
  expect(b).not.toBe(a);
  return { a, b };
}

describe('one checkout per plan, with Stripe', () => {
  it('asking again returns the open session, after asking Stripe it is still open', async () => {
    const first = await openCheckout(t, buyer.cookie, plan.id);
    const before = stripe.requests.length;
    const second = await openCheckout(t, buyer.cookie, plan.id);
    expect(second).toEqual(first);
    expect(callsSince(before)).toEqual([`GET /v1/checkout/sessions/${first.sessionId}`]);
    expect(await sessionsOf(t, plan.id)).toHaveLength(1);

    // Expired at Stripe (a day passed): a new session replaces it.
    stripe.setState(first.sessionId, { status: 'expired' });
    const third = await openCheckout(t, buyer.cookie, plan.id);
    expect(third.sessionId).not.toBe(first.sessionId);
    // Paid at Stripe before its webhook arrived: asking again unlocks the plan and says so.
    stripe.pay(third.sessionId, buyer.email);
    const again = await createCheckoutCall(t, buyer.cookie, { plan_id: plan.id });
    expect(again.statusCode).toBe(409);
    expect((await planRow(t, plan.id)).isPaid).toBe(true);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('two sessions completed for one plan: one fulfilment, one refund of the duplicate, one mail', async () => {
    const { a, b } = await paidThenReopened();
    // The buyer pays again.
    stripe.pay(b, buyer.email);
    const refundsBefore = refundCalls().length;

    // Both webhooks, each delivered twice (Stripe retries until it hears 200).
    for (const id of [a, b, a, b]) await deliver(id);
    expect((await sessionStatus(t, buyer.cookie, b)).json().status).toBe('complete');

    expect((await planRow(t, plan.id)).isPaid).toBe(true);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    const refunds = refundCalls().filter(
      (r) => r.headers['idempotency-key'] === `refund-duplicate-${b}`,
    );
    expect(refunds).toHaveLength(1);
    expect(refundCalls().length - refundsBefore).toBe(1);
    const [refund] = refunds;
    expect(refund?.method).toBe('POST');
    expect(refund?.form.get('payment_intent')).toBe(stripe.sessions.get(b)?.payment_intent);
    expect(refund?.form.get('reason')).toBe('duplicate');
    expect(refund?.headers['idempotency-key']).toBe(`refund-duplicate-${b}`);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === refund?.form.get('payment_intent')),
    ).toEqual([expect.objectContaining({ amount: 900, reason: 'duplicate', status: 'succeeded' })]);
    const rows = new Map((await sessionsOf(t, plan.id)).map((r) => [r.id, r]));
    expect(rows.get(a)).toMatchObject({ duplicateAt: null, refundedAt: null });
    expect(rows.get(a)?.confirmationSentAt).toBeInstanceOf(Date);
    expect(rows.get(b)?.duplicateAt).toBeInstanceOf(Date);
    expect(rows.get(b)?.refundedAt).toBeInstanceOf(Date);
    expect(rows.get(b)?.confirmationSentAt).toBeNull();
    // The confirmation call finds the purchase, already confirmed: no second mail.
    const confirm = await sendConfirmationCall(t, buyer.cookie, { planId: plan.id });
    expect(confirm.json()).toEqual({ success: true, sent: false });
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('when one session pays, the plan’s other open session is expired at Stripe', async () => {
    const { a, b } = await paidThenReopened();
    const before = stripe.requests.length;
    const refundsBefore = refundCalls().length;
    await deliver(a);
    expect(callsSince(before)).toContain(`POST /v1/checkout/sessions/${b}/expire`);
    expect(stripe.sessions.get(b)?.status).toBe('expired');
    const row = (await sessionsOf(t, plan.id)).find((r) => r.id === b);
    expect(row?.status).toBe('expired');
    expect(refundCalls()).toHaveLength(refundsBefore);
  });

  it('an expiry that loses the race with the buyer: the payment is refunded, not kept', async () => {
    const { a, b } = await paidThenReopened();
    // The buyer pays B between the adapter's look at it and its expiry.
    stripe.beforeExpire = (id) => {
      if (id === b) stripe.pay(id, buyer.email);
    };
    try {
      await deliver(a);
    } finally {
      stripe.beforeExpire = undefined;
    }
    expect(stripe.sessions.get(b)?.status).toBe('complete');
    const row = (await sessionsOf(t, plan.id)).find((r) => r.id === b);
    expect(row).toMatchObject({ status: 'complete' });
    expect(row?.refundedAt).toBeInstanceOf(Date);
    expect(stripe.refunds.map((r) => r.payment_intent)).toContain(
      stripe.sessions.get(b)?.payment_intent,
    );
    // Its webhook, arriving late, changes nothing.
    const refundsBefore = stripe.refunds.length;
    await deliver(b);
    expect(stripe.refunds).toHaveLength(refundsBefore);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });
});

describe('Stripe unreachable', () => {
  it('answers 503 with a clear message, charges nothing and leaves no open checkout', async () => {
    const down = await buildTestApp({
      payments: createStripePayments({
        secretKey: 'sk_test_x',
        webhookSecret: WEBHOOK_SECRET,
        // Nothing listens here: every call fails to connect.
        apiBase: { host: '127.0.0.1', port: 9, protocol: 'http' },
      }),
    });
    try {
      const owner = await signedInUser(down);
      const unpaid = await createPlan(down, owner);
      const res = await call(down.app, 'POST', '/api/stripe/create-checkout-session', {
        cookie: owner.cookie,
        body: { plan_id: unpaid.id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message:
          "Payments can't be taken right now and nothing was charged. Please try again in a few minutes.",
      });
      expect(await sessionsOf(down, unpaid.id)).toHaveLength(0);
      expect((await planRow(down, unpaid.id)).isPaid).toBe(false);
    } finally {
      await down.close();
    }
  }, 30_000);
});
