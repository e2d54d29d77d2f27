import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { destinationImages, plans } from '../db/schema.ts';
import { normaliseDestinationKey } from './images.ts';
import { requirePlan } from './plans.ts';

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

/**
 * Fetches fresh destination photos (the spec's thumbnail refresh for plans not viewed in
 * 28 days: photo addresses from a real provider can expire) and stores them for the plan
 * and in the shared cache.
 */
export async function refreshDestinationPhotos(
  ctx: Ctx,
  planId: number,
  type: 'destination' | 'second_destination',
) {
  const row = await requirePlan(ctx, planId);
  const data = row.planData as {
    destination?: { location: string };
    second_destination?: { location: string };
  };
  const location = data[type]?.location;
  if (!location) return row;
  const urls = await ctx.images.destinationImages({ destination: location, count: 5 });
  if (urls.length === 0) return row;
  const key = normaliseDestinationKey(location);
  await ctx.db
    .insert(destinationImages)
    .values({ destinationKey: key, provider: ctx.images.name, urls, fetchedAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: destinationImages.destinationKey,
      set: { urls, provider: ctx.images.name, fetchedAt: ctx.clock.now() },
    });
  const patch =
    type === 'destination' ? { photosFirstDestination: urls } : { photosSecondDestination: urls };
  await ctx.db.update(plans).set(patch).where(eq(plans.id, planId));
  ctx.events.publish({
    planId,
    fields: [type === 'destination' ? 'photos_first_destination' : 'photos_second_destination'],
  });
  return requirePlan(ctx, planId);
}
