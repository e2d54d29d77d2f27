/**
 * A destination's verified venues for an AI provider's prompt: the ones that fit the request,
 * with the facts that decide a day (diets, access, months, closing days), and the ones left out
 * with the reason. The planner's own selection rules decide what fits, and the checker holds a
 * plan to the same rules, so a model that keeps to this list meets them.
 */
import {
  activitySuitsChildren,
  allergenMenu,
  budgetStays,
  eligibleActivities,
  eligibleRestaurants,
  eligibleTrips,
  inSeason,
  openThroughout,
  STRENUOUS,
  tripLunchPlaces,
  tripSuitsChildren,
} from './build/select.ts';
import { destinationLabel } from './catalogue/index.ts';
import type {
  Activity,
  DayTrip,
  Destination,
  DietaryTag,
  Restaurant,
  Stay,
  Weekday,
} from './catalogue/types.ts';
import { venueAvoided } from './parse/avoid.ts';
import { servesDiet } from './parse/dietary.ts';
import { type PlanRequest, tierFor } from './request.ts';
import { MONTH_NAMES } from './text.ts';

export interface VenueChoices {
  /** "Lisbon, Portugal". */
  destination: string;
  overview: string;
  tips: string[];
  stays: Array<{
    name: string;
    type: string;
    price: string;
    area: string;
    wheelchair_accessible: boolean;
    family_friendly: boolean;
    brand?: string;
  }>;
  restaurants: Array<{
    name: string;
    cuisine: string;
    price: string;
    area: string;
    diets: DietaryTag[];
    meals: string[];
    /** Absent: all year. */
    months?: string[];
    closed_on?: Weekday[];
  }>;
  activities: Array<{
    name: string;
    kinds: string[];
    area: string;
    wheelchair_accessible: boolean;
    family_friendly: boolean;
    evening: boolean;
    best_time: string[];
    hours: number;
    cost_usd: number;
    /** Absent: all year. */
    months?: string[];
    closed_on?: Weekday[];
  }>;
  day_trips: Array<{
    name: string;
    travel_time: string;
    wheelchair_accessible?: boolean;
    family_friendly?: boolean;
    /** Absent: all year. */
    months?: string[];
    /** Places to eat lunch there that suit this traveller (absent: none verified). */
    lunch_at?: Array<{ name: string; cuisine: string; closed_on?: Weekday[] }>;
  }>;
  /** Catalogue venues that do not fit this request, so the model does not bring them back. */
  left_out: Array<{ name: string; reason: string }>;
}

const price = (level: number) => '$'.repeat(level);
const months = (list: readonly number[]) => list.map((m) => MONTH_NAMES[m - 1] ?? String(m));

function avoided(req: PlanRequest, name: string, neighbourhood: string, text: string): boolean {
  return venueAvoided({ name, neighbourhood, text }, req.avoid);
}

/** "runs only in June, July and August" for a venue whose months miss the trip. */
function onlyIn(v: { months?: readonly number[] }, verb = 'runs'): string {
  return `${verb} only in ${months(v.months ?? []).join(', ')}`;
}

function stayReason(s: Stay, req: PlanRequest): string {
  if (avoided(req, s.name, s.neighbourhood, s.why)) return 'on the list of places to skip';
  if (req.accessible && !s.accessible) return 'not wheelchair accessible';
  if (req.kids && !s.familyFriendly) return 'not suited to children';
  if (!openThroughout(s, req.months)) return onlyIn(s, 'open');
  return "not at the budget's price level";
}

function restaurantReason(r: Restaurant, req: PlanRequest): string {
  if (avoided(req, r.name, r.neighbourhood, r.description)) return 'on the list of places to skip';
  if (!servesDiet(r.dietary, req.dietary)) return `no ${req.dietary.join('/')} options`;
  if (!inSeason(r, req.months)) return onlyIn(r, 'open');
  if (allergenMenu(r, req)) return `its menu is built on ${req.allergies.join('/')}`;
  return "not at the budget's price level";
}

