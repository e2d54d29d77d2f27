/**
 * Picking venues from one catalogue destination under the request's constraints. Hard rules
 * (diet, accessibility, children, places to skip) filter; preferences (type, brand, price, interests)
 * only order. Ties keep catalogue order, so the same request always gives the same picks.
 */
import type {
  Activity,
  ActivityKind,
  DayTrip,
  Destination,
  Restaurant,
  Stay,
} from '../catalogue/types.ts';
import { ALLERGEN_MENU } from '../parse/allergies.ts';
import { venueAvoided } from '../parse/avoid.ts';
import { servesDiet } from '../parse/dietary.ts';
import { LEVELS_BY_TIER, type PlanRequest, type Tier } from '../request.ts';
import { norm } from '../text.ts';

export const STAY_COUNT = 4;
export const RESTAURANT_COUNT = 6;
export const THINGS_COUNT = 8;
export const MIN_RECOMMENDATIONS = 15;

function priceDistance(level: number, tier: Tier): number {
  const allowed = LEVELS_BY_TIER[tier];
  const idx = allowed.indexOf(level);
  if (idx >= 0) return idx * 0.5;
  const target = allowed[0] ?? 2;
  return 1 + Math.abs(level - target);
}

/** Stable sort by score, highest first, catalogue order on ties. */
function ranked<T>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item, i) => ({ item, i, s: score(item) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.item);
}

function kept(name: string, req: PlanRequest): number {
  return req.keep.includes(name) ? 1.5 : 0;
}

/** Months (1-12) a venue runs or is open; absent or empty means all year. */
interface Seasonal {
  months?: readonly number[];
}

/**
 * Runs in at least one travel month. Venues without months run all year; with the months
 * unknown every venue fits (the day text then says when a seasonal one runs).
 */
export function inSeason(v: Seasonal, months: readonly number[]): boolean {
  return (
    !v.months ||
    v.months.length === 0 ||
    months.length === 0 ||
    months.some((m) => v.months?.includes(m))
  );
}

/** Open in every travel month: a stay is lived in for the whole trip. */
export function openThroughout(v: Seasonal, months: readonly number[]): boolean {
  return !v.months || v.months.length === 0 || months.every((m) => v.months?.includes(m));
}

export function eligibleStays(dest: Destination, req: PlanRequest): Stay[] {
  return dest.stays.filter(
    (s) =>
      (!req.accessible || s.accessible) &&
      (!req.kids || s.familyFriendly) &&
      !venueAvoided({ name: s.name, neighbourhood: s.neighbourhood, text: s.why }, req.avoid) &&
      openThroughout(s, req.months),
  );
}

/**
 * The dearest stay level a budget allows. A mid-range budget near the mid-range floor (a family
 * of four on $3,000) buys a moderate ($$) room, not an upscale ($$$) one.
 */
export function maxStayLevel(dest: Destination, req: PlanRequest, tier: Tier): number {
  const max = Math.max(...LEVELS_BY_TIER[tier]);
  if (tier !== 'mid' || req.budgetPerPerson === undefined || req.tierOverride) return max;
  return req.budgetPerPerson / req.days >= dest.dailyCostUsd.mid * 1.5 ? max : 2;
}

/** Stays a tier allows: never more than one level above what the budget buys. */
function withinBudget(level: number, tier: Tier, cap: number): boolean {
  return level <= cap && level >= Math.min(...LEVELS_BY_TIER[tier]) - 1;
}

/** Eligible stays at the budget's price levels; only when none fits, the nearest prices (tips say so). */
export function budgetStays(
  dest: Destination,
  req: PlanRequest,
  tier: Tier,
): { stays: Stay[]; overBudget: boolean } {
  const pool = eligibleStays(dest, req);
  const cap = maxStayLevel(dest, req, tier);
  const affordable = pool.filter((s) => withinBudget(s.priceLevel, tier, cap));
  if (affordable.length > 0) return { stays: affordable, overBudget: false };
  const nearest = Math.min(...pool.map((s) => priceDistance(s.priceLevel, tier)));
  return {
    stays: pool.filter((s) => priceDistance(s.priceLevel, tier) <= nearest + 0.5),
    overBudget: pool.length > 0,
  };
}

export function selectStays(
  dest: Destination,
  req: PlanRequest,
  tier: Tier,
): { stays: Stay[]; overBudget: boolean } {
  const { stays: base, overBudget } = budgetStays(dest, req, tier);
  const order = ranked(base, (s) => {
    const typeMatch = req.accommodation.includes(s.type) ? 5 : 0;
    const brandMatch = s.brand && req.brands.some((b) => norm(s.brand ?? '').includes(b)) ? 6 : 0;
    return typeMatch + brandMatch - priceDistance(s.priceLevel, tier) + kept(s.name, req);
  });
  return { stays: order.slice(0, STAY_COUNT), overBudget };
}

