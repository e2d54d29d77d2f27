import { z } from 'zod';
import { PLAN_TYPES } from '../constants.ts';

/**
 * A plan as the API returns it (plans-payments-admin §3). For an unpaid plan the server
 * sends only what the preview shows: `plan_data` then holds the first stay, restaurant,
 * thing to do and itinerary day of the first destination, and `preview` says what else
 * exists so the page can draw its placeholders.
 */
export const planPreviewInfo = z.object({
  second_destination_ready: z.boolean(),
  comparison_ready: z.boolean(),
  /** How many items the full plan holds, for the upgrade prompts. */
  counts: z.object({
    places_to_stay: z.number(),
    restaurants: z.number(),
    things_to_do: z.number(),
    days: z.number(),
  }),
});
export type PlanPreviewInfo = z.infer<typeof planPreviewInfo>;

export const planRecord = z.object({
  id: z.number(),
  plan_id: z.number(),
  user_id: z.number(),
  plan_type: z.enum(PLAN_TYPES),
  /** Validated on the way in; passed through as stored (or trimmed for a preview). */
  plan_data: z.record(z.string(), z.unknown()),
  is_paid: z.boolean(),
  is_preview: z.boolean(),
  preview: planPreviewInfo.nullable(),
  shared_publicly: z.boolean(),
  created_at: z.string(),
  last_viewed: z.string().nullable(),
  photos_first_destination: z.array(z.string()),
  photos_second_destination: z.array(z.string()),
  modified_count: z.number(),
  modified_first_destination_count: z.number(),
  modified_second_destination_count: z.number(),
  comparison_data_unknown: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the signed-in viewer owns the plan (drives the owner controls). */
  is_owner: z.boolean(),
});
export type PlanRecord = z.infer<typeof planRecord>;

export const savePlanBody = z.object({
  plan_type: z.enum(PLAN_TYPES),
  plan_data: z.record(z.string(), z.unknown()),
  form_data: z.record(z.string(), z.unknown()).optional().default({}),
});
