/**
 * Names a restaurant for each lunch and dinner (decision 0023). A meal goes to the nearest
 * eligible place on the day's route: lunch where the morning or afternoon is spent, dinner where
 * the evening is, or near the hotel. A place not yet used always wins over a repeat while enough
 * unused places remain; after that a repeat still beats leaving the meal open. A place is never
 * named twice in a day nor for the same meal on consecutive days, a dinner goes to a place not yet
 * used for dinner whenever one fits, and with known dates a place is only named on a day it is
 * open. Breakfast is named only from places used for nothing else, near the hotel or the
 * morning's sight.
 */
import type { Meal, Restaurant } from '../catalogue/types.ts';
import { openOn, type TripDay } from './calendar.ts';
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
 * to a place on the day's route beats a first visit across town; a third does not. A dinner at a
 * place already used for dinner costs more than any other fitting place, near or not. (On-route
 * places cost 0-20 by how near; an earlier visit 30, or 200 while avoidable; off the route 50.)
 */
const REPEAT_COST = 30;
const AVOIDABLE_REPEAT_COST = 200;
const DINNER_AGAIN_COST = 120;
const OFF_ROUTE_COST = 50;
/** An unnamed meal costs more than any named one; an unnamed dinner most (every evening deserves a table). */
const NO_LUNCH = 500;
const NO_DINNER = 600;

type MainMeal = 'lunch' | 'dinner';

/** Where the traveller is around a meal, nearest first. */
function areasFor(day: DayPlan, meal: MainMeal, base: string): string[] {
  const am = day.morning.activity?.neighbourhood;
  const pm = day.afternoon.activity?.neighbourhood;
  const eve = day.evening.activity?.neighbourhood;
  const list = meal === 'lunch' ? [am, pm, day.area, eve, base] : [eve, pm, day.area, base, am];
  return [...new Set(list.filter((a): a is string => !!a))];
}

/** The day on the calendar, when the dates are known. */
function dateOf(day: DayPlan): TripDay | undefined {
  return day.weekday && day.month ? { weekday: day.weekday, month: day.month } : undefined;
}

export function assignMeals(
  plans: DayPlan[],
  pool: readonly Restaurant[],
  opts: MealOptions,
): void {
  const uses = new Map<string, number>();
  /** "lunch|name" -> the days it was that meal. */
  const mealDays = new Map<string, number[]>();
  const key = (meal: MainMeal, name: string) => `${meal}|${name}`;
  const book = (slot: MealSlot, r: Restaurant, day: number, meal: MainMeal) => {
    slot.restaurant = r;
    uses.set(r.name, (uses.get(r.name) ?? 0) + 1);
    mealDays.set(key(meal, r.name), [...(mealDays.get(key(meal, r.name)) ?? []), day]);
  };
  const mains = pool.filter((r) => r.meals.includes('lunch') || r.meals.includes('dinner'));
  let mealsLeft = plans.reduce(
    (n, d) => n + (d.afternoon.meal.away ? 0 : 1) + (includesDinner(d.evening.activity) ? 0 : 1),
    0,
  );
  let avoidable = false;
  const options = (day: DayPlan, meal: MainMeal) => {
    const areas = areasFor(day, meal, opts.base);
    const date = dateOf(day);
    const other: MainMeal = meal === 'lunch' ? 'dinner' : 'lunch';
    const out: Array<{ r: Restaurant; cost: number }> = [];
    pool.forEach((r, rank) => {
      if (!r.meals.includes(meal) || !openOn(r, date)) return;
      const same = mealDays.get(key(meal, r.name)) ?? [];
      // Never the same meal at the same place on back-to-back days.
      if (same.includes(day.num - 1)) return;
      const sameUses = same.length;
      const otherUses = (mealDays.get(key(other, r.name)) ?? []).length;
      const repeats = sameUses + otherUses;
      const area = areas.indexOf(r.neighbourhood);
      const repeatCost = avoidable
        ? repeats * AVOIDABLE_REPEAT_COST
        : repeats * REPEAT_COST + (meal === 'dinner' && sameUses > 0 ? DINNER_AGAIN_COST : 0);
      out.push({
        r,
        cost:
          repeatCost +
          (area >= 0 ? area * 5 : OFF_ROUTE_COST) +
          rank * 0.01 -
          (repeats === 0 && opts.wished.has(r.name) ? 1000 : 0),
      });
    });
    return out;
  };

  for (const day of plans) {
    const fresh = mains.filter((r) => !uses.has(r.name)).length;
    avoidable = fresh >= mealsLeft;
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
        // Never twice in a day.
        if (d && l && d.r === l.r) continue;
        const cost = (d ? d.cost : noDinner) + (l ? l.cost : NO_LUNCH);
        if (cost < best.cost) best = { cost, lunch: l?.r, dinner: d?.r };
      }
    if (best.dinner) book(day.evening.meal, best.dinner, day.num, 'dinner');
    if (best.lunch) book(day.afternoon.meal, best.lunch, day.num, 'lunch');
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
    const date = dateOf(day);
    const r = pool.find(
      (x) =>
        x.meals.includes(meal) &&
        openOn(x, date) &&
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
