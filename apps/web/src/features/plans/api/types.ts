import type { PlanListItem } from '@app/shared';

export type { PlanListItem, PlanListResponse } from '@app/shared';

/** "Lisbon" or "Lisbon & Porto". */
export function destinationNames(plan: PlanListItem): string {
  const first = plan.plan_data.destination.location;
  const second = plan.plan_data.second_destination?.location;
  return second ? `${first} & ${second}` : first;
}

/** The part of created_at before the first comma ("March 3, 2025, 10:00" -> "March 3"). */
export function createdOn(createdAt: string): string {
  return createdAt.split(',')[0]?.trim() ?? createdAt;
}
