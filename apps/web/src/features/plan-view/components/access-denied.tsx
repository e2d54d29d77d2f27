import { MSG } from '@app/shared';
import { useLocation } from 'react-router';
import { loginPath, ROUTES } from '../../../app/routes.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import styles from './plan-extras.module.css';

/**
 * No access to this plan (plans-payments-admin §2). A signed-out visitor may be its owner or
 * someone it was shared with: they are offered to sign in, and come back to this plan after.
 */
export function AccessDenied() {
  const { isLoggedIn, isChecking } = useCurrentUser();
  const { pathname, search } = useLocation();
  const signedOut = !isLoggedIn && !isChecking;
  return (
    <div className={styles.centered}>
      <h1 className={styles.centeredTitle}>{MSG.accessDenied}</h1>
      {signedOut ? (
        <p className={styles.centeredText}>
          If this is your plan, or one shared with you, sign in to see it.
        </p>
      ) : null}
      <div className={styles.centeredActions}>
        {signedOut ? (
          <ButtonLink to={loginPath(`${pathname}${search}`)}>Sign in to see this plan</ButtonLink>
        ) : null}
        <ButtonLink to={ROUTES.me} variant={signedOut ? 'secondary' : 'primary'}>
          Go back to my plans
        </ButtonLink>
      </div>
    </div>
  );
}
