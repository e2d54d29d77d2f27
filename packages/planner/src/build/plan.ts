/** Builds one destination's plan from the catalogue under a request; shared by both paths and revision. */
import type { KnownDestination, ThingToDo, UnknownDestination } from '@app/shared';
import { destinationLabel } from '../catalogue/index.ts';
import type { Activity, Destination } from '../catalogue/types.ts';
import { DIET_LABELS } from '../parse/dietary.ts';
import type { Theme } from '../parse/wishes.ts';
import { type PlanRequest, type Tier, tierFor } from '../request.ts';
import { joinList, norm } from '../text.ts';
import { interestVenues, ownInterests } from '../unknown/fit.ts';
import { openOn, tripCalendar } from './calendar.ts';
import { monthRanges, timeToGo, whatToPack } from './climate.ts';
import type { DayPlan } from './day-plan.ts';
import { estimatedCost, greeting, helpfulTips, overview } from './info.ts';
import { buildItinerary } from './itinerary.ts';
import {
  activityItem,
  knownDays,
  restaurantItem,
  stayItem,
  tripItem,
  unknownDays,
} from './render.ts';
import {
  budgetStays,
  eligibleActivities,
  eligibleRestaurants,
  eligibleTrips,
  MIN_RECOMMENDATIONS,
  RESTAURANT_COUNT,
  rankActivities,
  selectRestaurants,
  selectStays,
  THINGS_COUNT,
} from './select.ts';
import { tripLunchFinder } from './trips.ts';
import { planWishes } from './wishes.ts';

interface Core {
  dest: Destination;
  tier: Tier;
  days: DayPlan[];
  base: Omit<KnownDestination, 'itinerary'>;
  dietNote: string;
}

function buildCore(dest: Destination, req: PlanRequest): Core {
  const tier = tierFor(dest, req);
  const picked = selectStays(dest, req, tier);
  // Step-free trips only for a wheelchair user, family ones with children, in season.
  const allowedTrips = eligibleTrips(dest, req);
  const wishes = planWishes(
    dest,
    req.wishes,
    {
      activities: eligibleActivities(dest, req),
      restaurants: eligibleRestaurants(dest, req),
      trips: allowedTrips,
    },
    req.months,
  );
  // Every eligible restaurant, best first: the days pick from all of them (meals.ts).
  const pool = selectRestaurants(dest, req, tier, Number.MAX_SAFE_INTEGER, wishes.restaurants);
  const activities = rankActivities(dest, req, tier, wishes.activities);
  const first = req.tripFirst ?? wishes.trip?.name;
  const named = allowedTrips.filter((t) => first && t.name === first);
  const trips = [...named, ...allowedTrips.filter((t) => !named.includes(t))];
  let stays = picked.stays;
  const days = buildItinerary({
    dest,
    days: req.days,
    pace: req.pace,
    activities,
    restaurants: pool,
    trips,
    tripsAsked: req.dayTrips,
    tripsDeclined: req.noDayTrips,
    tripNamed: named.length > 0,
    tripLunch: tripLunchFinder(dest, req),
    base: stays[0]?.neighbourhood ?? activities[0]?.neighbourhood ?? dest.name,
    nightlife: (req.weights.nightlife ?? 0) > 0 && !req.kids,
    wished: wishes.activities,
    wishedRestaurants: wishes.restaurants,
    calendar: tripCalendar(req.startDate, req.days),
    monthsKnown: req.months.length > 0,
  });

  // The list holds every restaurant the days name, then the best of the rest.
  const booked = new Set<string>();
  for (const d of days)
    for (const slot of [d.morning, d.afternoon, d.evening])
      if (slot.meal.restaurant && !slot.meal.town) booked.add(slot.meal.restaurant.name);
  const listed = Math.max(RESTAURANT_COUNT, Math.min(req.days * 2, 20));
  const spare = pool.filter((r) => !booked.has(r.name)).slice(0, Math.max(0, listed - booked.size));
  let restaurants = pool.filter((r) => booked.has(r.name) || spare.includes(r));
  // Strict filters can leave fewer than 15 venues; then list every eligible stay and restaurant.
  if (stays.length + restaurants.length + activities.length < MIN_RECOMMENDATIONS) {
    stays = [...stays, ...budgetStays(dest, req, tier).stays.filter((s) => !stays.includes(s))];
    restaurants = [
      ...restaurants,
      ...eligibleRestaurants(dest, req).filter((r) => !restaurants.includes(r)),
    ];
  }
  const overBudget = picked.overBudget;

  const scheduled: Activity[] = [];
  const usedTrips = new Set<string>();
  for (const d of days)
    for (const slot of [d.morning, d.afternoon, d.evening]) {
      if (slot.activity && !scheduled.includes(slot.activity)) scheduled.push(slot.activity);
      if (slot.trip) usedTrips.add(slot.trip.name);
    }
  // The list shows what is scheduled first, then the best of the rest, up to the 15-item floor.
  const thingsWanted = Math.max(
    THINGS_COUNT,
    MIN_RECOMMENDATIONS - stays.length - restaurants.length - usedTrips.size,
  );
  // With the dates known, the list holds nothing the trip has no open day for (a Saturday
  // market on a Tuesday-to-Thursday trip).
  const calendar = tripCalendar(req.startDate, req.days);
  const extra = activities.filter(
    (a) => !scheduled.includes(a) && (calendar.length === 0 || calendar.some((d) => openOn(a, d))),
  );
  const things: ThingToDo[] = [
    ...[...scheduled, ...extra]
      .slice(0, Math.max(thingsWanted, scheduled.length))
      .map((a) => activityItem(a, dest)),
    ...trips.filter((t) => usedTrips.has(t.name)).map((t) => tripItem(t, dest)),
  ];

  const months = req.months;
  const kinds = new Set(scheduled.flatMap((a) => a.kinds));
  const meals = mealCount(days);
  const restaurantsShort = req.dietary.length > 0 && pool.length < RESTAURANT_COUNT;
  const diet = joinList(req.dietary.map((d) => DIET_LABELS[d]));
  const base: Omit<KnownDestination, 'itinerary'> = {
    location: destinationLabel(dest),
    overview: overview(dest, req, tier),
    time_to_go: timeToGo(dest, months, req.monthsLabel),
    estimated_cost: estimatedCost(dest, req, tier),
    what_to_pack: whatToPack(dest, months, {
      beach: kinds.has('beach') || kinds.has('water-sport') || dest.environment.includes('beach'),
      hiking: kinds.has('hike'),
      modest: kinds.has('religious-site'),
    }),
    helpful_tips: helpfulTips(dest, req, tier, {
      restaurantsShort,
      restaurantCount: pool.length,
      mealsOpen: meals.open,
      mealsRepeated: meals.repeated,
      staysOverBudget: overBudget,
      skippedTrips:
        req.dayTrips && req.accessible && dest.dayTrips.some((t) => !allowedTrips.includes(t)),
      someTripsStepFree: allowedTrips.length > 0,
      tripsDeclined: req.noDayTrips === true,
      tripNames: [...usedTrips],
      tripsFillDays: !req.dayTrips && [...usedTrips].some((t) => t !== first),
      missingWishes: [...wishes.missing.map((w) => w.label), ...unmetInterests(dest, req)],
      placeWishes: wishes.byPlace.flatMap((w) => {
        const met = w.theme ? placeEvidence(dest, w.theme, req) : undefined;
        return met ? [met] : [];
      }),
      excludedWishes: wishes.excluded.map((x) => `${x.wish.label} (${x.venue})`),
      seasonWishes: wishes.outOfSeason.map(
        (x) => `${x.wish.label}: ${x.venue} runs only in ${monthRanges(x.months)}`,
      ),
    }),
    places_to_stay: stays.map((s) => stayItem(s, dest)),
    restaurants: restaurants.map((r) => restaurantItem(r, dest)),
    things_to_do: things,
  };
  return { dest, tier, days, base, dietNote: diet ? ` (ask for ${diet} dishes)` : '' };
}

