import { z } from 'zod';
import { planIdField } from './plan-api.ts';

/** POST /api/stripe/create-checkout-session: the price is the server's, whatever is sent. */
export const createCheckoutBody = z.object({ plan_id: planIdField });
export const createCheckoutResponse = z.object({
  provider: z.enum(['local', 'stripe']),
  clientSecret: z.string(),
  sessionId: z.string(),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponse>;

/** GET /api/stripe/session-status?session_id= */
export const sessionStatusQuery = z.object({ session_id: z.string().min(1).max(300) });
export const sessionStatusResponse = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  customer_email: z.string(),
  cart_amount: z.number(),
  plan_id: z.number(),
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponse>;

/** PATCH /api/stripe/{plan_id}/update-paid-status */
export const paidStatusParams = z.object({ plan_id: planIdField });
export const paidStatusResponse = z.object({ is_paid: z.boolean() });
export type PaidStatusResponse = z.infer<typeof paidStatusResponse>;

/**
 * POST /api/emails/send-purchase-confirmation. The client sends email, imgUrl, destination and
 * cart_amount; the server uses the verified purchase, so the mail only ever goes to the buyer.
 */
export const purchaseConfirmationBody = z.looseObject({
  planId: planIdField,
  /** Sent by the spec's client and ignored (the buyer's verified purchase decides). */
  email: z.string().max(254).optional(),
  imgUrl: z.string().max(2000).optional(),
  destination: z.string().max(500).optional(),
  cart_amount: z.number().optional(),
});
export type PurchaseConfirmationBody = z.input<typeof purchaseConfirmationBody>;
export const purchaseConfirmationResponse = z.object({ success: z.boolean(), sent: z.boolean() });
export type PurchaseConfirmationResponse = z.infer<typeof purchaseConfirmationResponse>;

/** POST /api/checkout/local/{sessionId}/pay: the built-in test checkout's card form. */
export const localPayParams = z.object({ sessionId: z.string().min(1).max(100) });
export const localPayBody = z.object({
  cardNumber: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(6),
  email: z.string().trim().max(254).optional().default(''),
});
export type LocalPayBody = z.input<typeof localPayBody>;
export const localPayResponse = z.object({ status: z.literal('complete'), returnUrl: z.string() });
export type LocalPayResponse = z.infer<typeof localPayResponse>;
