import type { PlanRecord } from '@app/shared';
import { useDeferredValue, useState } from 'react';
import { isHydrating } from '../../../lib/interactive.ts';
import { destinationOf } from '../plan-data.ts';
import { DestinationIntro } from './destination-intro.tsx';
import { FullPlan } from './full-plan.tsx';
import { OwnerTooltip } from './owner-tooltip.tsx';
import { PlanLayout } from './plan-layout.tsx';
import { planNavigation } from './plan-sections.ts';
import { PreviewPlan } from './preview-plan.tsx';

export interface PlanViewProps {
  plan: PlanRecord;
  timedOut?: boolean;
  /** Opens checkout (owner of an unpaid plan). */
  onBuy?: () => void;
  /** Shows a newer record of this plan (after the owner revised it). */
  onPlanChange?: (plan: PlanRecord) => void;
}

/**
 * The top of the plan as the whole page will have it (navigation, tip, the first destination's
 * name, overview and picture): what shows while the rest renders.
 */
function PlanOpening({ plan, timedOut }: { plan: PlanRecord; timedOut: boolean }) {
  const first = destinationOf(plan, 'destination');
  return (
    <PlanLayout groups={planNavigation(plan)}>
      {plan.is_owner && !plan.is_preview ? <OwnerTooltip /> : null}
      {first ? (
        <DestinationIntro
          destination={first}
          destinationKey="destination"
          photos={plan.photos_first_destination}
          timedOut={timedOut}
          level={1}
          eyebrow={plan.plan_type === 'DESTINATION_UNKNOWN' ? 'Your top match' : 'Your trip plan'}
        />
      ) : null}
    </PlanLayout>
  );
}

/**
 * Unpaid plans show the preview; paid plans (and staff) the full view. A plan is a large
 * page: its opening renders at once, the rest as a deferred (interruptible) render, so the
 * browser stays responsive while a 7-day plan is built. A plan the server renders
 * (apps/server/src/plugins/page-render.ts) is rendered whole there, and hydrated whole: its
 * markup is already on the page, so there is nothing to build in steps.
 */
export function PlanView({ plan, timedOut = false, onBuy, onPlanChange }: PlanViewProps) {
  // Decided once, as the view mounts (a changing value here would re-render the whole plan).
  const [whole] = useState(isHydrating);
  const shown = useDeferredValue<PlanRecord | null>(plan, whole ? plan : null);
  if (!shown) return <PlanOpening plan={plan} timedOut={timedOut} />;
  if (shown.is_preview) return <PreviewPlan plan={shown} timedOut={timedOut} onBuy={onBuy} />;
  return <FullPlan plan={shown} timedOut={timedOut} onPlanChange={onPlanChange} />;
}

/** What the page is still waiting for from background work. */
export function isWaiting(plan: PlanRecord | undefined): boolean {
  if (!plan) return false;
  if (plan.photos_first_destination.length === 0) return true;
  if (plan.plan_type !== 'DESTINATION_UNKNOWN') return false;
  if (plan.is_preview) {
    return !(plan.preview?.second_destination_ready && plan.preview.comparison_ready);
  }
  return !('second_destination' in plan.plan_data) || plan.comparison_data_unknown === null;
}
