/**
 * A plan for a real place that is not in the curated catalogue. Nothing is invented: every item is
 * a live map search, labelled "Search: ...", and the prose says so plainly.
 */

import type {
  KnownDestination,
  KnownItineraryDay,
  PlaceToStay,
  Restaurant,
  ThingToDo,
} from '@app/shared';
import { personalNotes } from '../build/info.ts';
import { MAPS_SEARCH } from '../build/render.ts';
import type { Place } from '../gazetteer.ts';
import { DIET_LABELS } from '../parse/dietary.ts';
import type { PlanRequest } from '../request.ts';
import { joinList, usd, wordTable } from '../text.ts';

export const SEARCH_PREFIX = 'Search: ';

const STAY_SEARCHES: Record<string, string> = wordTable({
  hotel: 'hotels',
  resort: 'resorts',
  'vacation-home': 'vacation rentals',
  apartment: 'serviced apartments',
  boutique: 'boutique hotels',
  hostel: 'hostels',
  camping: 'campsites',
  unique: 'unique stays',
});

const THING_SEARCHES = [
  'top sights',
  'museums',
  'historic sites',
  'parks and gardens',
  'viewpoints',
  'markets',
  'walking tours',
  'local shops',
  'live music',
  'family attractions',
];

/**
 * The place as the plan names it: with its state, province or nation where that tells namesakes
 * apart ("Paris, Texas"), never the bare name of a better-known place.
 */
export function placeName(place: Place): string {
  return place.region && place.region !== place.name
    ? `${place.name}, ${place.region}`
    : place.name;
}

function search(term: string, place: Place): { name: string; link: string; location: string } {
  const query = `${term} in ${placeName(place)}`;
  return {
    name: `${SEARCH_PREFIX}${query}`,
    link: MAPS_SEARCH + encodeURIComponent(`${query}, ${place.country}`),
    location: [place.name, place.region, place.country]
      .filter((p, i, all) => p && all.indexOf(p) === i)
      .join(', '),
  };
}

const WHY =
  'A live map search, because this place is not in our curated catalogue: check recent reviews before you book.';

export function mapSearchPlan(place: Place, req: PlanRequest): KnownDestination {
  const full = placeName(place);
  const diet = joinList(req.dietary.map((d) => DIET_LABELS[d]));
  const access = req.accessible ? 'wheelchair accessible ' : '';
  const family = req.kids ? 'family-friendly ' : '';
  const stayTerms = [
    ...req.accommodation.map((t) => STAY_SEARCHES[t] ?? 'hotels'),
    ...req.brands.map((b) => `${b} hotels`),
    'boutique hotels',
    'hotels',
    'guesthouses',
    'apartments',
  ];
  const stays: PlaceToStay[] = [...new Set(stayTerms)].slice(0, 4).map((t) => {
    const s = search(`${family}${access}${t}`.trim(), place);
    return {
      name: s.name,
      location: s.location,
      why_recommended: WHY,
      price_range: 'Varies',
      google_maps_link: s.link,
      images: [],
    };
  });
  const foodTerms = diet
    ? [
        `${diet} restaurants`,
        `${diet} cafés`,
        `${diet} friendly lunch`,
        `${diet} bakeries`,
        `${diet} street food`,
        `${diet} fine dining`,
      ]
    : ['local restaurants', 'cafés', 'street food', 'bakeries', 'fine dining', 'bars with food'];
  const restaurants: Restaurant[] = foodTerms.map((t) => {
    const s = search(t, place);
    return {
      restaurant_name: s.name,
      restaurant_type: 'Map search',
      description: WHY,
      location: s.location,
      google_maps_link: s.link,
      images: [],
    };
  });
  // Named wishes come first as their own searches, so each is on the itinerary by name.
  const wishTerms = req.wishes.map((w) => w.label).slice(0, 4);
  const thingTerms = [
    ...wishTerms,
    ...THING_SEARCHES.filter((t) => !req.kids || t !== 'live music').map((t) =>
      `${access}${t}`.trim(),
    ),
  ];
  const things: ThingToDo[] = thingTerms.slice(0, 8).map((t) => {
    const s = search(t, place);
    return {
      destination_name: s.name,
      description: WHY,
      location: s.location,
      google_maps_link: s.link,
      images: [],
    };
  });

  const itinerary: KnownItineraryDay[] = [];
  for (let d = 1; d <= req.days; d++) {
    const morning = things[(d - 1) % things.length];
    const afternoon = req.pace >= 2 ? things[(d + 3) % things.length] : undefined;
    const dinner = restaurants[(d - 1) % restaurants.length];
    // With more days than searches the same search is offered again: that is a search, not a venue.
    itinerary.push({
      day_num: d,
      summary: d === 1 ? `Arrival and first look at ${full}` : `Exploring ${full}, day ${d}`,
      morning: {
        time: '9:00 AM - 12:00 PM',
        activities: morning
          ? `${morning.destination_name} (pick one that suits you)`
          : `Walk around ${full}`,
        dining: 'Breakfast at your accommodation or a café nearby',
      },
      afternoon: {
        time: '1:00 PM - 5:00 PM',
        activities: afternoon
          ? `${afternoon.destination_name} (pick one that suits you)`
          : `Free time in ${full}`,
        dining: `Lunch: ${restaurants[(d + 2) % restaurants.length]?.restaurant_name ?? 'a local spot'}`,
      },
      evening: {
        time: '6:00 PM - 10:00 PM',
        activities: 'Free evening',
        dining: `Dinner: ${dinner?.restaurant_name ?? 'a local spot'}`,
      },
    });
  }
  const each = req.budgetPerPerson;
  const budget =
    each === undefined
      ? ''
      : req.party > 1 && req.budgetTotal !== undefined
        ? ` Your budget of ${usd(req.budgetTotal)} for your party of ${req.party} is ${usd(each)} per person, about ${usd(each / req.days)} a day each for ${req.days} days.`
        : ` Your budget of ${usd(each)} works out to about ${usd(each / req.days)} a day for ${req.days} days.`;
  const notes = [
    req.dietary.length ? `Dietary needs: the restaurant searches ask for ${diet} places.` : '',
    req.accessible
      ? 'Accessibility: the searches ask for wheelchair accessible places; confirm with each venue.'
      : '',
    req.kids ? 'Travelling with children: the searches ask for family-friendly places.' : '',
    req.avoid.length
      ? `Skipped at your request: ${req.avoid.join(', ')}. Leave these out as you choose from the search results.`
      : '',
  ].filter(Boolean);
  const hello = req.firstName ? `${req.firstName}, ` : '';
  return {
    location: [place.name, place.region, place.country]
      .filter((p, i, all) => p && all.indexOf(p) === i)
      .join(', '),
    overview: `${hello}${full} is not in our curated catalogue, so this ${req.days}-day plan is built from map searches rather than named recommendations. Each item opens a live map search for ${full}; read recent reviews and choose what suits you.`,
    time_to_go: `We do not hold climate data for ${full}; check a local climate guide for the months you are considering.`,
    estimated_cost: `We do not hold local price data for ${full}.${budget}`,
    what_to_pack:
      'Comfortable walking shoes and layers; check the forecast for your dates before you pack.',
    helpful_tips: [
      `This plan for ${full} is made of map searches, not curated picks.`,
      ...notes,
      ...personalNotes(req, false),
    ].join(' '),
    itinerary,
    places_to_stay: stays,
    restaurants,
    things_to_do: things,
  };
}
