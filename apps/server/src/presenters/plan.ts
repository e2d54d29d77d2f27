import { type PlanPreviewInfo, type PlanRecord, previewOf } from '@app/shared';
import { formatPlanDate } from '../lib/clock.ts';
import type { PlanRow } from '../services/plans.ts';

function previewInfo(row: PlanRow): PlanPreviewInfo {
  const first = row.planData.destination;
  return {
    second_destination_ready: 'second_destination' in row.planData,
    comparison_ready: row.comparisonDataUnknown !== null,
    counts: {
      places_to_stay: first.places_to_stay.length,
      restaurants: first.restaurants.length,
      things_to_do: first.things_to_do.length,
      days: first.itinerary.length,
    },
  };
}

/**
 * The plan as the API returns it. With `full: false` (an unpaid plan) nothing beyond the
 * preview leaves the server (shared `previewOf`): no second destination, comparison, best
 * time, cost or packing list, and no second-destination photos.
 */
export function presentPlan(row: PlanRow, opts: { full: boolean; isOwner: boolean }): PlanRecord {
  return {
    id: row.id,
    plan_id: row.id,
    user_id: row.userId,
    plan_type: row.planType,
    plan_data: opts.full ? row.planData : { destination: previewOf(row.planData.destination) },
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
    comparison_data_unknown: opts.full ? row.comparisonDataUnknown : null,
    is_owner: opts.isOwner,
  };
}
