import type { PlanRecord } from '@app/shared';
import { usePlan } from '../../plan-view/api/plan.ts';

/** Days in a plan as its record says: the whole itinerary, or a preview's count of them. */
export function planDays(plan: PlanRecord): number | null {
  if (plan.preview) return plan.preview.counts.days || null;
  return plan.plan_data.destination.itinerary.length || null;
}

/**
 * "5 days", read from the plan itself. Only for cards that need telling apart (two plans to
 * the same place), so /me does not load every plan.
 */
export function PlanLength({ planId }: { planId: number }) {
  const { data } = usePlan(planId);
  const days = data ? planDays(data) : null;
  if (!days) return null;
  return <>{days === 1 ? '1 day' : `${days} days`}</>;
}
