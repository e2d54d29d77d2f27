/**
 * Lays picked venues out over the days (decision 0023). Every day gets a named daytime thing while
 * the catalogue has one: on long trips the venues are spread so that later days are not empty,
 * and day trips take days the destination cannot fill. A day fills its morning and afternoon
 * before its evening, keeps to one neighbourhood where it can, evenings get evening things the
 * traveller would want, no activity is booked twice (a free afternoon back at a park or beach on
 * a day with nothing new is a revisit, not a booking), and with known dates nothing is planned on
 * a day it is closed or out of season. Meals: meals.ts.
 */
import type { Activity, DayTrip, Destination, Restaurant } from '../catalogue/types.ts';
import type { Pace } from '../parse/pace.ts';
import { closingNote, type Opening, openOn, seasonNote, type TripDay } from './calendar.ts';
import {
  areaDay,
  cityDay,
  type DayContext,
  type DayPlan,
  revisitDay,
  type TripLunch,
  tripDay,
} from './day-plan.ts';
import { assignMeals } from './meals.ts';
import {
  includesDinner,
  isDaytimeThing,
  isEveningThing,
  isNightOut,
  revisitable,
} from './select.ts';
import { chooseTripDays } from './trips.ts';

export interface ItineraryInput {
  dest: Destination;
  days: number;
  pace: Pace;
  /** Eligible activities, best first. */
  activities: readonly Activity[];
  /** Eligible restaurants, best first. */
  restaurants: readonly Restaurant[];
  /** Eligible day trips, a named one first. */
  trips: readonly DayTrip[];
  tripsAsked: boolean;
  tripsDeclined?: boolean;
  /** The first trip in `trips` was named by the traveller. */
  tripNamed?: boolean;
  tripLunch?: TripLunch;
  /** Home neighbourhood (the first stay's). */
  base: string;
  nightlife: boolean;
  /** Activities the traveller asked for by name: evening ones get an evening even at an easy pace. */
  wished?: ReadonlySet<string>;
  /** Restaurants the traveller asked for by name: each is booked at least once. */
  wishedRestaurants?: ReadonlySet<string>;
  /** One entry per day when the dates are known, else empty. */
  calendar: readonly TripDay[];
  /** The travel months are known (no season note is needed then). */
  monthsKnown: boolean;
}

/** How far down the ranking a day's first thing may come from, to find one near a lunch place. */
const ANCHOR_WINDOW = 3;

/** Hours between breakfast and dinner (9-12 and 1-5): a default pace fills no more than this. */
const DAY_HOURS = 7;
/** A packed pace may run a little over. */
const PACKED_DAY_HOURS = 9;

/** A place is revisited at most this many times on a long trip. */
const MAX_VISITS = 3;

interface Picker {
  unused: Activity[];
  take(a: Activity): Activity;
}

function picker(activities: readonly Activity[]): Picker {
  const unused = [...activities];
  return {
    unused,
    take(a) {
      unused.splice(unused.indexOf(a), 1);
      return a;
    },
  };
}

/** The first match in `list` whose neighbourhood comes earliest in `areas`, else the first. */
function nearest(list: readonly Activity[], areas: readonly string[]): Activity | undefined {
  for (const area of areas) {
    const hit = list.find((a) => a.neighbourhood === area);
    if (hit) return hit;
  }
  return list[0];
}

/** "closed Mondays", "open June to September only": a restaurant's days, when the dates are not known. */
function restaurantNote(r: Opening, monthsKnown: boolean): string | undefined {
  const notes = [closingNote(r), monthsKnown ? '' : seasonNote(r, 'Open')]
    .filter(Boolean)
    .map((n) => `${n.charAt(0).toLowerCase()}${n.slice(1).replace(/\.$/, '')}`);
  return notes.length > 0 ? notes.join('; ') : undefined;
}

