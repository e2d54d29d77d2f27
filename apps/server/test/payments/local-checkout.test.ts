import { PLAN_PRICE_CENTS } from '@app/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import {
  type CreatedPlan,
  createPlan,
  planRow,
  type SignedIn,
  signedInUser,
} from '../plans/factories.ts';
import {
  createCheckoutCall,
  DECLINE_CARD,
  GOOD_CARD,
  openCheckout,
  pay,
  purchaseMails,
  sendConfirmationCall,
  sessionStatus,
  sessionsOf,
  updatePaidStatus,
} from './checkout-helpers.ts';

/** The built-in test checkout, end to end through the API (PAYMENTS_PROVIDER=local). */

let t: TestApp;
let buyer: SignedIn;
let plan: CreatedPlan;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  buyer = await signedInUser(t);
  plan = await createPlan(t, buyer);
});

const mailsTo = async (email: string) => (await purchaseMails(t)).filter((m) => m.to === email);
const getPlan = (cookie: string) => call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie });

describe('local test checkout', () => {
  it('pays with 4242..., completes the session, unlocks the plan and mails the buyer once', async () => {
    const before = (await purchaseMails(t)).length;
    const { sessionId, provider } = await openCheckout(t, buyer.cookie, plan.id);
    expect(provider).toBe('local');
    const open = await sessionStatus(t, buyer.cookie, sessionId);
    expect(open.json()).toMatchObject({ status: 'open', cart_amount: 9, plan_id: plan.id });

    const paid = await pay(t, buyer.cookie, sessionId, {
      ...GOOD_CARD,
      email: 'friend@example.com',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({
      status: 'complete',
      returnUrl: `/plans/${plan.id}?session_id=${sessionId}`,
    });
    const status = await sessionStatus(t, buyer.cookie, sessionId);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'complete', cart_amount: 9, plan_id: plan.id });

    const full = await getPlan(buyer.cookie);
    expect(full.json().plan).toMatchObject({ is_paid: true, is_preview: false, preview: null });
    expect(full.json().plan.plan_data).toEqual({ destination: plan.destination });

    // The return page, the paid-status call and the confirmation call all come again.
    expect((await updatePaidStatus(t, buyer.cookie, plan.id)).json()).toEqual({ is_paid: true });
    const confirm = await sendConfirmationCall(t, buyer.cookie, {
      planId: plan.id,
      email: 'attacker@example.com',
      cart_amount: 0.01,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ success: true, sent: false });
    await sessionStatus(t, buyer.cookie, sessionId);
    await pay(t, buyer.cookie, sessionId);

    const mails = await purchaseMails(t);
    expect(mails.length - before).toBe(1);
    const mine = await mailsTo(buyer.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain('$9.00');
    expect(mine[0]?.text).toContain(`/plans/${plan.id}`);
    expect(await mailsTo('friend@example.com')).toEqual([]);
    expect(await mailsTo('attacker@example.com')).toEqual([]);
  });

  it('declines 4000 0000 0000 0002 with 402 and leaves the plan unpaid', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const res = await pay(t, buyer.cookie, sessionId, DECLINE_CARD);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('CARD_DECLINED');
    expect((await sessionStatus(t, buyer.cookie, sessionId)).json().status).toBe('open');
    expect((await updatePaidStatus(t, buyer.cookie, plan.id)).statusCode).toBe(402);
    expect((await getPlan(buyer.cookie)).json().plan).toMatchObject({
      is_paid: false,
      is_preview: true,
    });
    expect(await mailsTo(buyer.email)).toEqual([]);
  });

  it.each([
    ['a number failing the Luhn check', { cardNumber: '4242 4242 4242 4241' }],
    ['a too-short number', { cardNumber: '4242' }],
    ['an impossible month', { expiry: '13/40' }],
    ['a past expiry', { expiry: '01/20' }],
    ['a malformed expiry', { expiry: '1240' }],
    ['a short cvc', { cvc: '12' }],
    ['a non-numeric cvc', { cvc: 'abc' }],
  ])('400 for %s, and the plan stays unpaid', async (_name, change) => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const res = await pay(t, buyer.cookie, sessionId, { ...GOOD_CARD, ...change });
    expect(res.statusCode).toBe(400);
    expect((await planRow(t, plan.id)).isPaid).toBe(false);
    expect((await sessionsOf(t, plan.id)).every((s) => s.status === 'open')).toBe(true);
  });
});

