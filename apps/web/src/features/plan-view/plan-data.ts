import type {
  ComparisonData,
  KnownItineraryDay,
  PlanDestination,
  PlanRecord,
  PreviewDestination,
  UnknownItineraryDay,
} from '@app/shared';

/**
 * Read-only views of a plan record's plan_data, typed by the shared schemas the server
 * answers with: a preview has no best time, cost or packing list, and the second destination
 * or comparison may not exist yet (or not be paid for).
 */
export type ItineraryDayView = KnownItineraryDay | UnknownItineraryDay;
export type DestinationView = PreviewDestination &
  Partial<Pick<PlanDestination, 'time_to_go' | 'estimated_cost' | 'what_to_pack'>>;

export type DestinationKey = 'destination' | 'second_destination';

/** The destination under `key`, or null when the plan does not have it (yet). */
export function destinationOf(plan: PlanRecord, key: DestinationKey): DestinationView | null {
  const data = plan.plan_data;
  if (key === 'destination') return data.destination;
  return 'second_destination' in data ? (data.second_destination ?? null) : null;
}

export function comparisonOf(plan: PlanRecord): ComparisonData | null {
  return plan.comparison_data_unknown;
}

export function locationOf(plan: PlanRecord | null | undefined): string | null {
  return plan ? plan.plan_data.destination.location : null;
}

export { mapLink } from '@app/shared';

/** The cached-image key (plans-payments-admin §5): lowercase, non-alphanumeric runs -> '_'. */
export function normaliseDestination(location: string): string {
  return location.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

export const isUnknownType = (plan: PlanRecord) => plan.plan_type === 'DESTINATION_UNKNOWN';

/** Only numeric plan ids are real (the checkout modal renders only for those). */
export function parsePlanId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
