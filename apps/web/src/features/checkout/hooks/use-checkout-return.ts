import type { PlanRecord } from '@app/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchSessionStatus, sendPurchaseConfirmation, updatePaidStatus } from '../api/checkout.ts';

export interface CheckoutReturnOptions {
  planId: number | null;
  /** Only once the plan is loaded (the confirmation needs its destination and photo). */
  ready: boolean;
  /** Reloads the plan and resolves with the fresh record (null if it could not). */
  reload: () => Promise<PlanRecord | null>;
  setCheckoutOpen: (open: boolean) => void;
  /** A checkout-handling error shows the access-denied state (plans-payments-admin §8). */
  onError: () => void;
}

/**
 * After checkout the provider sends the browser to /plans/{id}?session_id=... (§4, Payment).
 * The id is removed from the address at once (history replace), then the session decides:
 * 'open' re-opens checkout and reloads the plan; 'complete' closes it, asks the server to
 * mark the plan paid (it verifies the payment itself), reloads the plan and requests the
 * purchase confirmation when the customer e-mail and a first photo exist.
 */
export function useCheckoutReturn({
  planId,
  ready,
  reload,
  setCheckoutOpen,
  onError,
}: CheckoutReturnOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(new Set<string>());
  const latest = useRef({ reload, setCheckoutOpen, onError });
  latest.current = { reload, setCheckoutOpen, onError };

  const params = new URLSearchParams(location.search);
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (!sessionId || planId === null || !ready || handled.current.has(sessionId)) return;
    handled.current.add(sessionId);
    const rest = new URLSearchParams(location.search);
    rest.delete('session_id');
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );

    const { reload: refresh, setCheckoutOpen: setOpen, onError: fail } = latest.current;
    (async () => {
      const session = await fetchSessionStatus(sessionId);
      if (session.status === 'open') {
        setOpen(true);
        await refresh();
        return;
      }
      if (session.status !== 'complete') return;
      setOpen(false);
      await updatePaidStatus(planId);
      const plan = await refresh();
      const photo = plan?.photos_first_destination[0];
      if (plan && session.customer_email && photo) {
        sendPurchaseConfirmation({
          email: session.customer_email,
          planId,
          imgUrl: photo,
          destination: plan.plan_data.destination.location,
          cart_amount: session.cart_amount,
        }).catch((error: unknown) => console.warn('Purchase confirmation failed', error));
      }
    })().catch((error: unknown) => {
      console.error('Checkout handling failed', error);
      fail();
    });
  }, [sessionId, planId, ready, location.pathname, location.search, navigate]);
}