export function buildItinerary(input: ItineraryInput): DayPlan[] {
  const { days, pace, calendar } = input;
  const wished = input.wished ?? new Set<string>();
  const pool = picker(input.activities);
  const ctx: DayContext = {
    destName: input.dest.name,
    base: input.base,
    monthsKnown: input.monthsKnown,
    tripLunch: input.tripLunch,
  };
  const tripOn = chooseTripDays({
    days,
    available: input.trips.length,
    asked: input.tripsAsked,
    named: input.tripNamed ?? false,
    declined: input.tripsDeclined ?? false,
    capacity: input.activities.filter(isDaytimeThing).length,
  });
  const wantsEvening = (a: Activity): boolean =>
    isEveningThing(a) &&
    (wished.has(a.name) || pace === 3 || (pace === 2 && (input.nightlife || !isNightOut(a))));
  // What may stand in for a day's only thing: an evening outing, a bar night only if wanted.
  const fallbackEvening = (a: Activity): boolean =>
    isEveningThing(a) && (!isNightOut(a) || input.nightlife);
  // Evening things that cannot fill a day go first, then in rank order. (Bar nights only reach
  // here for a packed pace or a traveller who asked for nightlife: see wantsEvening.)
  const eveningOrder = (list: Activity[]): Activity[] =>
    [...list].sort((a, b) => Number(isDaytimeThing(a)) - Number(isDaytimeThing(b)));
  const lunchAreas = new Set(
    input.restaurants.filter((r) => r.meals.includes('lunch')).map((r) => r.neighbourhood),
  );
  const plans: DayPlan[] = [];
  const visits = new Map<string, number[]>();
  const mark = (num: number, ...acts: Array<Activity | undefined>) => {
    for (const a of acts) if (a) visits.set(a.name, [...(visits.get(a.name) ?? []), num]);
  };
  let cityDaysLeft = days - tripOn.length;
  // Daytime things the other city days still need: extras only come out of what is left over.
  // When daytime things run short, evening outings are kept back to give those days something.
  const spareDaytime = () => pool.unused.filter(isDaytimeThing).length - cityDaysLeft;
  const spareEvening = () =>
    pool.unused.filter((a) => !isDaytimeThing(a) && fallbackEvening(a)).length +
    Math.min(0, spareDaytime());
  const tripsLeft = [...input.trips];
  let lastEvening = -1;
  for (let num = 1; num <= days; num++) {
    const today = calendar[num - 1];
    const open = (a: Activity) => openOn(a, today);
    // The next trip in order that runs on this day (a mountain pass open in summer).
    const trip = tripOn.includes(num) ? tripsLeft.find((t) => openOn(t, today)) : undefined;
    if (trip) {
      tripsLeft.splice(tripsLeft.indexOf(trip), 1);
      // Only a packed pace goes out again after a day trip, with a thing that fills no day.
      const tonight =
        pace === 3 && spareEvening() > 0
          ? nearest(
              eveningOrder(
                pool.unused.filter((a) => wantsEvening(a) && open(a) && !isDaytimeThing(a)),
              ),
              [input.base],
            )
          : undefined;
      if (tonight) pool.take(tonight);
      mark(num, tonight);
      plans.push(tripDay(ctx, num, trip, today, tonight));
      continue;
    }
    // A trip day with no trip running that day is a day in town.
    if (tripOn.includes(num)) cityDaysLeft++;
    cityDaysLeft--;
    const daytime = pool.unused.filter((a) => isDaytimeThing(a) && open(a));
    // Of the next few best things (no more than the days left can still hold), one in a
    // neighbourhood with a lunch place leads the day; a thing asked for by name always goes first.
    const slotsLeft = (cityDaysLeft + 1) * Math.min(pace, 2);
    const ahead = daytime.filter((a) => !a.nightlife).slice(0, Math.min(ANCHOR_WINDOW, slotsLeft));
    const anchor =
      (ahead[0] && wished.has(ahead[0].name) ? ahead[0] : undefined) ??
      ahead.find((a) => lunchAreas.has(a.neighbourhood)) ??
      ahead[0] ??
      daytime[0];
    if (anchor) pool.take(anchor);
    const area = anchor?.neighbourhood ?? input.base;

    // The afternoon before the evening: a second daytime thing while the other days keep theirs
    // and the two fit between breakfast and dinner.
    let second: Activity | undefined;
    if (pace >= 2 && anchor && spareDaytime() > 0) {
      const room = (pace === 3 ? PACKED_DAY_HOURS : DAY_HOURS) - anchor.durationHours;
      // A sunset cruise with dinner on board belongs to the evening, not the afternoon.
      const fits = (a: Activity) =>
        isDaytimeThing(a) && open(a) && a.durationHours <= room && !includesDinner(a);
      // Things best in the evening are kept for evenings while others fit the afternoon.
      const calm = pool.unused.filter((a) => fits(a) && !a.nightlife);
      const byDay = calm.filter((a) => !isEveningThing(a));
      const from = byDay.length > 0 ? byDay : calm.length > 0 ? calm : pool.unused.filter(fits);
      // Same neighbourhood first; else one with a lunch place, so lunch falls on the way.
      const pick =
        from.find((a) => a.neighbourhood === area) ??
        (lunchAreas.has(area) ? undefined : from.find((a) => lunchAreas.has(a.neighbourhood))) ??
        from[0];
      if (pick) second = pool.take(pick);
    }

    let evening: Activity | undefined;
    const eveningPool = () =>
      eveningOrder(
        pool.unused.filter(
          (a) =>
            wantsEvening(a) &&
            open(a) &&
            (isDaytimeThing(a) ? spareDaytime() > 0 : spareEvening() > 0 || wished.has(a.name)),
        ),
      );
    const wishedTonight = eveningPool().find((a) => wished.has(a.name));
    if (wishedTonight) evening = pool.take(wishedTonight);
    else if (pace === 3 || (pace === 2 && lastEvening < num - 1)) {
      // A packed pace goes out every evening it can; a moderate one every other evening or so,
      // to an outing (a show, a night market, a sunset), evening-only things first.
      const list = eveningPool();
      const first = list[0];
      const sameKind = list.filter((a) => first && isDaytimeThing(a) === isDaytimeThing(first));
      const pick = nearest(sameKind, [area, input.base]);
      if (pick) evening = pool.take(pick);
    }
    // No daytime thing left: an evening outing still gives the day something named.
    if (!anchor && !evening) {
      const pick = eveningOrder(pool.unused.filter((a) => fallbackEvening(a) && open(a)))[0];
      if (pick) evening = pool.take(pick);
    }
    if (evening) lastEvening = num;
    if (!anchor && !evening) {
      const again = revisitFor(input.activities, visits, num, today);
      if (again) {
        mark(num, again);
        plans.push(revisitDay(ctx, num, today, again));
        continue;
      }
      const quiet = quietArea(input.activities, plans);
      if (quiet) {
        plans.push(areaDay(ctx, num, today, quiet));
        continue;
      }
    }
    mark(num, anchor, second, evening);
    plans.push(cityDay(ctx, num, today, area, anchor, second, evening));
  }
  assignMeals(plans, input.restaurants, {
    base: input.base,
    wished: input.wishedRestaurants ?? new Set(),
  });
  if (calendar.length === 0)
    for (const d of plans)
      for (const slot of [d.morning, d.afternoon, d.evening]) {
        const r = slot.meal.restaurant;
        const note = r ? restaurantNote(r, input.monthsKnown) : undefined;
        if (note) slot.meal.note = note;
      }
  return plans;
}

