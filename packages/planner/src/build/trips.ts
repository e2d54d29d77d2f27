/**
 * When day trips fall. Asked for, they come from day 4 on (earlier on short trips), one every four
 * days at most; not asked for, they only take days the destination's own eligible venues cannot
 * fill, so no day is left without a named thing to do. Never the arrival day, and never the last
 * day of a trip of three days or more.
 */
import { findDestination } from '../catalogue/index.ts';
import type { Destination } from '../catalogue/types.ts';
import { distanceKm } from '../gazetteer.ts';
import { type PlanRequest, tierFor } from '../request.ts';
import { openOn } from './calendar.ts';
import type { TripLunch } from './day-plan.ts';
import { selectRestaurants, tripLunchPlaces } from './select.ts';

/** Cadence of asked-for day trips: at most one every this many days. */
export const TRIP_EVERY = 4;
/** The first day an asked-for day trip falls on, when the trip is long enough. */
export const FIRST_TRIP_DAY = 4;

export interface TripDayInput {
  days: number;
  /** Day trips the traveller may take (already filtered for their needs). */
  available: number;
  /** They asked for day trips. */
  asked: boolean;
  /** A day trip they named (a wish): at least one is scheduled. */
  named: boolean;
  /** They turned day trips down: none at all. */
  declined: boolean;
  /** Distinct daytime activities the destination can offer them (one fills a day). */
  capacity: number;
}

/** Days a trip may fall on, best first: the cadence, then the days furthest from other trips. */
function candidateDays(days: number): number[] {
  const lo = 2;
  const hi = days >= 3 ? days - 1 : days;
  if (hi < lo) return [];
  const order: number[] = [];
  for (let d = Math.max(lo, Math.min(FIRST_TRIP_DAY, hi)); d <= hi; d += TRIP_EVERY) order.push(d);
  while (order.length < hi - lo + 1) {
    let best = -1;
    let bestGap = -1;
    for (let d = lo; d <= hi; d++) {
      if (order.includes(d)) continue;
      const gap = Math.min(...order.map((t) => Math.abs(t - d)), Number.POSITIVE_INFINITY);
      if (gap > bestGap) {
        best = d;
        bestGap = gap;
      }
    }
    order.push(best);
  }
  return order;
}

/** Cadence days only (what an asked-for trip uses before any filling). */
function cadenceCount(days: number): number {
  const order = candidateDays(days);
  let n = 0;
  for (let i = 0; i < order.length; i++) {
    const d = order[i] ?? 0;
    if (i > 0 && d - (order[i - 1] ?? 0) !== TRIP_EVERY) break;
    n++;
  }
  return n;
}

/** Sorted day numbers for day trips. */
export function chooseTripDays(input: TripDayInput): number[] {
  const { days, available } = input;
  if (available === 0 || input.declined) return [];
  const order = candidateDays(days);
  const asked = input.asked ? Math.min(available, cadenceCount(days)) : 0;
  const short = Math.max(0, days - asked - input.capacity);
  const wanted = Math.max(asked + short, input.named ? 1 : 0);
  return order.slice(0, Math.min(wanted, available)).sort((a, b) => a - b);
}

/** A day trip's town only counts as the catalogue destination of that name when it is this close. */
const TRIP_TOWN_KM = 300;

/**
 * Lunch on a day trip: a real restaurant, from the trip's town when it is itself a catalogue
 * destination (Sintra from Lisbon), else from the places the trip lists, under the same rules
 * as the base's restaurants (diet, allergies, places to skip, season, closing days).
 */
export function tripLunchFinder(dest: Destination, req: PlanRequest): TripLunch {
  const cache = new Map<string, ReturnType<TripLunch>>();
  return (trip, day) => {
    const key = `${trip.name}|${day?.weekday ?? ''}|${day?.month ?? ''}`;
    if (cache.has(key)) return cache.get(key);
    const town = findDestination(trip.name);
    const near = town && town.id !== dest.id && distanceKm(dest, town) <= TRIP_TOWN_KM;
    const restaurant = near
      ? selectRestaurants(town, req, tierFor(town, req), 40).find(
          (r) => r.meals.includes('lunch') && openOn(r, day),
        )
      : undefined;
    const own = restaurant ? undefined : tripLunchPlaces(trip, req).find((r) => openOn(r, day));
    const found = restaurant
      ? { restaurant, town: town?.name ?? trip.name }
      : own && { restaurant: own, town: trip.name };
    cache.set(key, found);
    return found;
  };
}
