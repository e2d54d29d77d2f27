import {
  formatBudget,
  type PlanPreviewInfo,
  type PlanRecord,
  type PlanType,
  previewOf,
  type TripSummary,
} from '@app/shared';
import type { PlanFormData } from '../db/schema.ts';
import { formatPlanDate } from '../lib/clock.ts';
import type { Capacity } from '../policies/plans.ts';
import type { PlanRow } from '../services/plans.ts';

/** A free-text answer as shown (trimmed), or null when there is none. */
function answer(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** "$3,000" (the known path's one budget) or "$1,000 – $3,000" (the other path's range). */
function budgetOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return formatBudget(value);
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number')) {
    const [low, high] = value as [number, number];
    return low === high ? formatBudget(low) : `${formatBudget(low)} – ${formatBudget(high)}`;
  }
  return null;
}

/**
 * When, with whom and on what budget, from the questionnaire answers a plan was made from
 * (read loosely: plans saved before a field existed simply lack it). The known path asks
 * "When are you traveling?" (datesTraveling), the other one for a timeline (travelTimeline).
 */
export function tripSummaryOf(
  planType: PlanType,
  formData: Partial<Record<string, unknown>> | PlanFormData | null,
): TripSummary {
  const data = (formData ?? {}) as Partial<Record<string, unknown>>;
  return {
    dates: answer(planType === 'DESTINATION_KNOWN' ? data.datesTraveling : data.travelTimeline),
    party: answer(data.otherTravelers),
    budget: budgetOf(data.budgetRange),
  };
}

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
 * time, cost or packing list, and no second-destination photos. The trip's dates, party and
 * budget are the traveller's own answers, shown in the preview too; not to someone who reads
 * the plan only through its public link (`as: 'public'`).
 */
export function presentPlan(
  row: PlanRow,
  opts: { full: boolean; isOwner: boolean; as?: Capacity },
): PlanRecord {
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
    trip: opts.as === 'public' ? null : tripSummaryOf(row.planType, row.formData),
  };
}
