import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import type { PaymentProvider, ProviderSession } from './types.ts';

/** Stripe's test cards: this one always succeeds, the decline card always fails. */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINE = '4000000000000002';

/**
 * The built-in test checkout. Its sessions live in checkout_sessions; the pay route
 * (routes/payments) is the "card network" that moves a session from open to complete.
 */
export function createLocalPayments(opts: { db: Db }): PaymentProvider {
  return {
    name: 'local',
    async createSession() {
      const id = `cs_local_${randomBytes(12).toString('hex')}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },
    // The test checkout's sessions are rows of checkout_sessions: the checkout service
    // records expiry and refunds there, and no money ever moved.
    async expireSession(id) {
      const session = await retrieve(id);
      return session.status === 'open' ? { ...session, status: 'expired' } : session;
    },
    async refundSession() {},
    retrieveSession: retrieve,
  };

  async function retrieve(id: string): Promise<ProviderSession> {
    const [row] = await opts.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    if (!row) throw new Error(`No local checkout session ${id}`);
    return {
      id: row.id,
      status: row.status,
      paid: row.status === 'complete',
      customerEmail: row.customerEmail,
      amountTotal: row.amountCents,
      currency: row.currency,
      planId: row.planId,
    };
  }
}

/** Luhn check, so a mistyped number fails like it would at a real checkout. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}
