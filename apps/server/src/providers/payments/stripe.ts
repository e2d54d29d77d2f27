import Stripe from 'stripe';
import { AppError } from '../../errors.ts';
import type { PaymentProvider, ProviderSession } from './types.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** For tests: a local stand-in of Stripe's API. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

function present(session: Stripe.Checkout.Session): ProviderSession {
  const planId = Number(session.metadata?.plan_id);
  return {
    id: session.id,
    status: (session.status ?? 'open') as ProviderSession['status'],
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    planId: Number.isInteger(planId) ? planId : null,
  };
}

/**
 * Stripe's own failures as the API's errors: unreachable, overloaded or rate limited is 503
 * (try again; no money moved), a key or request Stripe refuses is 502 (ours to fix, logged).
 * Anything else (a bug) stays a 500.
 */
async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (
      err instanceof Stripe.errors.StripeConnectionError ||
      err instanceof Stripe.errors.StripeRateLimitError ||
      (err instanceof Stripe.errors.StripeAPIError && (err.statusCode ?? 500) >= 500)
    ) {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    if (err instanceof Stripe.errors.StripeError) {
      throw Object.assign(new AppError('PAYMENT_PROVIDER_ERROR'), { cause: err });
    }
    throw err;
  }
}

/** Stripe Embedded Checkout: the browser mounts the form with the client secret. */
export function createStripePayments(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(options.apiBase ?? {}),
  });
  return {
    name: 'stripe',
    async createSession(input) {
      const session = await guard(() =>
        stripe.checkout.sessions.create({
          ui_mode: 'embedded',
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.productName },
              },
            },
          ],
          customer_email: input.email,
          return_url: input.returnUrl,
          metadata: { plan_id: String(input.planId), user_id: String(input.userId) },
        }),
      );
      if (!session.client_secret) throw new Error('Stripe returned no client secret');
      return { id: session.id, clientSecret: session.client_secret };
    },
    async retrieveSession(id) {
      return present(await guard(() => stripe.checkout.sessions.retrieve(id)));
    },
    async expireSession(id) {
      const session = await guard(() => stripe.checkout.sessions.retrieve(id));
      if (session.status !== 'open') return present(session);
      try {
        return present(await guard(() => stripe.checkout.sessions.expire(id)));
      } catch (err) {
        // Only an open session can be expired: the buyer paid between the two calls.
        if (
          !(err instanceof AppError && err.cause instanceof Stripe.errors.StripeInvalidRequestError)
        )
          throw err;
        return present(await guard(() => stripe.checkout.sessions.retrieve(id)));
      }
    },
    async refundSession(id) {
      const session = await guard(() => stripe.checkout.sessions.retrieve(id));
      const intent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : session.payment_intent?.id;
      if (!intent) throw new Error(`Checkout session ${id} has no payment to refund`);
      // The idempotency key makes a retried refund of the same payment a no-op at Stripe.
      await guard(() =>
        stripe.refunds.create(
          { payment_intent: intent, reason: 'duplicate' },
          { idempotencyKey: `refund-duplicate-${id}` },
        ),
      );
    },
    completedSessionFromWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new AppError('WEBHOOK_INVALID');
      }
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        return present(event.data.object);
      }
      return null;
    },
  };
}
