import { MESSAGE_MS, MSG } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { errorText } from '../../../lib/api.ts';
import { AuthPageFrame } from '../../auth/components/auth-page-frame.tsx';
import { adminLogin, adminMeKey } from '../api/admin-session.ts';
import styles from './admin.module.css';

/** /admin: staff sign-in (plans-payments-admin §2 "Admin login"); failures show 5 s. */
export function AdminLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const failure = useTimedMessage(MESSAGE_MS.adminLogin);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    try {
      await adminLogin(email.trim(), password);
      await queryClient.invalidateQueries({ queryKey: adminMeKey });
      navigate(ROUTES.adminPlans);
    } catch (error) {
      failure.show(errorText(error, MSG.somethingWentWrong));
    } finally {
      setWorking(false);
    }
  };

  return (
    <AuthPageFrame title="Staff sign-in">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure.message ? <Alert>{failure.message}</Alert> : null}
        <Button type="submit" fullWidth loading={working}>
          Sign in
        </Button>
      </form>
    </AuthPageFrame>
  );
}
