import type { PlanRecord } from '@app/shared';
import { FullPlan } from './full-plan.tsx';
import { PreviewPlan } from './preview-plan.tsx';

export interface PlanViewProps {
  plan: PlanRecord;
  timedOut?: boolean;
  /** Opens checkout (owner of an unpaid plan). */
  onBuy?: () => void;
}

/** Unpaid plans show the preview; paid plans (and staff) the full view. */
export function PlanView({ plan, timedOut, onBuy }: PlanViewProps) {
  if (plan.is_preview) return <PreviewPlan plan={plan} timedOut={timedOut} onBuy={onBuy} />;
  return <FullPlan plan={plan} timedOut={timedOut} />;
}

/** What the page is still waiting for from background work. */
export function isWaiting(plan: PlanRecord | undefined): boolean {
  if (!plan) return false;
  if (plan.photos_first_destination.length === 0) return true;
  if (plan.plan_type !== 'DESTINATION_UNKNOWN') return false;
  if (plan.is_preview) {
    return !(plan.preview?.second_destination_ready && plan.preview.comparison_ready);
  }
  return !plan.plan_data.second_destination || plan.comparison_data_unknown === null;
}
