import { z } from 'zod';
import type { PlanType } from '../constants.ts';

/** Plan shapes (plans-payments-admin §3). The same schemas validate local-planner and AI output. */

/** List limits: far above any real plan, low enough that a crafted body is refused early. */
const LIMITS = { images: 12, items: 40, days: 31 } as const;

const images = z.array(z.string().max(2000)).max(LIMITS.images).default([]);

/**
 * false: a venue an AI provider added from outside our catalogue, shown as a suggestion we have
 * not verified (its text says so and its map link is a search). true: a catalogue venue. Absent
 * on plans from the built-in planner, whose venues are all catalogue entries or labelled searches.
 */
const verified = z.boolean().optional();

export const placeToStay = z.object({
  name: z.string(),
  location: z.string(),
  why_recommended: z.string(),
  price_range: z.string(),
  google_maps_link: z.string(),
  images,
  verified,
});
export type PlaceToStay = z.infer<typeof placeToStay>;

export const restaurant = z.object({
  restaurant_name: z.string(),
  restaurant_type: z.string(),
  description: z.string(),
  location: z.string(),
  google_maps_link: z.string(),
  images,
  verified,
});
export type Restaurant = z.infer<typeof restaurant>;

export const thingToDo = z.object({
  destination_name: z.string(),
  description: z.string(),
  location: z.string(),
  google_maps_link: z.string(),
  images,
  verified,
});
export type ThingToDo = z.infer<typeof thingToDo>;

/** Known-type itinerary part. */
export const knownDayPart = z.object({
  time: z.string().optional().default(''),
  activities: z.string().optional().default(''),
  dining: z.string().optional().default(''),
});
export type KnownDayPart = z.infer<typeof knownDayPart>;

export const knownItineraryDay = z.object({
  day_num: z.number().int(),
  summary: z.string(),
  morning: knownDayPart,
  afternoon: knownDayPart,
  evening: knownDayPart,
});
export const unknownItineraryDay = z.object({
  day_num: z.number().int(),
  summary: z.string(),
  morning: z.string(),
  afternoon: z.string(),
  evening: z.string(),
});
export type KnownItineraryDay = z.infer<typeof knownItineraryDay>;
export type UnknownItineraryDay = z.infer<typeof unknownItineraryDay>;

const destinationBase = {
  location: z.string().min(1),
  overview: z.string(),
  time_to_go: z.string(),
  estimated_cost: z.string(),
  what_to_pack: z.string().optional(),
  helpful_tips: z.string(),
  places_to_stay: z.array(placeToStay).max(LIMITS.items),
  restaurants: z.array(restaurant).max(LIMITS.items),
  things_to_do: z.array(thingToDo).max(LIMITS.items),
  /** Find-a-destination plans: the preferences this destination matches, one sentence each. */
  why: z.array(z.string().max(500)).max(LIMITS.items).optional(),
};

export const knownDestination = z.object({
  ...destinationBase,
  itinerary: z.array(knownItineraryDay).max(LIMITS.days),
});
export const unknownDestination = z.object({
  ...destinationBase,
  itinerary: z.array(unknownItineraryDay).max(LIMITS.days),
});
export type KnownDestination = z.infer<typeof knownDestination>;
export type UnknownDestination = z.infer<typeof unknownDestination>;
export type PlanDestination = KnownDestination | UnknownDestination;

/**
 * What a preview shows of a destination (plans-payments-admin §1, §2): the overview, the
 * real "other tips", and the first stay, restaurant, thing to do and itinerary day. Nothing
 * else of an unpaid plan leaves the server (DESIGN.md "Nothing unpaid reaches the browser").
 */
const previewBase = {
  location: destinationBase.location,
  overview: destinationBase.overview,
  helpful_tips: destinationBase.helpful_tips,
  places_to_stay: z.array(placeToStay).max(1),
  restaurants: z.array(restaurant).max(1),
  things_to_do: z.array(thingToDo).max(1),
};
export const knownPreviewDestination = z.object({
  ...previewBase,
  itinerary: z.array(knownItineraryDay).max(1),
});
export const unknownPreviewDestination = z.object({
  ...previewBase,
  itinerary: z.array(unknownItineraryDay).max(1),
});
export type KnownPreviewDestination = z.infer<typeof knownPreviewDestination>;
export type UnknownPreviewDestination = z.infer<typeof unknownPreviewDestination>;
export type PreviewDestination = KnownPreviewDestination | UnknownPreviewDestination;

/** The one place that decides what of a destination a preview carries. */
export function previewOf(destination: KnownDestination): KnownPreviewDestination;
export function previewOf(destination: UnknownDestination): UnknownPreviewDestination;
export function previewOf(destination: PlanDestination): PreviewDestination;
export function previewOf(destination: PlanDestination): PreviewDestination {
  return {
    location: destination.location,
    overview: destination.overview,
    helpful_tips: destination.helpful_tips,
    places_to_stay: destination.places_to_stay.slice(0, 1),
    restaurants: destination.restaurants.slice(0, 1),
    things_to_do: destination.things_to_do.slice(0, 1),
    itinerary: destination.itinerary.slice(0, 1),
  } as PreviewDestination;
}

