/**
 * Scoring every catalogue destination for the unknown path. Hard constraints (places to avoid,
 * distance limit, accessibility, budget) filter, each only when some destination satisfies it,
 * so a request never comes back empty; everything else adds to a score.
 */
import type { UnknownFormData } from '@app/shared';
import { isWet, seasonScore } from '../build/climate.ts';
import { eligibleActivities, eligibleRestaurants } from '../build/select.ts';
import { listDestinations } from '../catalogue/index.ts';
import type { ActivityKind, Destination } from '../catalogue/types.ts';
import { distanceKm } from '../gazetteer.ts';
import { countryCode } from '../geo/countries.ts';
import { isAvoided } from '../parse/avoid.ts';
import { servesDiet } from '../parse/dietary.ts';
import { tagsFromChips, tagsFromText } from '../parse/interests.ts';
import type { PlanRequest } from '../request.ts';
import { hashString, norm } from '../text.ts';
import { interestCount, ownInterests } from './fit.ts';
import type { Scored, Wishes } from './scored.ts';
import { COLD_THEMES, themeDepth, themeFit } from './themes.ts';

/** Points per venue (up to three) that serves an interest the traveller wrote. */
const INTEREST_POINTS = 1;
/** Points off per day (of the first THIN_DAYS) the destination has no activity for. */
const THIN_POINTS = 1.5;
const THIN_DAYS = 6;

/**
 * How far a trip of this length reasonably goes: a week or less does not justify a day of
 * travel each way (a 5-day trip from Melbourne to Uruguay). Beyond it, a point off per 4,000 km.
 */
function comfortableKm(days: number): number {
  if (days <= 6) return 6_000;
  if (days <= 9) return 10_000;
  return Number.POSITIVE_INFINITY;
}

function eligibleCount(d: Destination, req: PlanRequest): number {
  return eligibleActivities(d, req).length;
}

export type { Scored, Wishes } from './scored.ts';

export function wishesFrom(form: UnknownFormData): Wishes {
  const chips = tagsFromChips([...form.destinationPreferences, ...form.experiencePreferences]);
  const text = tagsFromText(form.travelMotivation);
  return { ...chips, textEnvironment: text.environment, textExperiences: text.experiences };
}

/** Activities a plan needs to fill its days (and list) from accessible venues alone. */
export function accessibleEnough(dest: Destination, req: PlanRequest): boolean {
  const acts = dest.activities.filter(
    (a) => a.accessible && (!req.kids || a.familyFriendly),
  ).length;
  const stays = dest.stays.filter((s) => s.accessible).length;
  return acts >= Math.min(8, req.days * req.pace) && stays >= 2;
}

export function cheapestTrip(dest: Destination, days: number): number {
  return dest.dailyCostUsd.budget * days;
}

/** A named country, city, destination or continent in "places to avoid" excludes the destination. */
/** Each avoid list's country codes, read once (the list is checked against every destination). */
const termCodes = new WeakMap<readonly string[], Array<string | undefined>>();
/** Each destination's id and continent as words, read once. */
const destWords = new WeakMap<Destination, { id: string; continent: string }>();

export function avoidedDestination(dest: Destination, req: PlanRequest): boolean {
  if (req.avoid.length === 0) return false;
  const code = countryCode(dest.country);
  let codes = termCodes.get(req.avoid);
  if (!codes) {
    codes = req.avoid.map((t) => countryCode(t));
    termCodes.set(req.avoid, codes);
  }
  let words = destWords.get(dest);
  if (!words) {
    words = { id: norm(dest.id.replace(/-/g, ' ')), continent: norm(dest.continent) };
    destWords.set(dest, words);
  }
  const { id, continent } = words;
  return req.avoid.some((term, i) => {
    if (isAvoided(dest.name, [term]) || isAvoided(dest.country, [term]) || id === term) return true;
    if (code && codes?.[i] === code) return true;
    return continent === term || (term === 'usa' && code === 'US');
  });
}

export function withinDistance(s: Scored, req: PlanRequest): boolean {
  return req.maxDistanceKm === undefined || s.km === undefined || s.km <= req.maxDistanceKm;
}

/** Keeps the items that pass, unless none does: a hard rule that cannot be met by anything is waived. */
function hardFilter<T>(items: T[], ok: (item: T) => boolean, minKeep = 1): T[] {
  const kept = items.filter(ok);
  return kept.length >= minKeep ? kept : items;
}

/** The destination lies in the region the traveller named ("Europe", "Scandinavia"). */
export function inRegion(dest: Destination, req: PlanRequest): boolean {
  const r = req.region;
  if (!r) return true;
  return (
    r.continents.includes(dest.continent) || r.countries.includes(countryCode(dest.country) ?? '')
  );
}

/** Home itself (and its suburbs) is never a useful answer; a day out may be close, though. */
const HOME_KM = 60;
/** With nothing inside a distance limit, the few nearest places stand in rather than anywhere. */
const NEAREST_WHEN_NONE = 6;

/**
 * `minKeep` is how many destinations a filter must leave to apply: 2 when a second destination is
 * wanted, so a wish only one place meets still leaves a (labelled) runner-up.
 */
