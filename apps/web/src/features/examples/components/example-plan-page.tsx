import { EXAMPLE_PLAN_IDS, MSG, type PlanEnvelope } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AppHeader } from '../../../app/app-header.tsx';
import { planPageMeta, usePageMeta } from '../../../app/page-meta.ts';
import { ROUTES } from '../../../app/routes.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api.ts';
import { PlanView } from '../../plan-view/components/plan-view.tsx';
import { locationOf } from '../../plan-view/index.ts';
import styles from './example-plan-page.module.css';

export const examplePlanKey = (planId: number) => ['example-plan', planId] as const;

function useExamplePlan(planId: number) {
  return useQuery({
    queryKey: examplePlanKey(planId),
    queryFn: async ({ signal }) =>
      (await api.get<PlanEnvelope>(`/api/plans/${planId}/example`, signal)).plan,
    staleTime: 60 * 60_000,
    retry: 1,
  });
}

function ExamplePlanPage({ planId }: { planId: number }) {
  const query = useExamplePlan(planId);
  const navigate = useNavigate();
  usePageMeta(query.data ? planPageMeta(locationOf(query.data)) : null);

  let body: ReactNode;
  if (query.isPending) {
    body = <FullScreenSpinner label="Loading the example plan…" />;
  } else if (query.isError) {
    body = (
      <div className={styles.failure}>
        <h1 className={styles.failureTitle}>{MSG.exampleFailed}</h1>
        <Button
          variant="secondary"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(ROUTES.home))}
        >
          Go back
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.banner}>
          <p className={styles.bannerText}>
            This is an example plan. Answer a few questions and get one made for your trip.
          </p>
          <ButtonLink to={ROUTES.path}>Build your plan</ButtonLink>
        </div>
        <PlanView plan={query.data} />
        <div className={styles.footer}>
          <ButtonLink to={ROUTES.path}>Build your plan</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <>
      <AppHeader />
      <main className="page">{body}</main>
    </>
  );
}

/** /example-plan-1: example plan 103. */
export function ExamplePlan1Page() {
  return <ExamplePlanPage planId={EXAMPLE_PLAN_IDS[0]} />;
}

/** /example-plan-2: example plan 146. */
export function ExamplePlan2Page() {
  return <ExamplePlanPage planId={EXAMPLE_PLAN_IDS[1]} />;
}
