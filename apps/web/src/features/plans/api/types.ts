import { type PlanListItem, type PlanType, placeName } from '@app/shared';

export type { PlanListItem, PlanListResponse } from '@app/shared';

/** "Lisbon" or "Lisbon & Porto". */
export function destinationNames(plan: PlanListItem): string {
  const first = placeName(plan.plan_data.destination.location);
  const second = plan.plan_data.second_destination?.location;
  return second ? `${first} & ${placeName(second)}` : first;
}

/** The part of created_at before the first comma ("March 3, 2025, 10:00" -> "March 3"). */
export function createdOn(createdAt: string): string {
  return createdAt.split(',')[0]?.trim() ?? createdAt;
}

/** What kind of plan it is, in the words of the path the traveller chose. */
export function planTypeLabel(type: PlanType): string {
  return type === 'DESTINATION_UNKNOWN' ? 'Destination ideas' : 'Trip plan';
}

/** "5 days" (or "1 day"), when the list item says how long the plan is. */
export function planLength(plan: PlanListItem): string | null {
  const days = plan.days;
  if (!days) return null;
  return days === 1 ? '1 day' : `${days} days`;
}
