import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { site } from '../../../content/site.ts';
import { errorText } from '../../../lib/api.ts';
import { type CheckoutSession, createCheckoutSession } from '../api/checkout.ts';
import styles from './checkout.module.css';
import { LocalCheckoutForm } from './local-checkout-form.tsx';
import { StripeCheckout } from './stripe-checkout.tsx';

export interface CheckoutModalProps {
  /** The plan to buy; the modal renders only for a numeric id (plans-payments-admin §2). */
  planId: unknown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills the test checkout's e-mail. */
  email: string;
}

type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: CheckoutSession }
  | { status: 'error'; message: string };

function CheckoutBody({ planId, email }: { planId: number; email: string }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    createCheckoutSession(planId)
      .then((session) => !cancelled && setState({ status: 'ready', session }))
      .catch((error: unknown) => {
        console.error('Could not start checkout', error);
        if (!cancelled) {
          setState({
            status: 'error',
            message: errorText(error, "We couldn't start the checkout. Please try again."),
          });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [planId]);

  if (state.status === 'loading') return <Spinner label="Starting checkout…" />;
  if (state.status === 'error') return <Alert>{state.message}</Alert>;
  return state.session.provider === 'stripe' ? (
    <StripeCheckout clientSecret={state.session.clientSecret} />
  ) : (
    <LocalCheckoutForm sessionId={state.session.sessionId} defaultEmail={email} />
  );
}

/**
 * The checkout modal: the payment provider's form (Stripe's Embedded Checkout or the built-in
 * test checkout), a close control and the product logo. Radix locks body scroll while open.
 */
export function CheckoutModal({ planId, open, onOpenChange, email }: CheckoutModalProps) {
  if (typeof planId !== 'number' || !Number.isInteger(planId)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.logo} aria-hidden="true">
            {site.productName}
          </div>
          <Dialog.Title className={styles.title}>Unlock your full travel plan</Dialog.Title>
          {open ? <CheckoutBody planId={planId} email={email} /> : null}
          <Dialog.Close className={styles.close} aria-label="Close checkout">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
