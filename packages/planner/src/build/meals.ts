/**
 * Names a restaurant for each lunch and dinner (decision 0023). A meal goes to the nearest
 * eligible place on the day's route: lunch where the morning or afternoon is spent, dinner where
 * the evening is, or near the hotel. A place not yet used always wins over a repeat; a repeat is
 * only taken when the catalogue has too few, never on the day after, and never twice in a day.
 * When only two or three places fit (a strict diet), the named meals are spread over the days
 * instead of filling one day and leaving the next empty. Breakfast is named only from places
 * used for nothing else, near the hotel or the morning's sight.
 */
import type { Meal, Restaurant } from '../catalogue/types.ts';
import type { DayPlan, MealSlot } from './day-plan.ts';
import { includesDinner } from './select.ts';

export interface MealOptions {
  /** The hotel's neighbourhood. */
  base: string;
  /** Restaurants the traveller asked for by name: each is booked at least once if it can be. */
  wished: ReadonlySet<string>;
}

/**
 * While enough unused places remain for the meals still to come, any of them beats a repeat
 * (a repeat still beats leaving the meal open). Once repeats are bound to happen, a second visit
 * to a place on the day's route beats a first visit across town; a third does not. (On-route
 * places cost 0-20 by how near; an earlier visit 30, or 200 while avoidable; off the route 50.)
 */
const REPEAT_COST = 30;
const AVOIDABLE_REPEAT_COST = 200;
const OFF_ROUTE_COST = 50;
/** An unnamed meal costs more than any named one; an unnamed dinner most (every evening deserves a table). */
const NO_LUNCH = 500;
const NO_DINNER = 600;

/** Where the traveller is around a meal, nearest first. */
function areasFor(day: DayPlan, meal: 'lunch' | 'dinner', base: string): string[] {
  const am = day.morning.activity?.neighbourhood;
  const pm = day.afternoon.activity?.neighbourhood;
  const eve = day.evening.activity?.neighbourhood;
  const list = meal === 'lunch' ? [am, pm, day.area, eve, base] : [eve, pm, day.area, base, am];
  return [...new Set(list.filter((a): a is string => !!a))];
}

/** Named lunches and dinners a day may hold: spread thin when few places fit. */
function perDayCap(pool: readonly Restaurant[]): number {
  const main = pool.filter((r) => r.meals.includes('lunch') || r.meals.includes('dinner'));
  return main.length >= 3 ? 2 : 1;
}

export function assignMeals(
  plans: DayPlan[],
  pool: readonly Restaurant[],
  opts: MealOptions,
): void {
  const uses = new Map<string, number>();
  const daysOf = new Map<string, number[]>();
  const cap = perDayCap(pool);
  const book = (slot: MealSlot, r: Restaurant, day: number) => {
    slot.restaurant = r;
    uses.set(r.name, (uses.get(r.name) ?? 0) + 1);
    daysOf.set(r.name, [...(daysOf.get(r.name) ?? []), day]);
  };
  const mains = pool.filter((r) => r.meals.includes('lunch') || r.meals.includes('dinner'));
  let mealsLeft = plans.reduce(
    (n, d) => n + (d.afternoon.meal.away ? 0 : 1) + (includesDinner(d.evening.activity) ? 0 : 1),
    0,
  );
  let repeatCost = REPEAT_COST;
  const options = (day: DayPlan, meal: 'lunch' | 'dinner') => {
    const areas = areasFor(day, meal, opts.base);
    const out: Array<{ r: Restaurant; cost: number }> = [];
    pool.forEach((r, rank) => {
      if (!r.meals.includes(meal)) return;
      // Never on back-to-back days (nor, by the pairing below, twice in a day).
      if ((daysOf.get(r.name) ?? []).some((d) => Math.abs(d - day.num) <= 1)) return;
      const used = uses.get(r.name) ?? 0;
      const area = areas.indexOf(r.neighbourhood);
      out.push({
        r,
        cost:
          used * repeatCost +
          (area >= 0 ? area * 5 : OFF_ROUTE_COST) +
          rank * 0.01 -
          (used === 0 && opts.wished.has(r.name) ? 1000 : 0),
      });
    });
    return out;
  };

  for (const day of plans) {
    const fresh = mains.filter((r) => !uses.has(r.name)).length;
    repeatCost = fresh >= mealsLeft ? AVOIDABLE_REPEAT_COST : REPEAT_COST;
    mealsLeft -= (day.afternoon.meal.away ? 0 : 1) + (includesDinner(day.evening.activity) ? 0 : 1);
    // Lunch and dinner are chosen together, so dinner does not take the one place near lunch.
    const lunches = day.afternoon.meal.away ? [] : options(day, 'lunch');
    const show = day.evening.activity;
    if (show && includesDinner(show)) day.evening.meal.included = show.name;
    const dinners = day.evening.meal.included ? [] : options(day, 'dinner');
    const noDinner = day.evening.meal.included ? 0 : NO_DINNER;
    let best: { cost: number; lunch?: Restaurant; dinner?: Restaurant } = {
      cost: Number.POSITIVE_INFINITY,
    };
    for (const d of [undefined, ...dinners])
      for (const l of [undefined, ...lunches]) {
        if (d && l && (d.r === l.r || cap < 2)) continue;
        const cost = (d ? d.cost : noDinner) + (l ? l.cost : NO_LUNCH);
        if (cost < best.cost) best = { cost, lunch: l?.r, dinner: d?.r };
      }
    if (best.dinner) book(day.evening.meal, best.dinner, day.num);
    if (best.lunch) book(day.afternoon.meal, best.lunch, day.num);
  }
  assignBreakfasts(plans, pool, opts.base, uses);
}

function assignBreakfasts(
  plans: DayPlan[],
  pool: readonly Restaurant[],
  base: string,
  uses: Map<string, number>,
): void {
  const taken = new Set<string>();
  const meal: Meal = 'breakfast';
  for (const day of plans) {
    if (day.morning.trip) continue;
    const near = [base, day.morning.activity?.neighbourhood ?? day.area];
    const r = pool.find(
      (x) =>
        x.meals.includes(meal) &&
        !uses.has(x.name) &&
        !taken.has(x.name) &&
        near.includes(x.neighbourhood),
    );
    if (r) {
      day.morning.meal.restaurant = r;
      taken.add(r.name);
    }
  }
}
