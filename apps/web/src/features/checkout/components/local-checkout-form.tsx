import { PLAN_PRICE_USD } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api.ts';
import { payLocal } from '../api/checkout.ts';
import styles from './checkout.module.css';

export interface LocalCheckoutFormProps {
  sessionId: string;
  defaultEmail: string;
}

/** "4242424242424242" -> "4242 4242 4242 4242" while typing. */
function formatCard(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Only a path on this site is followed, whatever the server sent. */
function sameOriginPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  if (parsed.origin !== window.location.origin) return '/me';
  return `${parsed.pathname}${parsed.search}`;
}

/** "1234" -> "12 / 34". */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The local payments provider's built-in test checkout (no real money): 4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined. On success the browser goes to the return URL,
 * where the plan page confirms the session like it would after Stripe's embedded checkout.
 */
export function LocalCheckoutForm({ sessionId, defaultEmail }: LocalCheckoutFormProps) {
  const navigate = useNavigate();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPaying(true);
    try {
      const result = await payLocal(sessionId, { cardNumber, expiry, cvc, email });
      navigate(sameOriginPath(result.returnUrl));
    } catch (cause) {
      setError(errorText(cause, 'The payment did not go through. Please try again.'));
      setPaying(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.testNote}>
        Test checkout: use card 4242 4242 4242 4242, any future expiry and any CVC. No money is
        charged.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={cardNumber}
        onChange={(event) => setCardNumber(formatCard(event.target.value))}
        required
      />
      <div className={styles.row}>
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          required
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
          required
        />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" fullWidth loading={paying} loadingLabel="Processing payment…">
        Pay ${PLAN_PRICE_USD.toFixed(2)}
      </Button>
    </form>
  );
}
