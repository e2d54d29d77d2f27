import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../src/db/schema.ts';
import { fulfil, settleAbandonedCheckouts } from '../../src/services/checkout.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  type CreatedPlan,
  createPlan,
  markPaid,
  planRow,
  type SignedIn,
  signedInUser,
} from '../plans/factories.ts';
import {
  createCheckoutCall,
  openCheckout,
  pay,
  purchaseMails,
  sendConfirmationCall,
  sessionStatus,
  sessionsOf,
} from './checkout-helpers.ts';

/**
 * One plan, one payment (docs/decisions/0007-checkout.md): a plan has one open checkout at a
 * time, and however many sessions complete, it is fulfilled and confirmed once; a payment
 * that completes for a plan already paid is given back.
 */

let t: TestApp;
let buyer: SignedIn;
let plan: CreatedPlan;
const refunds: string[] = [];
const expired: string[] = [];
/** Refunds the provider refuses from now on (a Stripe outage), until set back to 0. */
let refusals = 0;
beforeAll(async () => {
  t = await buildTestApp();
  // Record what the checkout service asks the provider to do (the local provider moves no money).
  const payments = t.app.ctx.payments;
  const expire = payments.expireSession.bind(payments);
  payments.refundSession = async (id) => {
    if (refusals > 0) {
      refusals -= 1;
      throw new Error('provider unavailable');
    }
    refunds.push(id);
  };
  payments.expireSession = async (id) => {
    expired.push(id);
    return expire(id);
  };
});
afterAll(() => t.close());
beforeEach(async () => {
  buyer = await signedInUser(t);
  plan = await createPlan(t, buyer);
});

describe('one open checkout per plan', () => {
  it('asking again (another tab, a reload) returns the open session', async () => {
    const first = await openCheckout(t, buyer.cookie, plan.id);
    const second = await openCheckout(t, buyer.cookie, plan.id);
    expect(second).toEqual(first);
    expect(await sessionsOf(t, plan.id)).toHaveLength(1);
  });

  it('ten concurrent requests open one session between them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createCheckoutCall(t, buyer.cookie, { plan_id: plan.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.json().sessionId));
    expect(ids.size).toBe(1);
    const rows = await sessionsOf(t, plan.id);
    expect(rows.filter((r) => r.status === 'open')).toHaveLength(1);
  });

  it('an expired session is replaced by a new one', async () => {
    const first = await openCheckout(t, buyer.cookie, plan.id);
    await t.database.db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(eq(checkoutSessions.id, first.sessionId));
    const second = await openCheckout(t, buyer.cookie, plan.id);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('paying closes nothing twice: after payment a new checkout is refused', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    expect((await pay(t, buyer.cookie, sessionId)).statusCode).toBe(200);
    expect((await sessionStatus(t, buyer.cookie, sessionId)).json().status).toBe('complete');
    const again = await createCheckoutCall(t, buyer.cookie, { plan_id: plan.id });
    expect(again.statusCode).toBe(409);
  });
});

describe('a plan is fulfilled once whatever sessions complete', () => {
  it('a second completed session is refunded and sends no confirmation', async () => {
    const mailsBefore = (await purchaseMails(t)).filter((m) => m.to === buyer.email).length;
    // Two sessions that both reached "complete" at the provider (e.g. one opened before
    // this rule existed, or an expiry that lost a race with the buyer).
    const rows = ['cs_dup_a', 'cs_dup_b'].map((id) => ({
      id: `${id}_${plan.id}`,
      provider: 'local',
      planId: plan.id,
      userId: buyer.id,
      status: 'complete' as const,
      amountCents: 900,
      clientSecret: 'x',
    }));
    await t.database.db.insert(checkoutSessions).values(rows);
    const results = await Promise.all(rows.map((r) => fulfil(t.app.ctx, r.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await planRow(t, plan.id)).isPaid).toBe(true);

    const sessions = await sessionsOf(t, plan.id);
    const refunded = sessions.filter((s) => s.refundedAt !== null);
    expect(refunded).toHaveLength(1);
    expect(refunds).toContain(refunded[0]?.id);
    const mails = (await purchaseMails(t)).filter((m) => m.to === buyer.email);
    expect(mails.length - mailsBefore).toBe(1);

    // Retried webhooks and status calls change nothing.
    for (const r of rows) expect(await fulfil(t.app.ctx, r.id)).toBe(false);
    expect(refunds.filter((id) => id === refunded[0]?.id)).toHaveLength(1);
  });

  it('a paid plan’s open session takes no payment: 409, nothing charged', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    // Paid meanwhile by other means (staff, an older session): this one must not charge.
    await markPaid(t, plan.id);
    const res = await pay(t, buyer.cookie, sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_PAID');
    const [row] = await sessionsOf(t, plan.id);
    expect(row).toMatchObject({ status: 'open', fulfilledAt: null });
  });

  it('when one session pays, the plan’s other open session is expired', async () => {
    const { sessionId } = await openCheckout(t, buyer.cookie, plan.id);
    await t.database.db.insert(checkoutSessions).values({
      id: `cs_other_${plan.id}`,
      provider: 'local',
      planId: plan.id,
      userId: buyer.id,
      status: 'complete',
      amountCents: 900,
      clientSecret: 'y',
    });
    expect(await fulfil(t.app.ctx, `cs_other_${plan.id}`)).toBe(true);
    expect(expired).toContain(sessionId);
    const open = (await sessionsOf(t, plan.id)).filter((s) => s.status === 'open');
    expect(open).toEqual([]);
  });
});

/** A completed session of the plan, as a provider would report it, inserted for the test. */
async function completedSession(id: string) {
  await t.database.db.insert(checkoutSessions).values({
    id: `${id}_${plan.id}`,
    provider: 'local',
    planId: plan.id,
    userId: buyer.id,
    status: 'complete',
    amountCents: 900,
    clientSecret: 'x',
  });
  return `${id}_${plan.id}`;
}

/**
 * Fulfils a duplicate with the browser's confirmation call made right after the fulfilment's
 * transaction commits, before `fulfil` goes on to the refund; returns that call's answer.
 */
async function fulfilWithConfirmationBetween(sessionId: string) {
  const db = t.app.ctx.db;
  const transaction = db.transaction.bind(db);
  let answer: LightMyRequestResponse | undefined;
  let armed = true;
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    const result = await transaction(...args);
    if (armed) {
      armed = false;
      answer = await sendConfirmationCall(t, buyer.cookie, { planId: plan.id });
    }
    return result;
  }) as typeof db.transaction;
  try {
    expect(await fulfil(t.app.ctx, sessionId)).toBe(false);
  } finally {
    Reflect.deleteProperty(db, 'transaction');
  }
  return answer;
}

