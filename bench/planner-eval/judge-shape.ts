/**
 * Plan-shape figures the judge reads off a plan: named activity per day, named lunch and dinner,
 * and activities scheduled outside the months the catalogue says they run.
 */
import type { PlanDestination } from '@app/shared';
import { type Destination, listDestinations } from '../../packages/planner/src/index.ts';
import { dayParts, fold } from './judge-text.ts';

export interface Shape {
  days: number;
  daysWithActivity: number;
  meals: number;
  mealsNamed: number;
  /** Activities with catalogue `months` scheduled outside them (the catalogue's own data). */
  outOfSeason: string[];
  /** Hits of the case-written season must-not lists (filled in by the judge). */
  seasonByCase: string[];
  /** Weekday-only venues on a day they do not run, by the case's dates (filled in by the judge). */
  weekdayByCase: string[];
  /** Season or weekday terms found only in a description, in passing: reported, not counted. */
  inPassing: string[];
}

const SEARCH = 'Search: ';

function containsName(text: string, names: readonly string[]): boolean {
  const t = ` ${fold(text)} `;
  return names.some((n) => {
    const f = fold(n);
    return f.length >= 3 && t.includes(` ${f} `);
  });
}

/**
 * Restaurants a day trip from the destination can name for lunch: the trip's own lunch places,
 * and those of a catalogue destination the trip goes to (Nikko from Tokyo). Data only: whether
 * the planner chose well is for the other checks.
 */
function tripLunchNames(dest: Destination): string[] {
  const names = dest.dayTrips.flatMap((t) => (t.lunch ?? []).map((r) => r.name));
  for (const t of dest.dayTrips) {
    const trip = ` ${fold(t.name)} `;
    for (const other of listDestinations())
      if (other.id !== dest.id && trip.includes(` ${fold(other.name)} `))
        names.push(...other.restaurants.map((r) => r.name));
  }
  return names;
}

/** Months an activity runs, under whichever optional field name the catalogue uses. */
export function activityMonths(a: object): readonly number[] | undefined {
  for (const key of ['months', 'monthsOpen', 'seasonMonths', 'openMonths']) {
    const v = (a as Record<string, unknown>)[key];
    if (Array.isArray(v) && v.every((m) => typeof m === 'number')) return v as number[];
  }
  return undefined;
}

export function planShape(
  plan: PlanDestination,
  dest: Destination | undefined,
  travelMonths: readonly number[],
): Shape {
  const activityNames = [
    ...plan.things_to_do.map((t) => t.destination_name).filter((n) => !n.startsWith(SEARCH)),
    ...(dest ? [...dest.activities.map((a) => a.name), ...dest.dayTrips.map((t) => t.name)] : []),
  ];
  const restaurantNames = [
    ...plan.restaurants.map((r) => r.restaurant_name).filter((n) => !n.startsWith(SEARCH)),
    ...(dest ? [...dest.restaurants.map((r) => r.name), ...tripLunchNames(dest)] : []),
  ];
  const shape: Shape = {
    days: plan.itinerary.length,
    daysWithActivity: 0,
    meals: 0,
    mealsNamed: 0,
    outOfSeason: [],
    seasonByCase: [],
    weekdayByCase: [],
    inPassing: [],
  };
  for (const day of plan.itinerary) {
    const p = dayParts(day);
    const sights = `${p.morning} ${p.afternoon} ${p.evening}`;
    if (containsName(sights, activityNames)) shape.daysWithActivity++;
    shape.meals += 2;
    if (containsName(p.lunch, restaurantNames)) shape.mealsNamed++;
    if (containsName(p.dinner, restaurantNames)) shape.mealsNamed++;
    if (dest && travelMonths.length > 0) {
      for (const a of dest.activities) {
        const months = activityMonths(a);
        if (!months || months.length === 0 || !containsName(sights, [a.name])) continue;
        if (!travelMonths.some((m) => months.includes(m)))
          shape.outOfSeason.push(`${a.name} (runs ${months.join(',')}) on day ${day.day_num}`);
      }
    }
  }
  return shape;
}
