import { MESSAGE_MS, MSG } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { errorText, isNetworkError } from '../../../lib/api.ts';
import { useRegister } from '../api/auth-requests.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useReturnTarget } from '../hooks/use-return-target.ts';
import styles from './auth.module.css';
import { AuthPageFrame } from './auth-page-frame.tsx';

export function RegisterPage() {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const missing = useTimedMessage(MESSAGE_MS.general);
  const failure = useTimedMessage(MESSAGE_MS.registrationError);
  const register = useRegister();
  const navigate = useNavigate();
  const location = useLocation();
  const target = useReturnTarget();
  const { isLoggedIn } = useCurrentUser();

  if (isLoggedIn && !register.isSuccess) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!firstName.trim() || !email.trim() || !password) {
      missing.show(MSG.registerMissingFields);
      return;
    }
    missing.clear();
    register.mutate(
      { email: email.trim(), firstName: firstName.trim(), password },
      {
        onSuccess: () => navigate(target, { replace: true }),
        onError: (error) =>
          failure.show(
            isNetworkError(error)
              ? MSG.somethingWentWrong
              : errorText(error, MSG.registrationFailed),
          ),
      },
    );
  };

  const message = missing.message ?? failure.message;
  return (
    <AuthPageFrame
      title="Create an account"
      subtitle="Save your travel plans and come back to them any time."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
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
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {message ? <Alert>{message}</Alert> : null}
        <Button type="submit" fullWidth loading={register.isPending}>
          Create account
        </Button>
      </form>
      <p className={styles.footer}>
        Already have an account?{' '}
        <Link
          to={{ pathname: ROUTES.login, search: location.search }}
          state={location.state as unknown}
        >
          Sign in
        </Link>
      </p>
    </AuthPageFrame>
  );
}
