import { HomeHeader } from '../../../app/home-header.tsx';
import { ROUTES } from '../../../app/routes.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { site } from '../../../content/site.ts';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import styles from './home-page.module.css';

/** A plain hero for now; the full home page (steps, features, testimonials, FAQ) comes later. */
export function HomePage() {
  const { isLoggedIn } = useCurrentUser();
  return (
    <div className={styles.hero}>
      <HomeHeader />
      <main className={styles.content}>
        <h1 className={styles.title}>{site.productName}</h1>
        <p className={styles.lead}>{site.tagline}</p>
        <div className={styles.actions}>
          {isLoggedIn ? (
            <ButtonLink to={ROUTES.me}>View my plans</ButtonLink>
          ) : (
            <>
              <ButtonLink to={ROUTES.login}>Sign in</ButtonLink>
              <ButtonLink to={ROUTES.register} variant="secondary">
                Create an account
              </ButtonLink>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
