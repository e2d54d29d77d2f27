import { type PlanRecord, THUMBNAIL_REFRESH_DAYS, type ThumbnailsResponse } from '@app/shared';
import { api } from '../../../lib/api.ts';
import type { DestinationKey } from '../plan-data.ts';

/** POST /api/google-places-api/get-thumbnail-images: the updated plan when success is true. */
export async function fetchThumbnails(
  planId: number,
  destination: string,
  destinationType: DestinationKey,
): Promise<PlanRecord | null> {
  const result = await api.post<ThumbnailsResponse>('/api/google-places-api/get-thumbnail-images', {
    destination,
    planId,
    destination_type: destinationType,
  });
  return result.success && result.plan ? result.plan : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Thumbnails are refreshed for a plan never viewed, or last viewed over 28 days ago (§4). */
export function needsThumbnailRefresh(plan: PlanRecord, now = Date.now()): boolean {
  if (!plan.last_viewed) return true;
  const viewed = Date.parse(plan.last_viewed);
  return Number.isNaN(viewed) || now - viewed > THUMBNAIL_REFRESH_DAYS * DAY_MS;
}
