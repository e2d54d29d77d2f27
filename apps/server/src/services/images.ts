import { destinationImageKey } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { destinationImages } from '../db/schema.ts';

export async function cachedDestinationImages(
  ctx: Pick<AppContext, 'db'>,
  key: string,
): Promise<string[] | null> {
  const [row] = await ctx.db
    .select()
    .from(destinationImages)
    .where(eq(destinationImages.destinationKey, key));
  return row && row.urls.length > 0 ? row.urls : null;
}

/** Destination photos from the cache, or from the provider (then cached for every plan). */
export async function imagesForDestination(
  ctx: Pick<AppContext, 'db' | 'images' | 'clock'>,
  destination: string,
  count = 5,
): Promise<string[]> {
  const key = destinationImageKey(destination);
  const cached = await cachedDestinationImages(ctx, key);
  if (cached) return cached;
  const urls = await ctx.images.destinationImages({ destination, count });
  if (urls.length > 0) {
    await ctx.db
      .insert(destinationImages)
      .values({ destinationKey: key, provider: ctx.images.name, urls, fetchedAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: destinationImages.destinationKey,
        set: { urls, provider: ctx.images.name, fetchedAt: ctx.clock.now() },
      });
  }
  return urls;
}
