import { Link } from 'react-router';
import { AccountIcon } from '../components/ui/icons.tsx';
import { site } from '../content/site.ts';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import styles from './header.module.css';
import { ROUTES } from './routes.ts';
import { SignInLink } from './sign-in-link.tsx';

/**
 * The home page's header: an account icon when signed in, a log-in icon otherwise, each with
 * its visible label.
 */
export function HomeHeader() {
  const { isLoggedIn, isChecking } = useCurrentUser();
  return (
    <header className={`${styles.header} ${styles.relative} ${styles.transparent}`}>
      <div className={styles.inner}>
        <Link className={styles.logo} to={ROUTES.home}>
          {site.productName}
        </Link>
        {isLoggedIn ? (
          <Link className={styles.signIn} to={ROUTES.me}>
            <AccountIcon size={18} />
            <span>My plans</span>
          </Link>
        ) : (
          <SignInLink checking={isChecking} />
        )}
      </div>
    </header>
  );
}
