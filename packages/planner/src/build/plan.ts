/** Builds one destination's plan from the catalogue under a request; shared by both paths and revision. */
import type { KnownDestination, ThingToDo, UnknownDestination } from '@app/shared';
import type { Activity, Destination } from '../catalogue/types.ts';
import { isAvoided } from '../parse/avoid.ts';
import { DIET_LABELS } from '../parse/dietary.ts';
import { type PlanRequest, type Tier, tierFor } from '../request.ts';
import { joinList } from '../text.ts';
import { timeToGo, whatToPack } from './climate.ts';
import { estimatedCost, helpfulTips, overview } from './info.ts';
import { buildItinerary, type DayPlan } from './itinerary.ts';
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
  eligibleRestaurants,
  MIN_RECOMMENDATIONS,
  RESTAURANT_COUNT,
  rankActivities,
  selectRestaurants,
  selectStays,
  THINGS_COUNT,
} from './select.ts';

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
  const wantedRestaurants = Math.max(RESTAURANT_COUNT, Math.min(req.days + 2, 10));
  let restaurants = selectRestaurants(dest, req, tier, wantedRestaurants);
  const activities = rankActivities(dest, req, tier);
  let stays = picked.stays;
  // Strict filters can leave fewer than 15 venues; then list every eligible stay and restaurant.
  if (stays.length + restaurants.length + activities.length < MIN_RECOMMENDATIONS) {
    stays = [...stays, ...budgetStays(dest, req, tier).stays.filter((s) => !stays.includes(s))];
    restaurants = [
      ...restaurants,
      ...eligibleRestaurants(dest, req).filter((r) => !restaurants.includes(r)),
    ];
  }
  const overBudget = picked.overBudget;
  // Day trips have no accessibility data in the catalogue, so accessible plans leave them out.
  const allowedTrips = dest.dayTrips.filter((t) => !isAvoided(t.name, req.avoid));
  const named = allowedTrips.filter((t) => req.tripFirst && t.name === req.tripFirst);
  const trips =
    req.dayTrips && !req.accessible
      ? [...named, ...allowedTrips.filter((t) => !named.includes(t))]
      : [];
  const days = buildItinerary({
    dest,
    days: req.days,
    pace: req.pace,
    activities,
    restaurants,
    trips,
    base: stays[0]?.neighbourhood ?? activities[0]?.neighbourhood ?? dest.name,
    nightlife: (req.weights.nightlife ?? 0) > 0 && !req.kids,
  });

  const scheduled: Activity[] = [];
  const usedTrips = new Set<string>();
  for (const d of days)
    for (const slot of [d.morning, d.afternoon, d.evening]) {
      if (slot.activity) scheduled.push(slot.activity);
      if (slot.trip) usedTrips.add(slot.trip.name);
    }
  // The list shows what is scheduled first, then the best of the rest, up to the 15-item floor.
  const thingsWanted = Math.max(
    THINGS_COUNT,
    MIN_RECOMMENDATIONS - stays.length - restaurants.length - usedTrips.size,
  );
  const extra = activities.filter((a) => !scheduled.includes(a));
  const things: ThingToDo[] = [
    ...[...scheduled, ...extra]
      .slice(0, Math.max(thingsWanted, scheduled.length))
      .map((a) => activityItem(a, dest)),
    ...trips.filter((t) => usedTrips.has(t.name)).map((t) => tripItem(t, dest)),
  ];

  const months = req.months;
  const kinds = new Set(scheduled.flatMap((a) => a.kinds));
  const restaurantsShort = req.dietary.length > 0 && restaurants.length < RESTAURANT_COUNT;
  const diet = joinList(req.dietary.map((d) => DIET_LABELS[d]));
  const base: Omit<KnownDestination, 'itinerary'> = {
    location: `${dest.name}, ${dest.country}`,
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
      restaurantCount: restaurants.length,
      staysOverBudget: overBudget,
      skippedTrips: req.dayTrips && req.accessible && dest.dayTrips.length > 0,
      tripNames: [...usedTrips],
    }),
    places_to_stay: stays.map((s) => stayItem(s, dest)),
    restaurants: restaurants.map((r) => restaurantItem(r, dest)),
    things_to_do: things,
  };
  return { dest, tier, days, base, dietNote: diet ? ` (ask for ${diet} dishes)` : '' };
}

export function planKnownDestination(dest: Destination, req: PlanRequest): KnownDestination {
  const core = buildCore(dest, req);
  return { ...core.base, itinerary: knownDays(core.days, core.dietNote) };
}

export function planUnknownDestination(dest: Destination, req: PlanRequest): UnknownDestination {
  const core = buildCore(dest, req);
  return { ...core.base, itinerary: unknownDays(core.days, core.dietNote) };
}
