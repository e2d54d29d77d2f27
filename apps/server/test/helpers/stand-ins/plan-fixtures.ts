import {
  type KnownDestination,
  type KnownFormData,
  knownDestination,
  knownFormData,
  type UnknownDestination,
  type UnknownFormData,
  unknownDestination,
  unknownFormData,
} from '@app/shared';

/** Replies a model might give, and the questionnaire answers behind them, for adapter tests. */

export const knownForm: KnownFormData = knownFormData.parse({
  firstName: 'Ana',
  destination: 'Lisbon, Portugal',
  departingFrom: 'Boston',
  datesTraveling: 'June 3-5',
  otherTravelers: 'my partner',
  plansSoFar: 'Flights booked, nothing else yet',
  budgetRange: 2500,
  dietaryRestrictions: 'strictly vegetarian',
  accessibilityNeeds: true,
  placesToAvoid: 'Pink Street bars',
});

export const unknownForm: UnknownFormData = unknownFormData.parse({
  firstName: 'Ana',
  travelMotivation: 'Quiet beaches and good seafood after a busy year',
  travelTimeline: 'September',
  travelLengthDays: 2,
  departingFrom: 'London',
  budgetRange: [1500, 2500],
  dietaryRestrictions: 'no shellfish',
});

const stay = (location: string) => ({
  name: 'Hotel Avenida',
  location,
  why_recommended: 'Step-free rooms near the river.',
  price_range: '$180-240 per night',
});
const restaurant = (location: string) => ({
  restaurant_name: 'Ao 26 Vegan Food Project',
  restaurant_type: 'Vegan, casual',
  description: 'Creative plant-based Portuguese dishes.',
  location,
  google_maps_link: 'https://www.google.com/maps/search/?api=1&query=Ao%2026',
});
const thing = (location: string) => ({
  destination_name: 'MAAT',
  description: 'Riverside museum with a walkable roof.',
  location,
});

function base(location: string) {
  return {
    location,
    overview: 'A sunny, walkable capital.',
    time_to_go: 'Spring and early autumn.',
    estimated_cost: '$2,200 for two',
    what_to_pack: ['Comfortable shoes', 'Light jacket'],
    helpful_tips: 'Buy a Viva Viagem card.',
    places_to_stay: [stay(location)],
    restaurants: [restaurant(location)],
    things_to_do: [thing(location)],
  };
}

/** A known-type plan as a model would send it (no images, one maps link missing). */
export function knownPlan(location = 'Lisbon, Portugal') {
  const part = (activities: string) => ({ time: '9:00-12:00', activities, dining: 'Café' });
  return {
    ...base(location),
    itinerary: [1, 2, 3].map((day_num) => ({
      day_num,
      summary: `Day ${day_num} in town`,
      morning: part('Walk'),
      afternoon: part('Museum'),
      evening: part('Dinner'),
    })),
  };
}

export function unknownPlan(location = 'Tavira, Portugal', days = 2) {
  return {
    ...base(location),
    itinerary: Array.from({ length: days }, (_, i) => ({
      day_num: i + 1,
      summary: `Beach day ${i + 1}`,
      morning: 'Swim at Ilha de Tavira.',
      afternoon: 'Siesta and old town.',
      evening: 'Grilled fish by the river.',
    })),
  };
}

/** A validated unknown destination, as the first destination of a plan. */
export function firstDestination(): UnknownDestination {
  const plan = unknownPlan();
  const link = 'https://www.google.com/maps/search/?api=1&query=Tavira';
  return unknownDestination.parse({
    ...plan,
    what_to_pack: 'Swimwear',
    places_to_stay: plan.places_to_stay.map((s) => ({ ...s, google_maps_link: link })),
    things_to_do: plan.things_to_do.map((t) => ({ ...t, google_maps_link: link })),
  });
}

/** A validated known destination (for tests that store a plan directly). */
export function knownDestinationFixture(location = 'Lisbon, Portugal'): KnownDestination {
  const plan = knownPlan(location);
  const link = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
  return knownDestination.parse({
    ...plan,
    what_to_pack: 'Comfortable shoes',
    places_to_stay: plan.places_to_stay.map((s) => ({ ...s, google_maps_link: link })),
    things_to_do: plan.things_to_do.map((t) => ({ ...t, google_maps_link: link })),
  });
}

export const comparison = {
  cost: { firstDestination: 'About $1,900', secondDestination: 'About $2,300' },
  travel_distance: { firstDestination: '3 h flight', secondDestination: '2.5 h flight' },
  travel_timing: 'Both are warm in September.',
  budget_highlights: 'Tavira is cheaper.',
  other_tips: 'Book ferries early.',
};
