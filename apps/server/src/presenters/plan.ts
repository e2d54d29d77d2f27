import type { PlanPreviewInfo, PlanRecord } from '@app/shared';
import type { plans } from '../db/schema.ts';
import { formatPlanDate } from '../lib/clock.ts';

type PlanRow = typeof plans.$inferSelect;

interface DestinationLike {
  places_to_stay?: unknown[];
  restaurants?: unknown[];
  things_to_do?: unknown[];
  itinerary?: unknown[];
  [key: string]: unknown;
}

/** The fields of a destination a preview may show: the first of each list and the real tips. */
function previewDestination(destination: DestinationLike): DestinationLike {
  return {
    location: destination.location,
    overview: destination.overview,
    helpful_tips: destination.helpful_tips,
    places_to_stay: (destination.places_to_stay ?? []).slice(0, 1),
    restaurants: (destination.restaurants ?? []).slice(0, 1),
    things_to_do: (destination.things_to_do ?? []).slice(0, 1),
    itinerary: (destination.itinerary ?? []).slice(0, 1),
  };
}

function previewInfo(row: PlanRow): PlanPreviewInfo {
  const data = row.planData as { destination?: DestinationLike; second_destination?: unknown };
  const first = data.destination ?? {};
  return {
    second_destination_ready: Boolean(data.second_destination),
    comparison_ready: row.comparisonDataUnknown !== null,
    counts: {
      places_to_stay: first.places_to_stay?.length ?? 0,
      restaurants: first.restaurants?.length ?? 0,
      things_to_do: first.things_to_do?.length ?? 0,
      days: first.itinerary?.length ?? 0,
    },
  };
}

/**
 * The plan as the API returns it. With `full: false` (an unpaid plan) nothing beyond the
 * preview leaves the server: no second destination, comparison, best time, cost or packing.
 */
export function presentPlan(row: PlanRow, opts: { full: boolean; isOwner: boolean }): PlanRecord {
  const data = row.planData as { destination?: DestinationLike };
  return {
    id: row.id,
    plan_id: row.id,
    user_id: row.userId,
    plan_type: row.planType,
    plan_data: opts.full
      ? (row.planData as Record<string, unknown>)
      : { destination: previewDestination(data.destination ?? {}) },
    is_paid: row.isPaid,
    is_preview: !opts.full,
    preview: opts.full ? null : previewInfo(row),
    shared_publicly: row.sharedPublicly,
    created_at: formatPlanDate(row.createdAt),
    last_viewed: row.lastViewed ? row.lastViewed.toISOString() : null,
    photos_first_destination: row.photosFirstDestination,
    photos_second_destination: opts.full ? row.photosSecondDestination : [],
    modified_count: row.modifiedCount,
    modified_first_destination_count: row.modifiedFirstDestinationCount,
    modified_second_destination_count: row.modifiedSecondDestinationCount,
    comparison_data_unknown: opts.full
      ? (row.comparisonDataUnknown as Record<string, unknown> | null)
      : null,
    is_owner: opts.isOwner,
  };
}
