import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLocalPayments } from './local.ts';
import { createStripePayments } from './stripe.ts';
import type { PaymentProvider } from './types.ts';

export function paymentsFromConfig(payments: Config['payments'], db: Db): PaymentProvider {
  if (payments.provider === 'stripe') {
    return createStripePayments({
      secretKey: payments.stripeSecretKey as string,
      webhookSecret: payments.stripeWebhookSecret as string,
    });
  }
  return createLocalPayments({ db });
}

export type { PaymentProvider, ProviderSession } from './types.ts';