/**
 * Restaurants that serve the diet, are not on the skip list, are open in the travel months and
 * whose menu is not built on one of the traveller's allergens (a seafood hall for a shellfish
 * allergy, a pad thai shop for a peanut allergy).
 */
export function eligibleRestaurants(dest: Destination, req: PlanRequest): Restaurant[] {
  return dest.restaurants.filter((r) => restaurantSuits(r, req));
}

/** A day trip's own lunch places this traveller may eat at, in the catalogue's order. */
export function tripLunchPlaces(trip: DayTrip, req: PlanRequest): Restaurant[] {
  return (trip.lunch ?? []).filter((r) => r.meals.includes('lunch') && restaurantSuits(r, req));
}

/** The traveller may eat here: their diet, places to skip, the season and their allergies. */
export function restaurantSuits(r: Restaurant, req: PlanRequest): boolean {
  return (
    servesDiet(r.dietary, req.dietary) &&
    !venueAvoided(
      { name: r.name, neighbourhood: r.neighbourhood, text: r.description },
      req.avoid,
    ) &&
    inSeason(r, req.months) &&
    !allergenMenu(r, req)
  );
}

/** A menu built on an allergen the traveller must avoid, by its name, cuisine or description. */
export function allergenMenu(r: Restaurant, req: PlanRequest): boolean {
  if (req.allergies.length === 0) return false;
  const text = norm(`${r.name} ${r.cuisine} ${r.description}`);
  return req.allergies.some((a) => ALLERGEN_MENU[a]?.test(text) ?? false);
}

/**
 * A day trip suits children when the catalogue says so. A destination whose day trips carry no
 * family data yet has not been assessed: its trips stay open to families, as before the field.
 */
export function tripSuitsChildren(t: DayTrip, dest: Destination): boolean {
  if (t.familyFriendly !== undefined) return t.familyFriendly;
  return !dest.dayTrips.some((x) => x.familyFriendly !== undefined);
}

/**
 * Day trips the traveller may take: step-free ones for a wheelchair user (access unknown means
 * no), family ones with children, none on the skip list, in season; none when turned down.
 */
export function eligibleTrips(dest: Destination, req: PlanRequest): DayTrip[] {
  if (req.noDayTrips) return [];
  return dest.dayTrips.filter(
    (t) =>
      (!req.accessible || t.accessible === true) &&
      (!req.kids || tripSuitsChildren(t, dest)) &&
      !venueAvoided({ name: t.name, text: t.description }, req.avoid) &&
      inSeason(t, req.months),
  );
}

export function selectRestaurants(
  dest: Destination,
  req: PlanRequest,
  tier: Tier,
  wanted: number,
  wished: ReadonlySet<string> = new Set(),
): Restaurant[] {
  const eligible = eligibleRestaurants(dest, req);
  const pool = eligible.filter((r) => r.priceLevel <= Math.max(...LEVELS_BY_TIER[tier]));
  const fallback = pool.length >= Math.min(wanted, 3) ? pool : eligible;
  const foodie = (req.weights.food ?? 0) > 0 ? 0.5 : 0;
  const pinned = eligible.filter((r) => wished.has(r.name));
  const order = ranked(
    [...pinned, ...fallback.filter((r) => !pinned.includes(r))],
    (r) =>
      (wished.has(r.name) ? 20 : 0) -
      priceDistance(r.priceLevel, tier) * (1 - foodie) +
      kept(r.name, req),
  );
  return withEveryMeal(order.slice(0, wanted), eligible, tier);
}

/** Restaurants for lunch and for dinner a plan needs before it leaves a meal open. */
const MIN_PER_MEAL = 2;

/**
 * The budget's price levels can leave a meal with no place at all (the Barossa's cafés serve
 * lunch, its dinners are all mid-range): then the nearest-priced places serving that meal are
 * added, rather than leaving every dinner "at a spot of your choice".
 */
function withEveryMeal(
  chosen: Restaurant[],
  eligible: readonly Restaurant[],
  tier: Tier,
): Restaurant[] {
  const out = [...chosen];
  for (const meal of ['lunch', 'dinner'] as const) {
    const have = out.filter((r) => r.meals.includes(meal)).length;
    if (have >= MIN_PER_MEAL) continue;
    const more = ranked(
      eligible.filter((r) => r.meals.includes(meal) && !out.includes(r)),
      (r) => -priceDistance(r.priceLevel, tier),
    );
    out.push(...more.slice(0, MIN_PER_MEAL - have));
  }
  return out;
}

/** Kinds a frail or slow-walking party is not sent on. */
export const STRENUOUS: readonly ActivityKind[] = ['hike', 'adventure'];

/**
 * An activity suits the party's children when the catalogue calls it family-friendly and every
 * child is old enough for its minimum age (children of unknown age are not assumed old enough).
 */