/**
 * A place to go back to on a day with nothing new: a free, open-air place the trip already visited
 * (a park, a beach, a viewpoint, a market street), open that day, not the day before, and not
 * more than MAX_VISITS times; the least visited first, then the best ranked.
 */
function revisitFor(
  activities: readonly Activity[],
  visits: ReadonlyMap<string, number[]>,
  num: number,
  today: TripDay | undefined,
): Activity | undefined {
  let best: Activity | undefined;
  let fewest = MAX_VISITS;
  for (const a of activities) {
    const seen = visits.get(a.name);
    if (!seen || !revisitable(a) || !isDaytimeThing(a) || !openOn(a, today)) continue;
    if (seen.includes(num - 1) || seen.length >= fewest) continue;
    best = a;
    fewest = seen.length;
  }
  return best;
}

/**
 * The neighbourhood for a free afternoon when nothing can be revisited: where most of the trip's
 * eligible venues are, not the day before's area, the least used such day first.
 */
function quietArea(activities: readonly Activity[], plans: readonly DayPlan[]): string | undefined {
  const count = new Map<string, number>();
  for (const a of activities) count.set(a.neighbourhood, (count.get(a.neighbourhood) ?? 0) + 1);
  const used = (area: string) => plans.filter((p) => p.area === area).length;
  const previous = plans[plans.length - 1]?.area;
  const areas = [...count.keys()].filter((a) => a !== previous);
  areas.sort((a, b) => used(a) - used(b) || (count.get(b) ?? 0) - (count.get(a) ?? 0));
  return areas[0];
}
