import {
  catalogueDestinationFor,
  type Destination,
  requestFromKnown,
  type VenueChoices,
  venueChoices,
} from '@app/planner';
import { type KnownFormData, knownFormData } from '@app/shared';

/**
 * Model answers built from the catalogue, for the grounding and repair tests: a well-behaved
 * model keeps to the verified venues its prompt offered; a careless one adds what breaks the
 * request. Venues are read from the catalogue rather than named here, so the tests keep working
 * as catalogue entries are corrected.
 */

export const lisbonForm: KnownFormData = knownFormData.parse({
  firstName: 'Ana',
  destination: 'Lisbon, Portugal',
  departingFrom: 'Boston',
  datesTraveling: 'June 3-7',
  otherTravelers: 'my partner',
  plansSoFar: 'Nothing booked yet',
  budgetRange: 4000,
  dietaryRestrictions: 'vegetarian',
  placesToAvoid: 'São Jorge Castle',
});

export function catalogueOf(form: KnownFormData): { dest: Destination; venues: VenueChoices } {
  const dest = catalogueDestinationFor(form.destination);
  if (!dest) throw new Error(`${form.destination} is not in the catalogue`);
  return { dest, venues: venueChoices(dest, requestFromKnown(form)) };
}

type Stay = { name: string; location: string; why_recommended: string; price_range: string };
type Eat = {
  restaurant_name: string;
  restaurant_type: string;
  description: string;
  location: string;
};
type Thing = { destination_name: string; description: string; location: string };

export interface PlanParts {
  location: string;
  days: number;
  stays: Stay[];
  restaurants: Eat[];
  things: Thing[];
  estimated_cost?: string;
}

/** The offered venues as a model would list them. */
export function offered(venues: VenueChoices, city: string): Omit<PlanParts, 'location' | 'days'> {
  return {
    stays: venues.stays.slice(0, 2).map((s) => ({
      name: s.name,
      location: `${s.area}, ${city}`,
      why_recommended: 'Close to the sights you asked for.',
      price_range: s.price,
    })),
    restaurants: venues.restaurants.slice(0, 4).map((r) => ({
      restaurant_name: r.name,
      restaurant_type: r.cuisine,
      description: 'A good table for the evening.',
      location: `${r.area}, ${city}`,
    })),
    things: venues.activities.slice(0, 5).map((a) => ({
      destination_name: a.name,
      description: 'Worth the visit.',
      location: `${a.area}, ${city}`,
    })),
  };
}

/**
 * A known-type plan: day N visits the Nth thing and eats at the Nth restaurant, when there is
 * one, so no venue is named on two days.
 */
export function knownPlanOf(parts: PlanParts) {
  const part = (activities: string, dining: string) => ({ time: '9:00-12:00', activities, dining });
  return {
    location: parts.location,
    overview: 'A plan for the two of you.',
    time_to_go: 'Warm and dry.',
    estimated_cost: parts.estimated_cost ?? '$3,600 in total for two',
    what_to_pack: 'Comfortable shoes',
    helpful_tips: 'Carry a refillable water bottle.',
    itinerary: Array.from({ length: parts.days }, (_, i) => ({
      day_num: i + 1,
      summary: `Day ${i + 1}`,
      morning: part(`Visit ${parts.things[i]?.destination_name ?? 'the old town'}.`, 'Coffee'),
      afternoon: part('A slow walk by the water.', 'A light lunch'),
      evening: part(
        'Sunset from a viewpoint.',
        `Dinner at ${parts.restaurants[i]?.restaurant_name ?? 'a local place'}`,
      ),
    })),
    places_to_stay: parts.stays,
    restaurants: parts.restaurants,
    things_to_do: parts.things,
  };
}
