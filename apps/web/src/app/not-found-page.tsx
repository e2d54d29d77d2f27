import { MSG } from '@app/shared';
import { ButtonLink } from '../components/ui/button.tsx';
import { site } from '../content/site.ts';
import { AppHeader } from './app-header.tsx';
import styles from './not-found-page.module.css';
import { usePageMeta } from './page-meta.ts';
import { ROUTES } from './routes.ts';

export function NotFoundPage() {
  usePageMeta({
    title: `Page not found | ${site.productName}`,
    description: MSG.notFound,
  });
  return (
    <>
      <AppHeader />
      <main className={styles.body}>
        <h1 className={styles.title}>{MSG.notFound}</h1>
        <div className={styles.actions}>
          <ButtonLink to={ROUTES.path}>Create a plan</ButtonLink>
          <ButtonLink to={ROUTES.home} variant="secondary">
            Go home
          </ButtonLink>
        </div>
      </main>
    </>
  );
}
