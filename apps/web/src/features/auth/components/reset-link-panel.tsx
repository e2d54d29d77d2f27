import { MESSAGE_MS, MSG } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { errorText } from '../../../lib/api.ts';
import { useForgotPassword } from '../api/auth-requests.ts';
import styles from './auth.module.css';

export interface ResetLinkPanelProps {
  /** The panel's prompt, e.g. "Password doesn't match. Want to reset?". */
  prompt: string;
  /** The e-mail typed on the login form. */
  email: string;
  /** Shows an e-mail field (the "Forgot password?" panel); otherwise the login e-mail is used. */
  askEmail?: boolean;
}

/** Requests a password-reset e-mail; an OK answer counts as success (journey-and-accounts §4). */
export function ResetLinkPanel({ prompt, email, askEmail = false }: ResetLinkPanelProps) {
  const [address, setAddress] = useState(email);
  const forgot = useForgotPassword();
  const failure = useTimedMessage(MESSAGE_MS.general);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = (askEmail ? address : email).trim();
    if (!target) {
      failure.show(MSG.invalidEmail);
      return;
    }
    forgot.mutate(target, {
      onError: (error) => failure.show(errorText(error, MSG.somethingWentWrong)),
    });
  };

  return (
    <div className={styles.panel}>
      {forgot.isSuccess ? (
        <p role="status" className={styles.panelText}>
          {MSG.resetLinkSent}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className={styles.panelText}>{prompt}</p>
          {askEmail ? (
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          ) : null}
          {failure.message ? <Alert>{failure.message}</Alert> : null}
          <Button type="submit" variant="secondary" loading={forgot.isPending}>
            Email me reset link
          </Button>
        </form>
      )}
    </div>
  );
}