export function activitySuitsChildren(a: Activity, req: PlanRequest): boolean {
  if (!req.kids) return true;
  if (!a.familyFriendly) return false;
  if (a.minAge === undefined) return true;
  const ages = req.people.childAges;
  return ages.length > 0 && Math.min(...ages) >= a.minAge;
}

export function eligibleActivities(dest: Destination, req: PlanRequest): Activity[] {
  return dest.activities.filter(
    (a) =>
      (!req.accessible || a.accessible) &&
      activitySuitsChildren(a, req) &&
      (!req.lowStrain || !a.kinds.some((k) => STRENUOUS.includes(k))) &&
      !a.kinds.some((k) => req.excludeKinds.includes(k)) &&
      !venueAvoided(
        { name: a.name, neighbourhood: a.neighbourhood, text: a.description },
        req.avoid,
      ) &&
      inSeason(a, req.months),
  );
}

/** Interest score: chips and words weigh kinds; plans-so-far mentions and kept venues come first. */
export function activityScore(
  a: Activity,
  req: PlanRequest,
  tier: Tier,
  wished: ReadonlySet<string> = new Set(),
): number {
  let s = wished.has(a.name) ? 12 : 0;
  for (const k of a.kinds) s += req.weights[k] ?? 0;
  if (req.mustSeeText && ` ${req.mustSeeText} `.includes(` ${norm(a.name)} `)) s += 10;
  if (req.kids && a.kinds.includes('family')) s += 2;
  // A budget traveller should not be sent to the priciest tickets first.
  if (tier === 'budget' && a.costUsd > 60) s -= 2;
  // With the months unknown, things that run all year come before seasonal ones.
  if (req.months.length === 0 && a.months && a.months.length > 0 && a.months.length < 12) s -= 1;
  return s + kept(a.name, req);
}

export function rankActivities(
  dest: Destination,
  req: PlanRequest,
  tier: Tier,
  wished: ReadonlySet<string> = new Set(),
): Activity[] {
  return ranked(eligibleActivities(dest, req), (a) => activityScore(a, req, tier, wished));
}

/** Kinds that make an evening thing an outing anyone might enjoy, not a bar or club night. */
const EVENING_OUTING: readonly ActivityKind[] = [
  'performance',
  'live-music',
  'viewpoint',
  'market',
  'food',
  'tour',
  'landmark',
  'religious-site',
  'family',
  'nature',
  'beach',
  'park',
];

/** A bar street, club or casino: for travellers who asked for nightlife or a packed pace. */
export function isNightOut(a: Activity): boolean {
  return a.kinds.includes('nightlife') && !a.kinds.some((k) => EVENING_OUTING.includes(k));
}

/** "Dinner and fado", "a dinner show", "with a hāngī feast": no second dinner is booked that night. */
const DINNER_INCLUDED =
  /(^dinner[- ]and\b|\bdinner-and\b|\bwith (a |an )?(\w+ ){0,2}(dinner|meal|buffet|feast)\b(?! (option|or)\b)|\band a meal\b|\bdinner (show|concert|cruise|theat(er|re)|cookout)s?\b|\b(barbecue|bedouin|thali|steak|polynesian) dinner\b|\bsupper club\b|\bfeast\b)/i;

export function includesDinner(a: Activity | undefined): boolean {
  return !!a && (DINNER_INCLUDED.test(a.name) || DINNER_INCLUDED.test(a.description));
}

export function isEveningThing(a: Activity): boolean {
  return a.nightlife || a.bestTime.includes('evening');
}

export function isDaytimeThing(a: Activity): boolean {
  return a.bestTime.includes('morning') || a.bestTime.includes('afternoon');
}

/** Open-air kinds a traveller can go back to for a free afternoon without a new booking. */
const OPEN_AIR: readonly ActivityKind[] = [
  'park',
  'beach',
  'nature',
  'viewpoint',
  'neighbourhood-walk',
  'market',
];
/** Kinds that make a visit a booking (a ticket, a guide, a session), whatever else it is. */
const BOOKED: readonly ActivityKind[] = [
  'museum',
  'gallery',
  'tour',
  'performance',
  'spa',
  'adventure',
  'hike',
  'water-sport',
  'nightlife',
];

/**
 * A free, open-air place (a park, a beach, a viewpoint, a market street) that can be visited again
 * on a day the catalogue has nothing new for: a free afternoon back there, not a second booking.
 * The checker allows these on several days, never on consecutive ones.
 */
export function revisitable(a: Activity): boolean {
  return (
    a.costUsd === 0 &&
    !a.nightlife &&
    a.kinds.some((k) => OPEN_AIR.includes(k)) &&
    !a.kinds.some((k) => BOOKED.includes(k))
  );
}
