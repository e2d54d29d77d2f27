import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLocalPayments } from './local.ts';
import type { PaymentProvider } from './types.ts';

/** The configured payments; Stripe's SDK is loaded only when it is the one configured. */
export async function paymentsFromConfig(
  payments: Config['payments'],
  db: Db,
): Promise<PaymentProvider> {
  if (payments.provider === 'stripe') {
    const { createStripePayments } = await import('./stripe.ts');
    return createStripePayments({
      secretKey: payments.stripeSecretKey as string,
      webhookSecret: payments.stripeWebhookSecret as string,
    });
  }
  return createLocalPayments({ db });
}

export type { PaymentProvider, ProviderSession } from './types.ts';
