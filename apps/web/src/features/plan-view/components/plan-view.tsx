import type { PlanRecord } from '@app/shared';
import { FullPlan } from './full-plan.tsx';
import { PreviewPlan } from './preview-plan.tsx';

export interface PlanViewProps {
  plan: PlanRecord;
  timedOut?: boolean;
  /** Opens checkout (owner of an unpaid plan). */
  onBuy?: () => void;
  /** Shows a newer record of this plan (after the owner revised it). */
  onPlanChange?: (plan: PlanRecord) => void;
}

/** Unpaid plans show the preview; paid plans (and staff) the full view. */
export function PlanView({ plan, timedOut, onBuy, onPlanChange }: PlanViewProps) {
  if (plan.is_preview) return <PreviewPlan plan={plan} timedOut={timedOut} onBuy={onBuy} />;
  return <FullPlan plan={plan} timedOut={timedOut} onPlanChange={onPlanChange} />;
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
