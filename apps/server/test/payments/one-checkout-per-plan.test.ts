import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../src/db/schema.ts';
import { fulfil } from '../../src/services/checkout.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
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
  pay,
  purchaseMails,
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
beforeAll(async () => {
  t = await buildTestApp();
  // Record what the checkout service asks the provider to do (the local provider moves no money).
  const payments = t.app.ctx.payments;
  payments.refundSession = async (id) => {
    refunds.push(id);
  };
  payments.expireSession = async (id) => {
    expired.push(id);
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
