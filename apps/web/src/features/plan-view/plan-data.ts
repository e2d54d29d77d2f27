import {
  type ComparisonData,
  type DestinationKey,
  type KnownItineraryDay,
  type PlanDestination,
  type PlanRecord,
  type PreviewDestination,
  destinationOf as planDestination,
  type UnknownItineraryDay,
} from '@app/shared';

/**
 * Read-only views of a plan record's plan_data, typed by the shared schemas the server
 * answers with: a preview has no best time, cost or packing list, and the second destination
 * or comparison may not exist yet (or not be paid for).
 */
export type ItineraryDayView = KnownItineraryDay | UnknownItineraryDay;
export type DestinationView = PreviewDestination &
  Partial<Pick<PlanDestination, 'time_to_go' | 'estimated_cost' | 'what_to_pack'>>;

export type { DestinationKey } from '@app/shared';

/** The destination under `key`, or null when the plan does not have it (yet, or not paid). */
export function destinationOf(plan: PlanRecord, key: DestinationKey): DestinationView | null {
  return planDestination(plan.plan_data, key);
}

export function comparisonOf(plan: PlanRecord): ComparisonData | null {
  return plan.comparison_data_unknown;
}

export function locationOf(plan: PlanRecord | null | undefined): string | null {
  return plan ? plan.plan_data.destination.location : null;
}

/** The cached-image key (plans-payments-admin §5), the one the server uses. */
export { destinationImageKey as normaliseDestination, mapLink } from '@app/shared';

export const isUnknownType = (plan: PlanRecord) => plan.plan_type === 'DESTINATION_UNKNOWN';

/** Only numeric plan ids are real (the checkout modal renders only for those). */
export function parsePlanId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