const buyerMails = async () => (await purchaseMails(t)).filter((m) => m.to === buyer.email);

describe('a duplicate payment is never confirmed', () => {
  it('not even by a confirmation call between its fulfilment and its refund', async () => {
    // The plan was paid without a session of ours (e.g. by staff); a payment then completes.
    await markPaid(t, plan.id);
    const duplicate = await completedSession('cs_race');
    const answer = await fulfilWithConfirmationBetween(duplicate);
    // The call came while the refund was still to be made: there was no purchase to confirm.
    expect(answer?.statusCode).toBe(402);
    expect(await buyerMails()).toEqual([]);
    const [row] = await sessionsOf(t, plan.id);
    expect(row?.duplicateAt).toBeInstanceOf(Date);
    expect(row?.refundedAt).toBeInstanceOf(Date);
    expect(refunds).toContain(duplicate);
  });

  it('with a real purchase beside it, the call confirms the purchase (once), never the duplicate', async () => {
    const purchase = await completedSession('cs_first');
    expect(await fulfil(t.app.ctx, purchase)).toBe(true);
    expect(await buyerMails()).toHaveLength(1);
    const duplicate = await completedSession('cs_second');
    const answer = await fulfilWithConfirmationBetween(duplicate);
    expect(answer?.json()).toEqual({ success: true, sent: false });
    expect(await buyerMails()).toHaveLength(1);
    const rows = new Map((await sessionsOf(t, plan.id)).map((r) => [r.id, r]));
    expect(rows.get(purchase)?.duplicateAt).toBeNull();
    expect(rows.get(duplicate)?.confirmationSentAt).toBeNull();
  });

  it('a refund the provider cannot make now stays owed, unconfirmed, and is retried', async () => {
    const purchase = await completedSession('cs_paid');
    expect(await fulfil(t.app.ctx, purchase)).toBe(true);
    const duplicate = await completedSession('cs_owed');
    refusals = 1;
    await expect(fulfil(t.app.ctx, duplicate)).rejects.toThrow('provider unavailable');
    const owed = (await sessionsOf(t, plan.id)).find((r) => r.id === duplicate);
    expect(owed).toMatchObject({ status: 'complete', refundedAt: null, fulfilledAt: null });
    expect(owed?.duplicateAt).toBeInstanceOf(Date);
    expect(refunds).not.toContain(duplicate);
    // Meanwhile the confirmation call still confirms only the purchase.
    const confirm = await sendConfirmationCall(t, buyer.cookie, { planId: plan.id });
    expect(confirm.json()).toEqual({ success: true, sent: false });
    expect(await buyerMails()).toHaveLength(1);

    // The hourly housekeeping run (or the provider's webhook retry) gives it back, once.
    await settleAbandonedCheckouts(t.app.ctx, { cutoff: new Date(0), limit: 50 });
    await settleAbandonedCheckouts(t.app.ctx, { cutoff: new Date(0), limit: 50 });
    expect(refunds.filter((id) => id === duplicate)).toHaveLength(1);
    const given = (await sessionsOf(t, plan.id)).find((r) => r.id === duplicate);
    expect(given?.refundedAt).toBeInstanceOf(Date);
    expect(given?.confirmationSentAt).toBeNull();
    expect(await buyerMails()).toHaveLength(1);
  });
});
