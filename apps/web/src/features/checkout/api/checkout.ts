import type {
  CreateCheckoutResponse,
  LocalPayBody,
  LocalPayResponse,
  PaidStatusResponse,
  PublicConfig,
  PurchaseConfirmationBody,
  PurchaseConfirmationResponse,
  SessionStatusResponse,
} from '@app/shared';
import { api } from '../../../lib/api.ts';

export type CheckoutSession = CreateCheckoutResponse;
export type PaymentsProvider = CheckoutSession['provider'];
export type SessionStatus = SessionStatusResponse;

export type LocalPayment = LocalPayBody;

/** POST /api/stripe/create-checkout-session: owner only; the price is fixed on the server. */
export function createCheckoutSession(planId: number): Promise<CheckoutSession> {
  return api.post<CheckoutSession>('/api/stripe/create-checkout-session', { plan_id: planId });
}

/** GET /api/stripe/session-status?session_id=... */
export function fetchSessionStatus(sessionId: string): Promise<SessionStatus> {
  return api.get<SessionStatus>(
    `/api/stripe/session-status?session_id=${encodeURIComponent(sessionId)}`,
  );
}

/** PATCH /api/stripe/{plan_id}/update-paid-status: the server verifies the payment itself. */
export function updatePaidStatus(planId: number): Promise<PaidStatusResponse> {
  return api.patch<PaidStatusResponse>(`/api/stripe/${planId}/update-paid-status`);
}

/** POST /api/emails/send-purchase-confirmation (the server sends at most one per purchase). */
export function sendPurchaseConfirmation(
  body: PurchaseConfirmationBody,
): Promise<PurchaseConfirmationResponse> {
  return api.post<PurchaseConfirmationResponse>('/api/emails/send-purchase-confirmation', body);
}

/** POST /api/checkout/local/{sessionId}/pay: the built-in test checkout. */
export function payLocal(sessionId: string, payment: LocalPayment): Promise<LocalPayResponse> {
  return api.post<LocalPayResponse>(
    `/api/checkout/local/${encodeURIComponent(sessionId)}/pay`,
    payment,
  );
}

export function fetchPublicConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>('/api/public-config');
}
