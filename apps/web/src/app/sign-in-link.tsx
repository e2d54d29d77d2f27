import { Link, useLocation } from 'react-router';
import { LoginIcon } from '../components/ui/icons.tsx';
import styles from './header.module.css';
import { loginPath, ROUTES } from './routes.ts';

/** Pages after whose sign-in the visitor goes to /me rather than back to them. */
const NO_RETURN: readonly string[] = [
  ROUTES.home,
  ROUTES.login,
  ROUTES.register,
  ROUTES.resetPassword,
];

/**
 * The signed-out visitor's way in, in every page's header: a labelled link (the icon alone is
 * decoration) that brings them back to the page they were on. Kept in the layout but hidden
 * while the first current-user check runs, so a signed-in visitor never sees it flash.
 */
export function SignInLink({ checking }: { checking: boolean }) {
  const { pathname, search } = useLocation();
  const to = NO_RETURN.includes(pathname) ? ROUTES.login : loginPath(`${pathname}${search}`);
  return (
    <Link className={styles.signIn} to={to} data-checking={checking || undefined}>
      <LoginIcon size={18} />
      <span>Log in</span>
    </Link>
  );
}
