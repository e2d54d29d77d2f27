/**
 * Lays picked venues out over the days (decision 0023). Every day gets a named daytime thing while
 * the catalogue has one: on long trips the venues are spread so that later days are not empty,
 * and day trips take days the destination cannot fill. A day keeps to one neighbourhood where it
 * can, evenings get evening things the traveller would want, no activity is used twice, and with
 * known dates nothing is planned on a day it is closed or out of season. Meals: meals.ts.
 */
import type { Activity, DayTrip, Destination, Restaurant } from '../catalogue/types.ts';
import type { Pace } from '../parse/pace.ts';
import { openOn, type TripDay } from './calendar.ts';
import { cityDay, type DayContext, type DayPlan, type TripLunch, tripDay } from './day-plan.ts';
import { assignMeals } from './meals.ts';
import { isDaytimeThing, isEveningThing, isNightOut } from './select.ts';
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

/** Extra things a day holds beyond its daytime anchor, by pace. */
const EXTRAS_BY_PACE: Record<Pace, number> = { 1: 0, 2: 1, 3: 2 };

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
  let cityDaysLeft = days - tripOn.length;
  // Daytime things the other city days still need: extras only come out of what is left over.
  // When daytime things run short, evening outings are kept back to give those days something.
  const spareDaytime = () => pool.unused.filter(isDaytimeThing).length - cityDaysLeft;
  const spareEvening = () =>
    pool.unused.filter((a) => !isDaytimeThing(a) && fallbackEvening(a)).length +
    Math.min(0, spareDaytime());
  let tripIndex = 0;
  for (let num = 1; num <= days; num++) {
    const today = calendar[num - 1];
    const open = (a: Activity) => openOn(a, today);
    const trip = tripOn.includes(num) ? input.trips[tripIndex++] : undefined;
    if (trip) {
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
      plans.push(tripDay(ctx, num, trip, today, tonight));
      continue;
    }
    cityDaysLeft--;
    const daytime = pool.unused.filter((a) => isDaytimeThing(a) && open(a));
    // Of the next few best things (no more than the days left can still hold), one in a
    // neighbourhood with a lunch place leads the day; a thing asked for by name always goes first.
    const slotsLeft = (cityDaysLeft + 1) * (1 + EXTRAS_BY_PACE[pace]);
    const ahead = daytime.filter((a) => !a.nightlife).slice(0, Math.min(ANCHOR_WINDOW, slotsLeft));
    const anchor =
      (ahead[0] && wished.has(ahead[0].name) ? ahead[0] : undefined) ??
      ahead.find((a) => lunchAreas.has(a.neighbourhood)) ??
      ahead[0] ??
      daytime[0];
    if (anchor) pool.take(anchor);
    const area = anchor?.neighbourhood ?? input.base;

    const eveningOnly = pool.unused.filter((a) => !isDaytimeThing(a) && wantsEvening(a));
    const extrasLeft =
      Math.min(eveningOnly.length, Math.max(0, spareEvening())) + Math.max(0, spareDaytime());
    const share = Math.ceil(extrasLeft / (cityDaysLeft + 1));
    let extras = Math.min(EXTRAS_BY_PACE[pace], share);

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
    if (wishedTonight) {
      evening = pool.take(wishedTonight);
      extras = Math.max(0, extras - 1);
    } else if (extras > 0) {
      // Evening-only things first (see eveningOrder), then the nearest of them.
      const list = eveningPool();
      const first = list[0];
      const sameKind = list.filter((a) => first && isDaytimeThing(a) === isDaytimeThing(first));
      const pick = nearest(sameKind, [area, input.base]);
      if (pick) {
        evening = pool.take(pick);
        extras--;
      }
    }
    let second: Activity | undefined;
    if (extras > 0 && anchor && spareDaytime() > 0) {
      const list = pool.unused.filter((a) => isDaytimeThing(a) && open(a) && !a.nightlife);
      const alt = pool.unused.filter((a) => isDaytimeThing(a) && open(a));
      const from = list.length > 0 ? list : alt;
      // Same neighbourhood first; else one with a lunch place, so lunch falls on the way.
      const pick =
        from.find((a) => a.neighbourhood === area) ??
        (lunchAreas.has(area) ? undefined : from.find((a) => lunchAreas.has(a.neighbourhood))) ??
        from[0];
      if (pick) second = pool.take(pick);
    }
    // No daytime thing left: an evening outing still gives the day something named.
    if (!anchor && !evening) {
      const pick = eveningOrder(pool.unused.filter((a) => fallbackEvening(a) && open(a)))[0];
      if (pick) evening = pool.take(pick);
    }
    plans.push(cityDay(ctx, num, today, area, anchor, second, evening));
  }
  assignMeals(plans, input.restaurants, {
    base: input.base,
    wished: input.wishedRestaurants ?? new Set(),
  });
  return plans;
}