export function candidates(req: PlanRequest, minKeep = 1): Scored[] {
  const dep = req.departure;
  let list: Scored[] = listDestinations()
    .filter((d) => !avoidedDestination(d, req))
    .map((dest) => ({ dest, score: 0, km: dep ? distanceKm(dep, dest) : undefined }));
  list = hardFilter(list, (s) => s.km === undefined || s.km > HOME_KM, minKeep);
  list = hardFilter(list, (s) => inRegion(s.dest, req), minKeep);
  if (req.maxDistanceKm !== undefined) {
    const within = list.filter((s) => withinDistance(s, req));
    list =
      within.length >= minKeep
        ? within
        : [...list]
            .sort((a, b) => (a.km ?? 0) - (b.km ?? 0))
            .slice(0, Math.max(NEAREST_WHEN_NONE, within.length + minKeep));
  }
  if (req.accessible) list = hardFilter(list, (s) => accessibleEnough(s.dest, req), minKeep);
  const maxBudget = req.budgetRange?.[1];
  if (maxBudget !== undefined && maxBudget > 0)
    // Strict even for a runner-up: an unaffordable second is worse than a weaker match.
    list = hardFilter(list, (s) => cheapestTrip(s.dest, req.days) <= maxBudget);
  // A diet the traveller lives by needs restaurants that serve it, where any place has them.
  if (req.dietary.length > 0)
    list = hardFilter(
      list,
      (s) => s.dest.restaurants.some((r) => servesDiet(r.dietary, req.dietary)),
      minKeep,
    );
  // Theme wishes decide where: snow needs cold months, aurora the far north, wine vineyards.
  for (const theme of req.themes)
    list = hardFilter(list, (s) => themeFit(s.dest, theme, req.months) > 0, minKeep);
  // Travel months: pleasant (or at least not wet or extreme) wherever that is possible, unless the
  // wish is for cold weather, when the comfort rule would remove every snowy place.
  const cold = req.themes.some((t) => COLD_THEMES.includes(t));
  if (req.months.length > 0 && !cold)
    list = hardFilter(list, (s) => seasonScore(s.dest, req.months) >= 0, minKeep);
  return list;
}

export function scoreAll(req: PlanRequest, wishes: Wishes, minKeep = 1): Scored[] {
  const list = candidates(req, minKeep);
  for (const s of list) s.score = score(s, req, wishes);
  // On an equal score, the place with more venues for the traveller's themes; then a hash that
  // varies the order between different requests without any randomness.
  // Counted only for the places a tie actually compares, and once each.
  const depths = new Map<Scored, number>();
  const depth = (s: Scored) => {
    let n = depths.get(s);
    if (n === undefined) {
      n = req.themes.length ? themeDepth(s.dest, req.themes, req.months) : 0;
      depths.set(s, n);
    }
    return n;
  };
  const salt = hashString(`${req.departureText}|${req.days}|${req.monthsLabel}`);
  return list.sort(
    (a, b) =>
      b.score - a.score ||
      depth(b) - depth(a) ||
      (hashString(a.dest.id) ^ salt) - (hashString(b.dest.id) ^ salt),
  );
}

function score(s: Scored, req: PlanRequest, w: Wishes): number {
  const d = s.dest;
  let total = 0;
  for (const t of w.environment) if (d.environment.includes(t)) total += 3;
  for (const t of w.experiences) if (d.experiences.includes(t)) total += 2.5;
  for (const t of w.textEnvironment) if (d.environment.includes(t)) total += 2;
  for (const t of w.textExperiences) if (d.experiences.includes(t)) total += 1.5;
  // Interests: how well the destination's activities cover the weighted kinds (capped per kind).
  for (const [kind, weight] of Object.entries(req.weights)) {
    const n = d.activities.filter((a) => a.kinds.includes(kind as ActivityKind)).length;
    total += (weight ?? 0) * Math.min(3, n) * 0.25;
  }
  for (const theme of req.themes) total += themeFit(d, theme, req.months) * 8;
  // Interests in their own words (craft beer, jazz, architecture): venues that serve them.
  for (const interest of ownInterests(req))
    total += Math.min(3, interestCount(d, interest)) * INTEREST_POINTS;
  const cold = req.themes.some((t) => COLD_THEMES.includes(t));
  // Snow seekers are not scored down for cold months; everyone else prefers comfortable ones.
  if (!cold) total += seasonScore(d, req.months) * 4;
  else if (req.months.some((m) => isWet(d, m))) total -= 0.5;
  const range = req.budgetRange;
  if (range && range[1] > 0) {
    const mid = d.dailyCostUsd.mid * req.days;
    if (mid <= range[1] && mid >= range[0] * 0.6) total += 2;
    else if (mid > range[1]) total -= 1;
  }
  if (req.kids) total += Math.min(6, d.activities.filter((a) => a.familyFriendly).length) * 0.25;
  if (req.dietary.length > 0)
    total +=
      Math.min(4, d.restaurants.filter((r) => servesDiet(r.dietary, req.dietary)).length) * 0.5;
  // Short trips favour nearer places; a day out strongly so.
  if (s.km !== undefined && req.days <= 4) total -= s.km / (req.days <= 1 ? 100 : 4000);
  else if (s.km !== undefined) total -= Math.max(0, s.km - comfortableKm(req.days)) / 4000;
  const open = eligibleCount(d, req);
  if (req.lowStrain) total += Math.min(6, open) * 0.2;
  // A place that cannot fill the trip for this traveller in these months (Denali in January,
  // with its lodges and buses closed) is scored down by what it lacks.
  total -= Math.max(0, Math.min(req.days, THIN_DAYS) - open) * THIN_POINTS;
  if (eligibleRestaurants(d, req).length < 2) total -= THIN_POINTS * 2;
  return total;
}
