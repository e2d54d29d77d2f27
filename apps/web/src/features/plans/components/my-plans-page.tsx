import { MSG } from '@app/shared';
import { AppHeader } from '../../../app/app-header.tsx';
import { ROUTES } from '../../../app/routes.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMyPlans } from '../api/my-plans.ts';
import { usePlansSharedWithMe } from '../api/plans-shared-with-me.ts';
import type { PlanListItem } from '../api/types.ts';
import { PlanCard } from './plan-card.tsx';
import styles from './plans.module.css';

function PlanSection({
  id,
  title,
  description,
  plans,
  owned = false,
}: {
  id: string;
  title: string;
  description?: string;
  plans: PlanListItem[];
  /** The user's own plans (else plans shared with them, which show who shared them). */
  owned?: boolean;
}) {
  if (plans.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {description ? <p className={styles.sectionNote}>{description}</p> : null}
      <ul className={styles.grid}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} owned={owned} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LoadingGrid() {
  return (
    <div role="status" aria-label="Loading your plans">
      <ul className={styles.grid}>
        {[0, 1, 2].map((key) => (
          <li key={key} className={styles.skeletonCard}>
            <Skeleton height="11rem" radius="var(--radius-lg)" />
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="40%" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyState() {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{MSG.noPlans}</p>
      <div className={styles.actions}>
        <ButtonLink to={ROUTES.path}>Create a plan</ButtonLink>
        <ButtonLink to={ROUTES.home} variant="secondary">
          Go home
        </ButtonLink>
      </div>
    </div>
  );
}

/** /me: the user's purchased plans, their previews, and the plans shared with them. */
export function MyPlansPage() {
  const mine = useMyPlans();
  const shared = usePlansSharedWithMe();
  const loading = mine.isPending || shared.isPending;
  const myPlans = mine.data?.plansFormattedDates ?? [];
  const sharedPlans = shared.data?.plansFormattedDates ?? [];
  const failed = mine.isError && shared.isError;

  return (
    <>
      <AppHeader />
      <main className="page">
        <h1 className={styles.pageTitle}>My plans</h1>
        {loading ? <LoadingGrid /> : null}
        {failed ? <Alert>We couldn't load your plans. Please try again later.</Alert> : null}
        {!loading && !failed && myPlans.length === 0 && sharedPlans.length === 0 ? (
          <EmptyState />
        ) : null}
        {!loading ? (
          <>
            <PlanSection
              id="purchased-plans"
              title="Your purchased plans"
              plans={myPlans.filter((plan) => plan.is_paid)}
              owned
            />
            <PlanSection
              id="preview-plans"
              title="Previews"
              description="Unlock a preview to get the full plan, then edit, share and download it."
              plans={myPlans.filter((plan) => !plan.is_paid)}
              owned
            />
            <PlanSection id="shared-plans" title="Plans shared with you" plans={sharedPlans} />
          </>
        ) : null}
      </main>
    </>
  );
}
