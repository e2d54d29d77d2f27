import type { PlanType } from '@app/shared';

/**
 * The JSON shapes described in words, for every provider. Gemini also receives a JSON
 * Schema (response-schema.ts), but OpenAI-compatible servers (Ollama, vLLM, llama.cpp) only
 * get "json_object" mode, so the prompt itself must spell out every field name.
 * Field names are the spec's (plans-payments-admin §3).
 */

const STAY = `{
      "name": string,
      "location": string (street or neighbourhood, city),
      "why_recommended": string (one or two sentences tied to the traveller's answers),
      "price_range": string (e.g. "$180-240 per night"),
      "google_maps_link": string (optional; omit rather than guess)
    }`;
const RESTAURANT = `{
      "restaurant_name": string,
      "restaurant_type": string (cuisine and style, e.g. "Portuguese seafood, casual"),
      "description": string,
      "location": string (street or neighbourhood, city),
      "google_maps_link": string (optional; omit rather than guess)
    }`;
const THING = `{
      "destination_name": string (the attraction or activity),
      "description": string,
      "location": string (street or neighbourhood, city),
      "google_maps_link": string (optional; omit rather than guess)
    }`;
const KNOWN_PART = `{ "time": string (e.g. "9:00-12:00"), "activities": string, "dining": string }`;
const UNKNOWN_PART = 'string (a few sentences: what to do and where to eat)';

export function destinationShape(planType: PlanType, indent = ''): string {
  const part = planType === 'DESTINATION_KNOWN' ? KNOWN_PART : UNKNOWN_PART;
  const shape = `{
  "location": string ("City, Country", or "Region, Country" for a rural area),
  "overview": string (3-5 sentences on why this place fits this traveller),
  "time_to_go": string (best season, and how the traveller's dates compare),
  "estimated_cost": string (a USD total for the whole trip with a short breakdown),
  "what_to_pack": string,
  "helpful_tips": string (local customs, transport, money, safety),
  "itinerary": [
    {
      "day_num": number (1, 2, 3 ...),
      "summary": string (a short title for the day),
      "morning": ${part},
      "afternoon": ${part},
      "evening": ${part}
    }
  ],
  "places_to_stay": [
    ${STAY}
  ],
  "restaurants": [
    ${RESTAURANT}
  ],
  "things_to_do": [
    ${THING}
  ]
}`;
  return shape.replaceAll('\n', `\n${indent}`);
}

export const COMPARISON_SHAPE = `{
    "cost": { "firstDestination": string, "secondDestination": string },
    "travel_distance": { "firstDestination": string, "secondDestination": string },
    "travel_timing": string (how each suits the traveller's timeline),
    "budget_highlights": string (which fits the budget better and why),
    "other_tips": string
  }`;

export const QUANTITIES = [
  'places_to_stay: 4 to 6 entries; restaurants: 5 to 8; things_to_do: 6 to 10',
  '(at least 15 recommendations in total, all different real places).',
].join(' ');
