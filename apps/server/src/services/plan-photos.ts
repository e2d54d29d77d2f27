import { destinationImageKey } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { destinationImages, plans } from '../db/schema.ts';
import { claimThumbnailRefresh, type PlanRow, requirePlan } from './plans.ts';

type Ctx = Pick<AppContext, 'db' | 'images' | 'clock' | 'events'>;

/** Sets the first destination's photos when it has none yet. */
export async function setFirstPhotos(ctx: Ctx, planId: number, urls: string[]) {
  const updated = await ctx.db
    .update(plans)
    .set({ photosFirstDestination: urls })
    .where(sql`${plans.id} = ${planId} and jsonb_array_length(${plans.photosFirstDestination}) = 0`)
    .returning({ id: plans.id });
  if (updated.length > 0) ctx.events.publish({ planId, fields: ['photos_first_destination'] });
}

/** Fetches fresh photos for one destination and stores them for the plan and in the shared cache. */
async function refreshDestinationPhotos(
  ctx: Ctx,
  row: PlanRow,
  type: 'destination' | 'second_destination',
): Promise<boolean> {
  const destination =
    type === 'destination'
      ? row.planData.destination
      : 'second_destination' in row.planData
        ? row.planData.second_destination
        : undefined;
  if (!destination) return false;
  const urls = await ctx.images.destinationImages({ destination: destination.location, count: 5 });
  if (urls.length === 0) return false;
  const key = destinationImageKey(destination.location);
  await ctx.db
    .insert(destinationImages)
    .values({ destinationKey: key, provider: ctx.images.name, urls, fetchedAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: destinationImages.destinationKey,
      set: { urls, provider: ctx.images.name, fetchedAt: ctx.clock.now() },
    });
  const patch =
    type === 'destination' ? { photosFirstDestination: urls } : { photosSecondDestination: urls };
  await ctx.db.update(plans).set(patch).where(eq(plans.id, row.id));
  ctx.events.publish({
    planId: row.id,
    fields: [type === 'destination' ? 'photos_first_destination' : 'photos_second_destination'],
  });
  return true;
}

/**
 * The thumbnail refresh (plans-payments-admin §4), when a read marked it due: fresh
 * destination photos for both destinations, since a photo provider's addresses expire.
 * Claimed once, so the page's call and the fallback job never both do it. Returns the
 * updated plan, or null when nothing was due.
 */
export async function refreshThumbnailsIfDue(ctx: Ctx, planId: number): Promise<PlanRow | null> {
  if (!(await claimThumbnailRefresh(ctx, planId))) return null;
  const row = await requirePlan(ctx, planId);
  try {
    await refreshDestinationPhotos(ctx, row, 'destination');
    await refreshDestinationPhotos(ctx, row, 'second_destination');
  } catch (error) {
    // Still due: the next read's call or the job's retry tries again.
    await ctx.db
      .update(plans)
      .set({ thumbnailsDueAt: ctx.clock.now() })
      .where(eq(plans.id, planId));
    throw error;
  }
  return requirePlan(ctx, planId);
}
