import { MSG } from '@app/shared';
import { buttonClassName } from '../components/ui/button.tsx';
import { site } from '../content/site.ts';
import styles from './fallback-screen.module.css';
import { ROUTES } from './routes.ts';

/**
 * The crash screen (journey-and-accounts §2). Plain links, not router links: it also renders
 * outside the router, and a full page load is the surest way out of a broken state.
 */
export function FallbackScreen() {
  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <a className={styles.logo} href={ROUTES.home}>
          {site.productName}
        </a>
      </header>
      <main className={styles.body}>
        <h1 className={styles.title}>{MSG.fallback}</h1>
        <div className={styles.actions}>
          <a className={buttonClassName({ variant: 'primary' })} href={ROUTES.me}>
            View my plans
          </a>
          <a className={buttonClassName({ variant: 'secondary' })} href={ROUTES.path}>
            Create a plan
          </a>
        </div>
      </main>
    </div>
  );
}
