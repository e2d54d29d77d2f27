import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '../components/ui/icons.tsx';
import { site } from '../content/site.ts';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import { useLogout } from '../features/auth/api/logout.ts';
import styles from './header.module.css';
import { ROUTES } from './routes.ts';
import { SignInLink } from './sign-in-link.tsx';

export interface AppHeaderProps {
  /** Fixed while a page is loading, in error or redirecting; relative otherwise. */
  fixed?: boolean;
}

/**
 * Header of the account, plans, sign-in, questionnaire and result pages: the menu when signed
 * in, a "Log in" link otherwise (except on the sign-in page itself).
 */
export function AppHeader({ fixed = false }: AppHeaderProps) {
  const { user, isChecking } = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <header
      className={`${styles.header} ${fixed ? styles.fixed : styles.relative}`}
      data-print="hide"
    >
      <div className={styles.inner}>
        <Link className={styles.logo} to={ROUTES.home}>
          {site.productName}
        </Link>
        {user ? (
          <UserMenu email={user.email} />
        ) : pathname === ROUTES.login ? null : (
          <SignInLink checking={isChecking} />
        )}
      </div>
    </header>
  );
}

/** A disclosure menu of links: Escape or a click outside closes it, and so does navigating. */
function UserMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    // Tabbing out of the menu closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.greeting}>Hi, {email}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        <li>
          <Link className={styles.panelItem} to={ROUTES.me}>
            My plans
          </Link>
        </li>
        <li>
          <Link className={styles.panelItem} to={ROUTES.path}>
            Start a plan
          </Link>
        </li>
        <li>
          <Link className={styles.panelItem} to={ROUTES.account}>
            Account
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.panelItem}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