const pair = z.object({ firstDestination: z.string(), secondDestination: z.string() });
export const comparisonData = z.object({
  cost: pair,
  travel_distance: pair,
  travel_timing: z.string(),
  budget_highlights: z.string(),
  other_tips: z.string(),
});
export type ComparisonData = z.infer<typeof comparisonData>;

/** Which of a plan's destinations: the first, or the second of a find-a-destination plan. */
export const destinationKey = z.enum(['destination', 'second_destination']);
export type DestinationKey = z.infer<typeof destinationKey>;

/** The spec's cached-image key (§5): lowercase, every run of non-alphanumerics one '_'. */
export function destinationImageKey(location: string): string {
  return location
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export const knownPlanData = z.object({ destination: knownDestination });
export const unknownPlanData = z.object({
  destination: unknownDestination,
  second_destination: unknownDestination.optional(),
});
export type KnownPlanData = z.infer<typeof knownPlanData>;
export type UnknownPlanData = z.infer<typeof unknownPlanData>;
export type PlanData = KnownPlanData | UnknownPlanData;

/** A new plan's plan_data from its first destination, checked against its type's schema. */
export function newPlanData(planType: PlanType, destination: PlanDestination): PlanData {
  return planType === 'DESTINATION_KNOWN'
    ? knownPlanData.parse({ destination })
    : unknownPlanData.parse({ destination });
}

/** plan_data of a stored plan, whichever its type (the database column's type). */
export const planData = z.union([knownPlanData, unknownPlanData]);
/** plan_data as an unpaid plan's answers carry it: the preview of the first destination. */
export const previewPlanData = z.object({
  destination: z.union([knownPreviewDestination, unknownPreviewDestination]),
});
export type PreviewPlanData = z.infer<typeof previewPlanData>;

/** The destination under `key`, or null when the plan does not have it (yet, or not paid). */
export function destinationOf(data: PlanData, key: DestinationKey): PlanDestination | null;
export function destinationOf(
  data: PlanData | PreviewPlanData,
  key: DestinationKey,
): PlanDestination | PreviewDestination | null;
export function destinationOf(
  data: PlanData | PreviewPlanData,
  key: DestinationKey,
): PlanDestination | PreviewDestination | null {
  if (key === 'destination') return data.destination;
  return 'second_destination' in data ? (data.second_destination ?? null) : null;
}

/** Unknown-destination questionnaire answers (journey-and-accounts §3) plus firstName. */
export const unknownFormData = z.object({
  firstName: z.string().max(100).optional().default(''),
  travelMotivation: z.string().max(4000),
  travelTimeline: z.string().max(500),
  travelLengthDays: z.coerce.number().int().min(1).max(15).optional().default(5),
  otherTravelers: z.string().max(500).optional().default(''),
  departingFrom: z.string().max(200),
  destinationPreferences: z.array(z.string().max(100)).max(20).optional().default([]),
  experiencePreferences: z.array(z.string().max(100)).max(20).optional().default([]),
  budgetRange: z
    .tuple([z.number().min(0).max(100_000), z.number().min(0).max(100_000)])
    .optional()
    .default([1000, 3000]),
  maxTravelDistance: z.string().max(200).optional().default(''),
  dietaryRestrictions: z.string().max(500).optional().default(''),
  accessibilityNeeds: z.boolean().optional().default(false),
  placesToAvoid: z.string().max(1000).optional().default(''),
  budgetPriorities: z.array(z.string().max(100)).max(20).optional().default([]),
  accommodationPreferences: z.array(z.string().max(100)).max(20).optional().default([]),
  transportationPreferences: z.array(z.string().max(100)).max(20).optional().default([]),
  preferredAirlines: z.string().max(300).optional().default(''),
  preferredHotelBrands: z.string().max(300).optional().default(''),
});
export type UnknownFormData = z.infer<typeof unknownFormData>;

/** Known-destination questionnaire answers (plans-payments-admin §3) plus firstName. */
export const knownFormData = z.object({
  firstName: z.string().max(100).optional().default(''),
  destination: z.string().max(200),
  departingFrom: z.string().max(200),
  datesTraveling: z.string().max(500).optional().default(''),
  otherTravelers: z.string().max(500).optional().default(''),
  plansSoFar: z.string().max(4000),
  dayStructurePreferences: z.array(z.string().max(100)).max(20).optional().default([]),
  experiencePriorities: z.array(z.string().max(100)).max(20).optional().default([]),
  budgetRange: z.coerce.number().min(0).max(100_000).optional().default(3000),
  dietaryRestrictions: z.string().max(500).optional().default(''),
  accessibilityNeeds: z.boolean().optional().default(false),
  accommodationPreferences: z.array(z.string().max(100)).max(20).optional().default([]),
  transportationPreferences: z.array(z.string().max(100)).max(20).optional().default([]),
  placesToAvoid: z.string().max(1000).optional().default(''),
  exploreSurroundingAreas: z.boolean().optional().default(false),
  preferredHotelBrands: z.string().max(300).optional().default(''),
});
export type KnownFormData = z.infer<typeof knownFormData>;
