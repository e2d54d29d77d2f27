import type { ComparisonData, PlaceToStay, Restaurant, ThingToDo } from '@app/shared';
import type { DestinationView, ItineraryDayView } from '../plan-data.ts';

/**
 * EXAMPLE content drawn behind the preview's blur. It is made up here, in the browser: the
 * real rest of an unpaid plan never leaves the server (presenters/plan.ts).
 */
const search = 'https://www.google.com/maps/search/?api=1&query=example';

export const EXAMPLE_STAYS: PlaceToStay[] = [
  {
    name: 'Harbourside Boutique Hotel',
    location: 'Old Town',
    why_recommended: 'Quiet rooms above the waterfront, a rooftop terrace and breakfast included.',
    price_range: '$$$',
    google_maps_link: search,
    images: [],
  },
  {
    name: 'The Garden Guesthouse',
    location: 'Riverside',
    why_recommended:
      'A family-run house with a leafy courtyard, ten minutes on foot from the centre.',
    price_range: '$$',
    google_maps_link: search,
    images: [],
  },
];

export const EXAMPLE_RESTAURANTS: Restaurant[] = [
  {
    restaurant_name: 'Market Hall Kitchen',
    restaurant_type: 'Seasonal small plates',
    description: 'Counter seats facing an open kitchen that cooks what the morning market sold.',
    location: 'Market Square',
    google_maps_link: search,
    images: [],
  },
  {
    restaurant_name: 'Lantern Street Noodles',
    restaurant_type: 'Casual, late opening',
    description: 'Hand-pulled noodles and broths simmered all day; expect a short queue.',
    location: 'Lantern Street',
    google_maps_link: search,
    images: [],
  },
];

export const EXAMPLE_THINGS: ThingToDo[] = [
  {
    destination_name: 'Sunrise walk on the ramparts',
    description: 'The old walls make a loop of about an hour with views over the rooftops.',
    location: 'City walls',
    google_maps_link: search,
    images: [],
  },
  {
    destination_name: 'Afternoon at the botanical garden',
    description: 'Glasshouses, a shaded tea pavilion and a small museum of local plants.',
    location: 'North Park',
    google_maps_link: search,
    images: [],
  },
];

export const EXAMPLE_KNOWN_DAY: ItineraryDayView = {
  day_num: 2,
  summary: 'Markets, museums and a sunset viewpoint',
  morning: {
    time: '9:00 AM',
    activities: 'Stroll through the covered market',
    dining: 'Pastries at a corner bakery',
  },
  afternoon: {
    time: '1:00 PM',
    activities: 'The city museum and its sculpture garden',
    dining: 'Lunch on a shaded terrace',
  },
  evening: {
    time: '7:00 PM',
    activities: 'Sunset from the hilltop viewpoint',
    dining: 'Dinner at a neighbourhood tavern',
  },
};

export const EXAMPLE_UNKNOWN_DAY: ItineraryDayView = {
  day_num: 2,
  summary: 'Markets, museums and a sunset viewpoint',
  morning: 'Stroll through the covered market and stop for pastries at a corner bakery.',
  afternoon: 'Visit the city museum and its sculpture garden, with lunch on a shaded terrace.',
  evening: 'Watch the sunset from the hilltop viewpoint, then dinner at a neighbourhood tavern.',
};

export const EXAMPLE_INFO = {
  timeToGo: 'Late spring and early autumn bring mild days, fewer crowds and lower prices.',
  estimatedCost: 'About $180 per person per day at a mid-range level, before flights.',
  whatToPack: 'Comfortable walking shoes, light layers, a rain jacket and a reusable bottle.',
};

export const EXAMPLE_SECOND: DestinationView = {
  location: 'Your bonus destination',
  overview:
    'A second destination chosen to contrast with your first: different pace, different scenery, compared side by side.',
  time_to_go: EXAMPLE_INFO.timeToGo,
  estimated_cost: EXAMPLE_INFO.estimatedCost,
  what_to_pack: EXAMPLE_INFO.whatToPack,
  helpful_tips: 'Book popular restaurants a few days ahead.',
  places_to_stay: EXAMPLE_STAYS.slice(0, 1),
  restaurants: EXAMPLE_RESTAURANTS.slice(0, 1),
  things_to_do: EXAMPLE_THINGS.slice(0, 1),
  itinerary: [],
};

export const EXAMPLE_COMPARISON: ComparisonData = {
  cost: { firstDestination: 'About $150 a day', secondDestination: 'About $110 a day' },
  travel_distance: {
    firstDestination: 'About 7 hours by air',
    secondDestination: 'About 5 hours by air',
  },
  travel_timing: 'Both are at their best in late spring; the second is quieter in summer.',
  budget_highlights: 'Both fit your budget; the second leaves room for a splurge dinner.',
  other_tips: 'Combine them in one trip with a short connecting flight.',
};
