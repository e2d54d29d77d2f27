import {
  type ComparisonData,
  type DestinationKey,
  type KnownItineraryDay,
  type PlanDestination,
  type PlanRecord,
  type PreviewDestination,
  placeName,
  type UnknownItineraryDay,
} from '@app/shared';

import { isArtwork } from '../../lib/artwork.ts';

export { isArtwork };

/*
 * Only types come from the shared plan schemas: importing a function from that module would
 * also build its zod schemas in the browser, bringing zod (about 14 KB gzip) into every plan
 * page for nothing. The two helpers below mirror the shared ones (plan-data.test.ts checks
 * that they agree).
 */

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
  const data = plan.plan_data;
  const destination =
    key === 'destination'
      ? data.destination
      : 'second_destination' in data
        ? (data.second_destination ?? null)
        : null;
  if (!destination) return null;
  // "Mauritius, Mauritius" is shown as "Mauritius" (the record itself is left as it is).
  const name = placeName(destination.location);
  return name === destination.location ? destination : { ...destination, location: name };
}

export function comparisonOf(plan: PlanRecord): ComparisonData | null {
  return plan.comparison_data_unknown;
}

export function locationOf(plan: PlanRecord | null | undefined): string | null {
  return plan ? plan.plan_data.destination.location : null;
}

/**
 * The cached-image key (plans-payments-admin §5), as the server computes it (shared
 * destinationImageKey): lowercase, every run of non-alphanumerics one '_'.
 */
export function normaliseDestination(location: string): string {
  return location
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export { mapLink } from '@app/shared';

export const isUnknownType = (plan: PlanRecord) => plan.plan_type === 'DESTINATION_UNKNOWN';

/** Only numeric plan ids are real (the checkout modal renders only for those). */
export function parsePlanId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The real photos among an item's or destination's images. */
export function photosOf(images: readonly string[]): string[] {
  return images.filter((url) => !isArtwork(url));
}

/** The days of a plan as its record has them: the whole itinerary, or a preview's count. */
export function dayCount(plan: PlanRecord): number {
  return plan.preview?.counts.days ?? plan.plan_data.destination.itinerary.length;
}

/**
 * "Why this destination" for a find-a-destination plan, when the planner gave its reasons
 * (one sentence each). Read defensively: older plans and previews carry none.
 */
export function reasonsOf(destination: object): string[] {
  const why = (destination as { why?: unknown }).why;
  return Array.isArray(why) ? why.filter((r): r is string => typeof r === 'string' && !!r) : [];
}

/** The first sentence of a longer text, for the summary (the full text stays in its section). */
export function firstSentence(text: string): string {
  const match = text.match(/^.+?[.!?](?=\s|$)/);
  return (match ? match[0] : text).trim();
}
