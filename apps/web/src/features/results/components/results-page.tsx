import { TIMINGS } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppHeader } from '../../../app/app-header.tsx';
import { planPageMeta, usePageMeta } from '../../../app/page-meta.ts';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import { CheckoutModal } from '../../checkout/components/checkout-modal.tsx';
import { planKey, usePlan } from '../../plan-view/api/plan.ts';
import { AccessDenied } from '../../plan-view/components/access-denied.tsx';
import { isWaiting, PlanView } from '../../plan-view/components/plan-view.tsx';
import { locationOf, usePlanLiveUpdates } from '../../plan-view/index.ts';
import type { ResultsKind } from '../api/generate-plan.ts';
import { useGeneratePlan } from '../hooks/use-generate-plan.ts';
import { useLoadingScreen } from '../hooks/use-loading-screen.ts';
import { ErrorScreen } from './error-screen.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import styles from './results.module.css';

function ResultsPage({ kind }: { kind: ResultsKind }) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const { state, retry } = useGeneratePlan(kind);
  const loadingPhase = useLoadingScreen(state.status === 'LOADING');
  const planId = state.status === 'SUCCESS' ? state.planId : null;
  const query = usePlan(planId);
  const plan = query.data;
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  usePageMeta(plan ? planPageMeta(locationOf(plan)) : null);
  const { refetch } = query;
  const { timedOut } = usePlanLiveUpdates({
    planId,
    waiting: isWaiting(plan),
    pollMs: TIMINGS.resultsPollMs,
    refresh: () => void refetch(),
  });

  if (state.status !== 'SUCCESS' || loadingPhase === 'finishing') {
    return (
      <>
        <AppHeader fixed />
        <main className={styles.fixedHeaderPage}>
          {state.status === 'ERROR' ? (
            <ErrorScreen message={state.message} onRetry={retry} />
          ) : loadingPhase === 'waiting' ? (
            <p className="visually-hidden" role="status">
              Creating your personalized travel plan...
            </p>
          ) : (
            <LoadingScreen finishing={loadingPhase === 'finishing'} />
          )}
        </main>
      </>
    );
  }
  if (!plan) {
    return (
      <>
        <AppHeader />
        {query.isError ? (
          <main className="page">
            <AccessDenied />
          </main>
        ) : (
          <FullScreenSpinner label="Loading your plan…" />
        )}
      </>
    );
  }
  const canBuy = plan.is_owner && !plan.is_paid;
  const buy = () => {
    window.scrollTo({ top: 0 });
    setCheckoutOpen(true);
  };
  return (
    <>
      <AppHeader />
      <main className="page">
        <PlanView
          plan={plan}
          timedOut={timedOut}
          onBuy={canBuy ? buy : undefined}
          onPlanChange={(fresh) => queryClient.setQueryData(planKey(fresh.plan_id), fresh)}
        />
      </main>
      <CheckoutModal
        planId={plan.plan_id}
        open={checkoutOpen}
        onOpenChange={setCheckoutOpen}
        email={user?.email ?? ''}
      />
    </>
  );
}

/** /your-plan: the known-destination result. */
export function YourPlanPage() {
  return <ResultsPage kind="known" />;
}

/** /your-destination-plan: the unknown-destination result. */
export function YourDestinationPlanPage() {
  return <ResultsPage kind="unknown" />;
}
