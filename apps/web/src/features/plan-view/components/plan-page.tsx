import { type PlanRecord, TIMINGS } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AppHeader } from '../../../app/app-header.tsx';
import { planPageMeta, usePageMeta } from '../../../app/page-meta.ts';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import { CheckoutModal } from '../../checkout/components/checkout-modal.tsx';
import { useCheckoutReturn } from '../../checkout/index.ts';
import { useAcceptInvite } from '../../sharing/index.ts';
import { type PlanAccess, planAccessKey, usePlanAccess } from '../api/plan-access.ts';
import { usePlanLiveUpdates } from '../hooks/use-plan-live-updates.ts';
import { useThumbnailRefresh } from '../hooks/use-thumbnail-refresh.ts';
import { locationOf, parsePlanId } from '../plan-data.ts';
import { AccessDenied } from './access-denied.tsx';
import { isWaiting, PlanView } from './plan-view.tsx';

/** /plans/{plan_id}: the plan under the access rules, checkout and its return. */
export function PlanPage() {
  const planId = parsePlanId(useParams().planId);
  const { user, isLoggedIn } = useCurrentUser();
  const queryClient = useQueryClient();
  // An invitation link is opened first, so the plan loads with the access it gives.
  const invitation = useAcceptInvite(planId);
  const access = usePlanAccess(planId, isLoggedIn, !invitation.pending);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  const granted = access.data?.status === 'granted' ? access.data : null;
  const plan = granted?.plan;
  usePageMeta(planPageMeta(locationOf(plan)));

  const queryKey = [...planAccessKey(planId ?? 0), isLoggedIn];
  const { refetch } = access;
  const reload = useCallback(async () => {
    const result = await refetch();
    return result.data?.status === 'granted' ? result.data.plan : null;
  }, [refetch]);
  const { timedOut } = usePlanLiveUpdates({
    planId: granted ? planId : null,
    waiting: isWaiting(plan),
    pollMs: TIMINGS.planPollMs,
    refresh: () => void reload(),
  });
  const showPlan = (fresh: PlanRecord) =>
    queryClient.setQueryData<PlanAccess>(queryKey, (old) =>
      old?.status === 'granted' ? { ...old, plan: fresh } : old,
    );
  useThumbnailRefresh(plan, showPlan);
  useCheckoutReturn({
    planId,
    ready: Boolean(granted),
    reload,
    setCheckoutOpen,
    onError: () => setFailed(true),
  });

  const canBuy = Boolean(plan?.is_owner && !plan.is_paid);
  // /me's "Unlock full plan" links here with ?checkout=1.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('checkout') || !plan) return;
    params.delete('checkout');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
    if (canBuy) setCheckoutOpen(true);
  }, [location.search, location.pathname, plan, canBuy, navigate]);

  if (planId !== null && (invitation.pending || access.isPending)) {
    return (
      <>
        <AppHeader fixed />
        <FullScreenSpinner label="Loading your plan…" />
      </>
    );
  }
  if (planId === null || failed || !plan) {
    return (
      <>
        <AppHeader />
        <main className="page">
          <AccessDenied />
        </main>
      </>
    );
  }
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
          onPlanChange={showPlan}
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