/**
 * Specific interests the traveller wrote that no venue here serves ("jazz" in Melbourne), unless
 * a named wish already speaks for them: the plan says so rather than staying silent.
 */
function unmetInterests(dest: Destination, req: PlanRequest): string[] {
  const wished = req.wishes.map((w) => norm(w.label));
  return ownInterests(req)
    .filter((i) => i.specific && !wished.some((w) => w.includes(i.label.split(' ')[0] ?? '')))
    .filter((i) => interestVenues(dest, req, i).length === 0)
    .map((i) => i.label);
}

/** Why the place itself meets a theme no venue names: its climate or where it lies. */
function placeEvidence(
  dest: Destination,
  theme: Theme,
  req: PlanRequest,
): { what: string; because: string } | undefined {
  const when = req.monthsLabel ? ` in ${req.monthsLabel}` : '';
  const highs = req.months.map((m) => dest.climate.highC[m - 1] ?? 0);
  switch (theme) {
    case 'snow':
      return {
        what: 'a snow activity',
        because:
          highs.length > 0
            ? `daytime highs around ${Math.max(...highs)}°C${when} make snow likely`
            : 'its winters are cold enough for snow',
      };
    case 'aurora':
      return {
        what: 'a northern lights tour',
        because: `at ${Math.round(dest.lat)}°N the northern lights can be seen on clear, dark nights`,
      };
    case 'beach':
      return highs.length > 0
        ? { what: 'a beach', because: `highs around ${Math.min(...highs)}°C${when} suit the coast` }
        : undefined;
    case 'villages':
      return { what: 'a village outing', because: `${dest.name} is itself a small place` };
    default:
      return undefined;
  }
}

/** Lunches and dinners in town left without a named place, and places named more than once. */
function mealCount(days: readonly DayPlan[]): { open: number; repeated: boolean } {
  let open = 0;
  const seen = new Set<string>();
  let repeated = false;
  for (const d of days)
    for (const slot of [d.afternoon, d.evening]) {
      const m = slot.meal;
      if (m.away || m.included) continue;
      if (!m.restaurant) open++;
      else if (seen.has(m.restaurant.name)) repeated = true;
      else seen.add(m.restaurant.name);
    }
  return { open, repeated };
}

export function planKnownDestination(dest: Destination, req: PlanRequest): KnownDestination {
  const core = buildCore(dest, req);
  return { ...core.base, itinerary: knownDays(core.days, core.dietNote) };
}

/** `why` (the preferences it matches) is shown in the plan and opens the overview. */
export function planUnknownDestination(
  dest: Destination,
  req: PlanRequest,
  why: readonly string[] = [],
): UnknownDestination {
  const core = buildCore(dest, req);
  const plan: UnknownDestination = {
    ...core.base,
    itinerary: unknownDays(core.days, core.dietNote),
  };
  if (why.length === 0) return plan;
  // After the greeting, before the place description: the reasons are what the traveller asked.
  const because = `Why ${dest.name}: ${why.slice(0, 3).join(' ')}`;
  const hello = greeting(dest, req, core.tier);
  const overview = plan.overview.startsWith(hello)
    ? `${hello} ${because}${plan.overview.slice(hello.length)}`
    : `${plan.overview} ${because}`;
  return { ...plan, why: [...why], overview };
}
