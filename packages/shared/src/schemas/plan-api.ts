import { z } from 'zod';
import { PLAN_TYPES } from '../constants.ts';
import { MSG } from '../messages.ts';
import {
  comparisonData,
  knownDestination,
  planData,
  previewPlanData,
  unknownDestination,
} from './plan.ts';

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

/**
 * The traveller's own answers a plan was made from, as its summary shows them: when (as they
 * wrote it: "April 6-10", "September"), who with ("My partner") and the budget they gave
 * ("$3,000", "$1,000 – $3,000"). Null where they gave none.
 */
export const tripSummary = z.object({
  dates: z.string().nullable(),
  party: z.string().nullable(),
  budget: z.string().nullable(),
});
export type TripSummary = z.infer<typeof tripSummary>;

export const planRecord = z.object({
  id: z.number(),
  plan_id: z.number(),
  user_id: z.number(),
  plan_type: z.enum(PLAN_TYPES),
  /** The whole plan once paid (or for staff and examples); only the preview before. */
  plan_data: z.union([planData, previewPlanData]),
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
  comparison_data_unknown: comparisonData.nullable(),
  /** Whether the signed-in viewer owns the plan (drives the owner controls). */
  is_owner: z.boolean(),
  /**
   * The trip's dates, party and budget from the questionnaire answers; null for a plan
   * opened through its public link (the answers are the traveller's, not the public's).
   */
  trip: tripSummary.nullable().optional(),
});
export type PlanRecord = z.infer<typeof planRecord>;

/** The answer of every call that returns one plan (the spec's client reads `plan`). */
export const planEnvelope = z.object({ plan: planRecord });
export type PlanEnvelope = z.infer<typeof planEnvelope>;

/**
 * POST /api/users/plan. The spec's client sends back the destination the recommendation call
 * answered with (a preview); the server saves the full plan it kept for that answer.
 */
export const savePlanBody = z.object({
  plan_type: z.enum(PLAN_TYPES),
  plan_data: z.looseObject({ destination: z.unknown() }),
  form_data: z.record(z.string(), z.unknown()).optional().default({}),
});

const MAX_ID = 2_147_483_647;

/**
 * Plan ids: positive 32-bit integers, as the database stores them. In a path or a query
 * only the canonical decimal form counts ("12", not "012", "1e1", " 12" or "0x0c").
 */
export const planIdField = z.union([
  z.number().int().positive().max(MAX_ID),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'Not a valid id.')
    .transform(Number)
    .pipe(z.number().max(MAX_ID, 'Not a valid id.')),
]);
export const planIdParams = z.object({ id: planIdField });

/** GET /api/users/my-accessible-plans: the ids of every plan the caller may open. */
export const accessiblePlanIdsResponse = z.array(z.number());

/**
 * A plan id in the body of the revision and PDF calls, where the spec answers anything wrong
 * with it, missing included, with one message (plans-payments-admin §5, §8).
 */
export const specPlanIdField = z.unknown().transform((value, ctx) => {
  const id = planIdField.safeParse(value);
  if (id.success) return id.data;
  ctx.addIssue({ code: 'custom', message: MSG.revisionMissingPlanId });
  return z.NEVER;
});

/** The recommendation calls answer with a destination: only its preview, as nothing is paid yet. */
export const recommendationResponse = z.object({
  destination: previewPlanData.shape.destination,
});

/** POST /api/geminiAPI/user-revised-recommendation-gemini */
export const reviseRequestBody = z.looseObject({
  plan_id: specPlanIdField,
  plan_key: z.enum(['destination', 'second_destination']).optional().default('destination'),
  user_feedback: z.string().max(2000),
});

/** The revised destination (only ever for a paid plan, or staff): the whole of it. */
export const revisedDestinationResponse = z.union([knownDestination, unknownDestination]);

/**
 * A plan in the /me lists (journey-and-accounts §3): only what the list shows. The second
 * destination's name is part of the paid plan, so an unpaid plan's item has none.
 */
export const planListItem = z.object({
  id: z.number(),
  plan_type: z.enum(PLAN_TYPES),
  is_paid: z.boolean(),
  plan_data: z.object({
    destination: z.object({ location: z.string() }),
    second_destination: z.object({ location: z.string() }).optional(),
  }),
  photos_first_destination: z.array(z.string()),
  /** A formatted date string; only the part before the first comma is shown. */
  created_at: z.string(),
  shared_with: z.array(z.string()),
  /** Days in the plan's itinerary (null if it has none): two plans to one place differ. */
  days: z.number().nullable().optional(),
  /** When and with whom, from the answers (the list tells plans to one place apart by them). */
  trip: tripSummary.pick({ dates: true, party: true }).optional(),
  invited_by_name: z.string().optional(),
  invited_by_email: z.string().optional(),
});
export type PlanListItem = z.infer<typeof planListItem>;
export const planListResponse = z.object({ plansFormattedDates: z.array(planListItem) });
export type PlanListResponse = z.infer<typeof planListResponse>;
