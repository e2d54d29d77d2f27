/** A checkout session as the payment provider reports it (Stripe's lifecycle: open -> complete | expired). */
export interface ProviderSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** True only when the money has actually been collected. */
  paid: boolean;
  customerEmail: string | null;
  amountTotal: number | null;
  currency: string | null;
  planId: number | null;
}

export interface CreateSessionInput {
  planId: number;
  userId: number;
  email: string;
  amountCents: number;
  currency: 'usd';
  productName: string;
  /** Where the provider sends the buyer back; contains {CHECKOUT_SESSION_ID} for Stripe. */
  returnUrl: string;
}

/**
 * Takes payments. `local` is a built-in test checkout that follows Stripe's session
 * lifecycle; `stripe` uses Embedded Checkout and signed webhooks.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createSession(input: CreateSessionInput): Promise<{ id: string; clientSecret: string }>;
  /** Asks the provider (never the browser) what happened to a session. */
  retrieveSession(id: string): Promise<ProviderSession>;
  /**
   * Closes an open session so it can no longer be paid (a newer one replaces it, or the plan
   * is paid), and reports the session as it is now: complete when the buyer paid first.
   */
  expireSession(id: string): Promise<ProviderSession>;
  /** Gives back the money of a completed session (a second payment for a plan already paid). */
  refundSession(id: string): Promise<void>;
  /** Verifies a webhook's signature; returns the completed session it reports, if any. */
  completedSessionFromWebhook?(rawBody: Buffer, signature: string): ProviderSession | null;
}
