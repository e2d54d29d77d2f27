import { MSG, PASSWORD_MIN_LENGTH } from '@app/shared';
import { Link } from 'react-router';
import { AppHeader } from '../../../app/app-header.tsx';
import { ROUTES } from '../../../app/routes.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isAnalyticsEnabled } from '../../../lib/cookies.ts';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import {
  useUpdateAccountPassword,
  useUpdateEmail,
  useUpdateFirstName,
} from '../api/account-updates.ts';
import { useUserStats } from '../api/user-stats.ts';
import styles from './account.module.css';
import { DeleteAccountButton } from './delete-account-dialog.tsx';
import { EditableRow } from './editable-row.tsx';

const PASSWORD_DOTS = '••••••••';

function validateFirstName(value: string): string | null {
  return value.trim() ? null : MSG.emptyFirstName;
}

function validateEmail(value: string): string | null {
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.includes('@') ? null : MSG.invalidEmail;
}

function validatePassword(value: string): string | null {
  return value.length >= PASSWORD_MIN_LENGTH ? null : MSG.shortPassword;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function AccountPage() {
  const { user } = useCurrentUser();
  const stats = useUserStats();
  const firstName = useUpdateFirstName();
  const email = useUpdateEmail();
  const password = useUpdateAccountPassword();
  const analyticsEnabled = isAnalyticsEnabled();

  // ProtectedRoute renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <>
      <AppHeader />
      <main className="page">
        <header className={styles.header}>
          <h1>Welcome, {user.firstName}!</h1>
          {stats.isPending ? (
            <Skeleton width="16rem" height="1.25rem" />
          ) : stats.isSuccess ? (
            <p className={styles.meta}>
              <span>Joined {stats.data.formattedDate}</span>
              <span>{plural(stats.data.numberOfPlans, 'plan')} created</span>
            </p>
          ) : null}
        </header>

        <section className={styles.section} aria-labelledby="profile-title">
          <h2 id="profile-title" className={styles.sectionTitle}>
            Your details
          </h2>
          <EditableRow
            label="First Name"
            displayValue={user.firstName}
            initialValue={user.firstName}
            validate={validateFirstName}
            autoComplete="given-name"
            onSave={async (value) => {
              await firstName.mutateAsync({ firstName: value.trim(), userId: user.id });
              return 'First name updated.';
            }}
          />
          <EditableRow
            label="Email"
            inputType="email"
            displayValue={user.email}
            initialValue={user.email}
            autoComplete="email"
            validate={validateEmail}
            confirmWithPassword
            onSave={async (value, currentPassword) => {
              await email.mutateAsync({ email: value.trim(), currentPassword, userId: user.id });
              return 'Email updated.';
            }}
          />
          <EditableRow
            label="Password"
            inputType="password"
            displayValue={PASSWORD_DOTS}
            initialValue=""
            autoComplete="new-password"
            validate={validatePassword}
            confirmWithPassword
            onSave={async (value, currentPassword) => {
              const result = await password.mutateAsync({
                password: value,
                currentPassword,
                userId: user.id,
              });
              return result?.message || 'Password updated.';
            }}
          />
        </section>

        <section className={styles.section} aria-labelledby="privacy-title">
          <h2 id="privacy-title" className={styles.sectionTitle}>
            Privacy
          </h2>
          <div className={`${styles.row} ${styles.rowView}`}>
            <div>
              <span className={styles.rowLabel}>Analytics</span>
              <span className={styles.rowValue}>{analyticsEnabled ? 'Enabled' : 'Disabled'}</span>
            </div>
            <Link to={ROUTES.optOut}>Analytics opt-out</Link>
          </div>
        </section>

        <div className={styles.danger}>
          <DeleteAccountButton />
        </div>
      </main>
    </>
  );
}
