import { Link } from 'react-router';
import { AccountIcon, LoginIcon } from '../components/ui/icons.tsx';
import { site } from '../content/site.ts';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import styles from './header.module.css';
import { ROUTES } from './routes.ts';

/** The home page's header: an account icon when signed in, a log-in icon otherwise. */
export function HomeHeader() {
  const { isLoggedIn } = useCurrentUser();
  return (
    <header className={`${styles.header} ${styles.relative} ${styles.transparent}`}>
      <div className={styles.inner}>
        <Link className={styles.logo} to={ROUTES.home}>
          {site.productName}
        </Link>
        {isLoggedIn ? (
          <Link className={styles.iconLink} to={ROUTES.me} aria-label="My plans">
            <AccountIcon />
          </Link>
        ) : (
          <Link className={styles.iconLink} to={ROUTES.login} aria-label="Log in">
            <LoginIcon />
          </Link>
        )}
      </div>
    </header>
  );
}
