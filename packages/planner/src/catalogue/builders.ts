import type {
  AccommodationType,
  Activity,
  ActivityKind,
  DietaryTag,
  Meal,
  PriceLevel,
  Restaurant,
  Stay,
  TimeOfDay,
  Weekday,
} from './types.ts';

/*
 * Small constructors for the data files: entries stay compact to read and write, and every
 * value still ends up as a plain Stay / Restaurant / Activity object.
 */

export interface StayOpts {
  brand?: string;
  accessible?: boolean;
  family?: boolean;
  months?: number[];
}

export function stay(
  name: string,
  type: AccommodationType,
  priceLevel: PriceLevel,
  neighbourhood: string,
  why: string,
  opts: StayOpts = {},
): Stay {
  const s: Stay = {
    name,
    type,
    priceLevel,
    neighbourhood,
    why,
    accessible: opts.accessible ?? false,
    familyFriendly: opts.family ?? false,
  };
  if (opts.brand) s.brand = opts.brand;
  if (opts.months) s.months = opts.months;
  return s;
}

const MEAL_CODES: Record<string, Meal> = { B: 'breakfast', L: 'lunch', D: 'dinner' };

export interface EatOpts {
  months?: number[];
  closed?: Weekday[];
}

/** meals: any of 'B', 'L', 'D', e.g. 'LD'. */
export function eat(
  name: string,
  cuisine: string,
  priceLevel: PriceLevel,
  neighbourhood: string,
  description: string,
  dietary: DietaryTag[],
  meals: string,
  opts: EatOpts = {},
): Restaurant {
  const r: Restaurant = {
    name,
    cuisine,
    priceLevel,
    neighbourhood,
    description,
    dietary,
    meals: meals.split('').map((c) => MEAL_CODES[c] as Meal),
  };
  if (opts.months) r.months = opts.months;
  if (opts.closed) r.closedDays = opts.closed;
  return r;
}

export interface ActOpts {
  /** Typical adult cost in USD. */
  cost: number;
  hours: number;
  /** any of 'm' (morning), 'a' (afternoon), 'e' (evening). */
  when: string;
  indoor?: boolean;
  accessible?: boolean;
  family?: boolean;
  night?: boolean;
  months?: number[];
  closed?: Weekday[];
}

const TIME_CODES: Record<string, TimeOfDay> = { m: 'morning', a: 'afternoon', e: 'evening' };

export function act(
  name: string,
  description: string,
  neighbourhood: string,
  kinds: ActivityKind[],
  o: ActOpts,
): Activity {
  const a: Activity = {
    name,
    description,
    neighbourhood,
    kinds,
    indoor: o.indoor ?? false,
    accessible: o.accessible ?? false,
    familyFriendly: o.family ?? false,
    nightlife: o.night ?? false,
    costUsd: o.cost,
    durationHours: o.hours,
    bestTime: o.when.split('').map((c) => TIME_CODES[c] as TimeOfDay),
  };
  if (o.months) a.months = o.months;
  if (o.closed) a.closedDays = o.closed;
  return a;
}
