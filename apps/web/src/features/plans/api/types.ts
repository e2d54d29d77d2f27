import type { PlanListItem, PlanType } from '@app/shared';

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

/** What kind of plan it is, in the words of the path the traveller chose. */
export function planTypeLabel(type: PlanType): string {
  return type === 'DESTINATION_UNKNOWN' ? 'Destination ideas' : 'Trip plan';
}

/** Destination names that more than one of `plans` goes to (those cards show their length). */
export function repeatedNames(plans: readonly PlanListItem[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const plan of plans) {
    const name = destinationNames(plan).toLowerCase();
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return repeated;
}
