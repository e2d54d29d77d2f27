import { MESSAGE_MS, MSG, PASSWORD_MIN_LENGTH } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { errorText, isNetworkError } from '../../../lib/api.ts';
import { useResetToken, useUpdatePassword } from '../api/reset-password.ts';
import styles from './auth.module.css';
import { AuthPageFrame } from './auth-page-frame.tsx';

const INVALID_LINK = 'This password reset link is invalid or has expired.';

function LoginLink() {
  return (
    <p className={styles.footer}>
      <Link to={ROUTES.login}>Login</Link>
    </p>
  );
}

/** /reset-password?token=…: check the token, then offer the new-password form (plans §4). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const check = useResetToken(token);

  if (!token) {
    return (
      <AuthPageFrame title="Reset your password">
        <Alert>{INVALID_LINK}</Alert>
        <LoginLink />
      </AuthPageFrame>
    );
  }
  if (check.isPending) {
    return (
      <AuthPageFrame title="Reset your password">
        <div className={styles.center}>
          <Spinner label="Checking your reset link…" />
        </div>
      </AuthPageFrame>
    );
  }
  if (check.isError) {
    const message = isNetworkError(check.error)
      ? MSG.resetNetworkError
      : errorText(check.error, INVALID_LINK);
    return (
      <AuthPageFrame title="Reset your password">
        <Alert>{message}</Alert>
        <LoginLink />
      </AuthPageFrame>
    );
  }
  return <NewPasswordForm token={token} email={check.data.email} />;
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState('');
  const failure = useTimedMessage(MESSAGE_MS.general);
  const update = useUpdatePassword();

  if (update.isSuccess) {
    return (
      <AuthPageFrame title="Password updated">
        <Alert tone="success">
          {update.data?.message || 'Your password has been updated. You can now sign in.'}
        </Alert>
        <LoginLink />
      </AuthPageFrame>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      failure.show(MSG.shortPassword);
      return;
    }
    update.mutate(
      { password, token },
      { onError: (error) => failure.show(errorText(error, MSG.resetUpdateFailed)) },
    );
  };

  return (
    <AuthPageFrame title="Reset your password" subtitle={`Choose a new password for ${email}.`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {/* Lets password managers pair the new password with the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure.message ? <Alert>{failure.message}</Alert> : null}
        <Button type="submit" fullWidth loading={update.isPending}>
          Update password
        </Button>
      </form>
    </AuthPageFrame>
  );
}