describe('what never unlocks a plan', () => {
  it('a forged session id: 404 for status and pay', async () => {
    await openCheckout(t, buyer.cookie, plan.id);
    for (const forged of ['cs_local_forged', 'cs_test_anything', `${plan.id}`]) {
      expect((await sessionStatus(t, buyer.cookie, forged)).statusCode).toBe(404);
      expect((await pay(t, buyer.cookie, forged)).statusCode).toBe(404);
    }
    expect((await planRow(t, plan.id)).isPaid).toBe(false);
  });

  it("another user's session: 404, and paying it does not unlock their own plan", async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const other = await signedInUser(t);
    const otherPlan = await createPlan(t, other);
    expect((await sessionStatus(t, other.cookie, sessionId)).statusCode).toBe(404);
    expect((await pay(t, other.cookie, sessionId)).statusCode).toBe(404);
    expect((await sessionStatus(t, buyer.cookie, sessionId)).json().status).toBe('open');
    expect((await updatePaidStatus(t, other.cookie, otherPlan.id)).statusCode).toBe(402);
    expect((await planRow(t, plan.id)).isPaid).toBe(false);
    expect((await planRow(t, otherPlan.id)).isPaid).toBe(false);
  });

  it('update-paid-status with no completed session: 402', async () => {
    expect((await updatePaidStatus(t, buyer.cookie, plan.id)).statusCode).toBe(402);
    await openCheckout(t, buyer.cookie, plan.id);
    const res = await updatePaidStatus(t, buyer.cookie, plan.id);
    expect(res.statusCode).toBe(402);
    expect((await sendConfirmationCall(t, buyer.cookie, { planId: plan.id })).statusCode).toBe(402);
    expect((await planRow(t, plan.id)).isPaid).toBe(false);
  });
});

describe('fulfilment', () => {
  it('concurrent pay, session-status and update-paid-status unlock once and mail once', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    const results = await Promise.all([
      sessionStatus(t, buyer.cookie, sessionId),
      updatePaidStatus(t, buyer.cookie, plan.id),
      pay(t, buyer.cookie, sessionId),
      sessionStatus(t, buyer.cookie, sessionId),
      updatePaidStatus(t, buyer.cookie, plan.id),
      pay(t, buyer.cookie, sessionId),
    ]);
    expect(results[2]?.statusCode, results[2]?.body).toBe(200);
    for (const res of results) expect([200, 402]).toContain(res.statusCode);
    // Afterwards every path agrees.
    expect((await sessionStatus(t, buyer.cookie, sessionId)).json().status).toBe('complete');
    expect((await updatePaidStatus(t, buyer.cookie, plan.id)).json()).toEqual({ is_paid: true });
    expect((await planRow(t, plan.id)).isPaid).toBe(true);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    const [session] = await sessionsOf(t, plan.id);
    expect(session?.fulfilledAt).toBeInstanceOf(Date);
    expect(session?.confirmationSentAt).toBeInstanceOf(Date);
  });

  it('a paid plan cannot be bought again: 409', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    expect((await pay(t, buyer.cookie, sessionId)).statusCode).toBe(200);
    const again = await createCheckoutCall(t, buyer.cookie, { plan_id: plan.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
    expect(await sessionsOf(t, plan.id)).toHaveLength(1);
  });

  it('the price is always 900 cents, whatever the body says', async () => {
    const res = await createCheckoutCall(t, buyer.cookie, {
      plan_id: plan.id,
      amount: 1,
      amountCents: 1,
      amount_total: 1,
      price: 0,
      cart_amount: 0.01,
      currency: 'jpy',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [session] = await sessionsOf(t, plan.id);
    expect(session).toMatchObject({ amountCents: PLAN_PRICE_CENTS, currency: 'usd' });
    expect(PLAN_PRICE_CENTS).toBe(900);
    const status = await sessionStatus(t, buyer.cookie, res.json().sessionId);
    expect(status.json().cart_amount).toBe(9);
    await pay(t, buyer.cookie, res.json().sessionId);
    const [mail] = await mailsTo(buyer.email);
    expect(mail?.text).toContain('$9.00');
  });
});
