import { MESSAGE_MS, MSG } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { ApiError, isNetworkError } from '../../../lib/api.ts';
import { useLogin, useRegister } from '../../auth/api/auth-requests.ts';
import styles from './signin-modal.module.css';

export const SIGNIN_MODAL_TITLE = 'Almost there! Your custom travel plan is nearly ready.';

type Mode = 'register' | 'signin';

export interface SigninModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the visitor is registered or signed in (the current user is already set). */
  onAuthenticated: () => void;
}

function registrationError(error: unknown): string {
  if (isNetworkError(error)) return MSG.somethingWentWrong;
  if (error instanceof ApiError) return error.serverMessage ?? MSG.registrationFailed;
  return MSG.somethingWentWrong;
}

/** The server's text, else "Oops." followed by the error (journey-and-accounts §8). */
function signinError(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  const detail = error instanceof Error ? error.message : String(error);
  return `Oops. ${detail}`;
}

/** The register / sign-in modal at the end of a questionnaire (journey-and-accounts §2). */
export function SigninModal({ open, onOpenChange, onAuthenticated }: SigninModalProps) {
  const [mode, setMode] = useState<Mode>('register');
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const missing = useTimedMessage(MESSAGE_MS.general);
  const registerFailure = useTimedMessage(MESSAGE_MS.registrationError);
  const signinFailure = useTimedMessage(MESSAGE_MS.loginError);
  const register = useRegister();
  const login = useLogin();

  const clearMessages = () => {
    missing.clear();
    registerFailure.clear();
    signinFailure.clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearMessages();
    const cleanEmail = email.trim();
    if (mode === 'register') {
      if (!firstName.trim() || !cleanEmail || !password) {
        missing.show(MSG.registerMissingFields);
        return;
      }
      register.mutate(
        { email: cleanEmail, firstName: firstName.trim(), password },
        {
          onSuccess: onAuthenticated,
          onError: (error) => registerFailure.show(registrationError(error)),
        },
      );
      return;
    }
    if (!cleanEmail || !password) {
      missing.show(MSG.registerMissingFields);
      return;
    }
    login.mutate(
      { email: cleanEmail, password },
      { onSuccess: onAuthenticated, onError: (error) => signinFailure.show(signinError(error)) },
    );
  };

  const switchMode = () => {
    clearMessages();
    setMode((current) => (current === 'register' ? 'signin' : 'register'));
  };

  const message = missing.message ?? registerFailure.message ?? signinFailure.message;
  const pending = register.isPending || login.isPending;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={SIGNIN_MODAL_TITLE}>
      <p className={styles.lead}>
        {mode === 'register'
          ? 'Create a free account to see your plan.'
          : 'Sign in to see your plan.'}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {mode === 'register' ? (
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        ) : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {message ? <Alert>{message}</Alert> : null}
        <Button type="submit" fullWidth loading={pending}>
          {mode === 'register' ? 'See my travel plan' : 'Sign in'}
        </Button>
      </form>
      <p className={styles.switch}>
        {mode === 'register' ? 'Already have an account?' : 'New here?'}{' '}
        <LinkButton onClick={switchMode}>
          {mode === 'register' ? 'Sign in instead' : 'Create an account'}
        </LinkButton>
      </p>
    </Modal>
  );
}
