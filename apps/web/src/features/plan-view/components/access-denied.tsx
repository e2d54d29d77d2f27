import { MSG } from '@app/shared';
import { useLocation } from 'react-router';
import { loginPath, ROUTES } from '../../../app/routes.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import styles from './plan-extras.module.css';

/**
 * No access to this plan (plans-payments-admin §2). A signed-out visitor may be its owner or
 * someone it was shared with: they are offered to sign in, and come back to this plan after
 * (the spec's 'Go back to my plans' would only lead them to the sign-in page: they have no
 * plans to go back to until they sign in, so they are offered the home page beside it).
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
        {signedOut ? (
          <ButtonLink to={ROUTES.home} variant="secondary">
            Go home
          </ButtonLink>
        ) : (
          <ButtonLink to={ROUTES.me}>Go back to my plans</ButtonLink>
        )}
      </div>
    </div>
  );
}
