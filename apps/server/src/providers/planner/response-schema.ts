import { MAX_GENERATED_CHIPS, type PlanType } from '@app/shared';
import { z } from 'zod';

/**
 * What we ask the model to produce, as JSON Schema for Gemini's structured output.
 * These differ from the shared storage schemas on purpose: no `images` (photos come from
 * the image provider), google_maps_link optional (we build a search link when absent), and
 * every text field required so the model does not skip them. The reply is still validated
 * against the shared schemas afterwards (normalize.ts); this only steers generation.
 */

const text = z.string();
const stay = z.object({
  name: text,
  location: text,
  why_recommended: text,
  price_range: text,
  google_maps_link: text.optional(),
});
const restaurant = z.object({
  restaurant_name: text,
  restaurant_type: text,
  description: text,
  location: text,
  google_maps_link: text.optional(),
});
const thingToDo = z.object({
  destination_name: text,
  description: text,
  location: text,
  google_maps_link: text.optional(),
});
const knownPart = z.object({ time: text, activities: text, dining: text });
const day = <T extends z.ZodType>(part: T) =>
  z.object({
    day_num: z.number().int().min(1).max(31),
    summary: text,
    morning: part,
    afternoon: part,
    evening: part,
  });

const destination = <T extends z.ZodType>(part: T) =>
  z.object({
    location: text,
    overview: text,
    time_to_go: text,
    estimated_cost: text,
    what_to_pack: text,
    helpful_tips: text,
    itinerary: z.array(day(part)),
    places_to_stay: z.array(stay),
    restaurants: z.array(restaurant),
    things_to_do: z.array(thingToDo),
  });

const knownModelDestination = destination(knownPart);
const unknownModelDestination = destination(text);
const pair = z.object({ firstDestination: text, secondDestination: text });
const comparison = z.object({
  cost: pair,
  travel_distance: pair,
  travel_timing: text,
  budget_highlights: text,
  other_tips: text,
});
const cannotApply = z.object({ error: z.enum(['cannot_apply']) });

export type JsonSchema = Record<string, unknown>;

/** Gemini rejects or ignores some keywords; `$schema` is the one zod adds that it does not need. */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema) as JsonSchema;
  return rest;
}

export function destinationSchema(planType: PlanType): JsonSchema {
  return toJsonSchema(
    planType === 'DESTINATION_KNOWN' ? knownModelDestination : unknownModelDestination,
  );
}

export function secondDestinationSchema(): JsonSchema {
  return toJsonSchema(
    z.object({ second_destination: unknownModelDestination, comparison: comparison }),
  );
}

export function revisionSchema(planType: PlanType): JsonSchema {
  const revised =
    planType === 'DESTINATION_KNOWN' ? knownModelDestination : unknownModelDestination;
  return toJsonSchema(z.union([revised, cannotApply]));
}

export function chipsSchema(): JsonSchema {
  return toJsonSchema(z.object({ chips: z.array(text).max(MAX_GENERATED_CHIPS) }));
}