function activityReason(a: Activity, req: PlanRequest): string {
  if (avoided(req, a.name, a.neighbourhood, a.description)) return 'on the list of places to skip';
  if (req.accessible && !a.accessible) return 'not wheelchair accessible';
  if (!activitySuitsChildren(a, req))
    return a.familyFriendly ? `no children under ${a.minAge}` : 'not suited to children';
  if (!inSeason(a, req.months)) return onlyIn(a);
  if (req.lowStrain && a.kinds.some((k) => STRENUOUS.includes(k)))
    return 'too strenuous for this party';
  return 'does not fit the request';
}

function tripReason(t: DayTrip, req: PlanRequest, dest: Destination): string {
  if (avoided(req, t.name, '', t.description)) return 'on the list of places to skip';
  if (req.accessible && t.accessible !== true) return 'step-free access not documented';
  if (req.kids && !tripSuitsChildren(t, dest)) return 'not suited to children';
  if (!inSeason(t, req.months)) return onlyIn(t);
  return 'does not fit the request';
}

/** The trip's lunch places this traveller may eat at, as the planner would choose them. */
function tripLunch(
  t: DayTrip,
  req: PlanRequest,
): Pick<VenueChoices['day_trips'][number], 'lunch_at'> {
  const places = tripLunchPlaces(t, req);
  if (places.length === 0) return {};
  return {
    lunch_at: places.map((r) => ({
      name: r.name,
      cuisine: r.cuisine,
      ...(r.closedDays?.length ? { closed_on: r.closedDays } : {}),
    })),
  };
}

export function venueChoices(dest: Destination, req: PlanRequest): VenueChoices {
  const stays = budgetStays(dest, req, tierFor(dest, req)).stays;
  // As the planner does: no menu built on an allergen, nothing out of season.
  const restaurants = eligibleRestaurants(dest, req);
  const activities = eligibleActivities(dest, req);
  const trips = req.dayTrips ? eligibleTrips(dest, req) : [];
  return {
    destination: destinationLabel(dest),
    overview: dest.overview,
    tips: dest.tips,
    stays: stays.map((s) => ({
      name: s.name,
      type: s.type,
      price: price(s.priceLevel),
      area: s.neighbourhood,
      wheelchair_accessible: s.accessible,
      family_friendly: s.familyFriendly,
      ...(s.brand ? { brand: s.brand } : {}),
    })),
    restaurants: restaurants.map((r) => ({
      name: r.name,
      cuisine: r.cuisine,
      price: price(r.priceLevel),
      area: r.neighbourhood,
      diets: r.dietary,
      meals: r.meals,
      ...(r.months && r.months.length < 12 ? { months: months(r.months) } : {}),
      ...(r.closedDays?.length ? { closed_on: r.closedDays } : {}),
    })),
    activities: activities.map((a) => ({
      name: a.name,
      kinds: a.kinds,
      area: a.neighbourhood,
      wheelchair_accessible: a.accessible,
      family_friendly: a.familyFriendly,
      ...(a.minAge !== undefined ? { min_age: a.minAge } : {}),
      evening: a.nightlife,
      best_time: a.bestTime,
      hours: a.durationHours,
      cost_usd: a.costUsd,
      ...(a.months && a.months.length < 12 ? { months: months(a.months) } : {}),
      ...(a.closedDays?.length ? { closed_on: a.closedDays } : {}),
    })),
    day_trips: trips.map((t) => ({
      name: t.name,
      travel_time: t.travelTime,
      ...(t.accessible !== undefined ? { wheelchair_accessible: t.accessible } : {}),
      ...(t.familyFriendly !== undefined ? { family_friendly: t.familyFriendly } : {}),
      ...(t.months && t.months.length < 12 ? { months: months(t.months) } : {}),
      ...tripLunch(t, req),
    })),
    left_out: [
      ...dest.stays.filter((s) => !stays.includes(s)).map((s) => [s.name, stayReason(s, req)]),
      ...dest.restaurants
        .filter((r) => !restaurants.includes(r))
        .map((r) => [r.name, restaurantReason(r, req)]),
      ...dest.activities
        .filter((a) => !activities.includes(a))
        .map((a) => [a.name, activityReason(a, req)]),
      ...dest.dayTrips
        .filter((t) => req.dayTrips && !trips.includes(t))
        .map((t) => [t.name, tripReason(t, req, dest)]),
    ].map(([name = '', reason = '']) => ({ name, reason })),
  };
}
