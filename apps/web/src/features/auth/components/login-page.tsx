import { MESSAGE_MS, MSG } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { errorText } from '../../../lib/api.ts';
import { useLogin } from '../api/auth-requests.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useReturnTarget } from '../hooks/use-return-target.ts';
import styles from './auth.module.css';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { ResetLinkPanel } from './reset-link-panel.tsx';

type Panel = 'none' | 'mismatch' | 'forgot';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [panel, setPanel] = useState<Panel>('none');
  const failure = useTimedMessage(MESSAGE_MS.loginError);
  const login = useLogin();
  const navigate = useNavigate();
  const target = useReturnTarget();
  const { isLoggedIn } = useCurrentUser();
  const location = useLocation();

  if (isLoggedIn && !login.isSuccess) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      failure.show(MSG.registerMissingFields);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(target, { replace: true }),
        onError: (error) => {
          const message = errorText(error, MSG.somethingWentWrong);
          failure.show(message);
          if (message === MSG.passwordMismatch) setPanel('mismatch');
        },
      },
    );
  };

  return (
    <AuthPageFrame title="Sign in" subtitle="Welcome back. Sign in to see your travel plans.">
      <form className={styles.form} onSubmit={submit} noValidate>
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
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={styles.row}>
          <LinkButton onClick={() => setPanel('forgot')} aria-expanded={panel === 'forgot'}>
            Forgot password?
          </LinkButton>
        </div>
        {failure.message ? <Alert>{failure.message}</Alert> : null}
        <Button type="submit" fullWidth loading={login.isPending}>
          Sign in
        </Button>
      </form>
      {panel === 'mismatch' ? (
        <ResetLinkPanel key="mismatch" prompt={MSG.passwordMismatchPanel} email={email.trim()} />
      ) : null}
      {panel === 'forgot' ? (
        <ResetLinkPanel
          key="forgot"
          prompt="Forgot your password? We'll e-mail you a link to reset it."
          email={email.trim()}
          askEmail
        />
      ) : null}
      <p className={styles.footer}>
        New here?{' '}
        <Link
          to={{ pathname: ROUTES.register, search: location.search }}
          state={location.state as unknown}
        >
          Create an account
        </Link>
      </p>
    </AuthPageFrame>
  );
}
