import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { fetchPublicConfig } from '../api/checkout.ts';

interface EmbeddedCheckout {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
}

interface StripeInstance {
  initEmbeddedCheckout: (options: {
    fetchClientSecret: () => Promise<string>;
  }) => Promise<EmbeddedCheckout>;
}

type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3';
let loading: Promise<StripeFactory> | undefined;

/** Loads Stripe.js once, from Stripe's own host (it must not be bundled). */
function loadStripe(): Promise<StripeFactory> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    if (window.Stripe) {
      resolve(window.Stripe);
      return;
    }
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('No Stripe')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Stripe.js failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Stripe's Embedded Checkout, mounted with the session's client secret. */
export function StripeCheckout({ clientSecret }: { clientSecret: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let checkout: EmbeddedCheckout | undefined;
    let cancelled = false;
    (async () => {
      const config = await fetchPublicConfig();
      if (!config.stripePublishableKey) throw new Error('No publishable key configured');
      const stripe = (await loadStripe())(config.stripePublishableKey);
      const instance = await stripe.initEmbeddedCheckout({
        fetchClientSecret: () => Promise.resolve(clientSecret),
      });
      if (cancelled || !container.current) {
        instance.destroy();
        return;
      }
      checkout = instance;
      instance.mount(container.current);
      setState('ready');
    })().catch((error: unknown) => {
      console.error('Embedded checkout failed', error);
      if (!cancelled) setState('error');
    });
    return () => {
      cancelled = true;
      checkout?.destroy();
    };
  }, [clientSecret]);

  return (
    <>
      {state === 'loading' ? <Spinner label="Loading checkout…" /> : null}
      {state === 'error' ? (
        <Alert>We couldn't load the checkout. Please try again in a moment.</Alert>
      ) : null}
      <div ref={container} />
    </>
  );
}
