import {
  comparisonData,
  destinationOf,
  type PlanData,
  type PlanDestination,
  unknownFormData,
  unknownPlanData,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { plans } from '../db/schema.ts';
import { imagesForDestination } from './images.ts';
import { parsePlanRow, planDataSchema } from './plan-documents.ts';
import { completionJob, type PlanRow } from './plans.ts';

/**
 * The background half of plan creation (durable jobs call these). Every step checks
 * what already exists and only fills what is missing, so a retried or repeated job
 * changes nothing twice.
 */

type Ctx = Pick<AppContext, 'db' | 'images' | 'planner' | 'clock' | 'events'>;

type ItemLists = Pick<PlanDestination, 'places_to_stay' | 'restaurants' | 'things_to_do'>;

/**
 * Queues a plan's completion again (the spec's process-remaining calls). Saving already
 * queued it; the queue keeps one pending job per plan, and the job skips what exists.
 */
export async function requestCompletion(
  ctx: Pick<AppContext, 'jobs'>,
  plan: Pick<PlanRow, 'id' | 'planType'>,
) {
  await ctx.jobs.enqueue(completionJob(plan.planType), { planId: plan.id });
}

const secondOf = (data: PlanData) => destinationOf(data, 'second_destination') ?? undefined;

/** Second-destination items show up to 3 images (spec §9); first-destination items the same. */
const IMAGES_PER_ITEM = 3;

async function withItemImages<T extends ItemLists & { location: string }>(
  ctx: Ctx,
  destination: T,
): Promise<T> {
  const fill = async <I extends { images: string[]; location: string }>(
    items: I[],
    name: (item: I) => string,
  ): Promise<I[]> =>
    Promise.all(
      items.map(async (item) =>
        item.images.length > 0
          ? item
          : {
              ...item,
              images: await ctx.images.placeImages({
                name: name(item),
                location: item.location,
                destination: destination.location,
                count: IMAGES_PER_ITEM,
              }),
            },
      ),
    );
  return {
    ...destination,
    places_to_stay: await fill(destination.places_to_stay, (i) => i.name),
    restaurants: await fill(destination.restaurants, (i) => i.restaurant_name),
    things_to_do: await fill(destination.things_to_do, (i) => i.destination_name),
  };
}

/** The plan as stored now, its documents parsed (services/plan-documents.ts). */
async function loadPlan(ctx: Pick<AppContext, 'db'>, planId: number): Promise<PlanRow | null> {
  const [row] = await ctx.db.select().from(plans).where(eq(plans.id, planId));
  return row ? parsePlanRow(row) : null;
}

/** Reads a plan for update inside a transaction, applies `change`, writes what it returns. */
async function updatePlan(
  ctx: Ctx,
  planId: number,
  change: (row: PlanRow, tx: Tx) => Promise<Partial<typeof plans.$inferInsert> | null>,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
    if (!row) return false;
    const patch = await change(parsePlanRow(row), tx);
    if (!patch) return false;
    await tx.update(plans).set(patch).where(eq(plans.id, planId));
    return true;
  });
}

/** Destination photos and item images for both destinations of a plan, where missing. */
export async function fillPlanImages(ctx: Ctx, planId: number): Promise<string[]> {
  const row = await loadPlan(ctx, planId);
  if (!row) return [];
  const data = row.planData;
  const secondDestination = secondOf(data);
  // Slow provider calls happen outside the transaction; the write re-checks what is missing.
  const firstPhotos =
    row.photosFirstDestination.length > 0
      ? null
      : await imagesForDestination(ctx, data.destination.location);
  const secondPhotos =
    secondDestination && row.photosSecondDestination.length === 0
      ? await imagesForDestination(ctx, secondDestination.location)
      : null;
  const first = await withItemImages(ctx, data.destination);
  const second = secondDestination ? await withItemImages(ctx, secondDestination) : undefined;
  const fields: string[] = [];
  await updatePlan(ctx, planId, async (current) => {
    const currentData = current.planData;
    const currentSecond = secondOf(currentData);
    const patch: Partial<typeof plans.$inferInsert> = {};
    if (firstPhotos && current.photosFirstDestination.length === 0) {
      patch.photosFirstDestination = firstPhotos;
      fields.push('photos_first_destination');
    }
    if (secondPhotos && current.photosSecondDestination.length === 0) {
      patch.photosSecondDestination = secondPhotos;
      fields.push('photos_second_destination');
    }
    // Item images are merged only into the destination they were made for (a revision
    // in the meantime replaced it, and its own job will fill it).
    const nextData = planDataSchema(current.planType).parse({
      ...currentData,
      ...(currentData.destination.location === first.location &&
      sameItems(currentData.destination, first)
        ? { destination: first }
        : {}),
      ...(second && currentSecond && sameItems(currentSecond, second)
        ? { second_destination: second }
        : {}),
    });
    if (JSON.stringify(nextData) !== JSON.stringify(currentData)) {
      patch.planData = nextData;
      fields.push('images');
    }
    return Object.keys(patch).length > 0 ? patch : null;
  });
  if (fields.length > 0) ctx.events.publish({ planId, fields });
  return fields;
}

function sameItems(a: ItemLists, b: ItemLists): boolean {
  const names = (d: ItemLists) =>
    [
      ...d.places_to_stay.map((i) => i.name),
      ...d.restaurants.map((i) => i.restaurant_name),
      ...d.things_to_do.map((i) => i.destination_name),
    ].join('|');
  return names(a) === names(b);
}

/** Second destination and comparison for an unknown-destination plan, once. */
export async function addSecondDestination(ctx: Ctx, planId: number): Promise<boolean> {
  const row = await loadPlan(ctx, planId);
  if (row?.planType !== 'DESTINATION_UNKNOWN') return false;
  const data = unknownPlanData.parse(row.planData);
  if (data.second_destination && row.comparisonDataUnknown) return false;
  const result = await ctx.planner.recommendUnknownSecond({
    form: unknownFormData.parse(row.formData),
    first: data.destination,
  });
  const changed = await updatePlan(ctx, planId, async (current) => {
    const currentData = unknownPlanData.parse(current.planData);
    if (currentData.second_destination && current.comparisonDataUnknown) return null;
    // Whatever planner answered, the row holds documents of the shared schemas.
    return {
      planData: unknownPlanData.parse({ ...currentData, second_destination: result.destination }),
      comparisonDataUnknown: comparisonData.parse(result.comparison),
    };
  });
  if (changed) {
    ctx.events.publish({ planId, fields: ['second_destination', 'comparison_data_unknown'] });
  }
  return changed;
}
