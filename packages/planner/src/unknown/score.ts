/**
 * Scoring every catalogue destination for the unknown path. Hard constraints (places to avoid,
 * distance limit, accessibility, budget) filter, each only when some destination satisfies it,
 * so a request never comes back empty; everything else adds to a score.
 */
import type { UnknownFormData } from '@app/shared';
import { seasonScore } from '../build/climate.ts';
import { listDestinations } from '../catalogue/index.ts';
import type {
  ActivityKind,
  Destination,
  EnvironmentTag,
  ExperienceTag,
} from '../catalogue/types.ts';
import { distanceKm } from '../gazetteer.ts';
import { countryCode } from '../geo/countries.ts';
import { isAvoided } from '../parse/avoid.ts';
import { servesDiet } from '../parse/dietary.ts';
import { tagsFromChips, tagsFromText } from '../parse/interests.ts';
import type { PlanRequest } from '../request.ts';
import { hashString, norm } from '../text.ts';

export interface Scored {
  dest: Destination;
  score: number;
  /** km from the departure place; undefined when the departure could not be placed. */
  km?: number;
}

export interface Wishes {
  environment: EnvironmentTag[];
  experiences: ExperienceTag[];
  textEnvironment: EnvironmentTag[];
  textExperiences: ExperienceTag[];
}

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
export function avoidedDestination(dest: Destination, req: PlanRequest): boolean {
  if (req.avoid.length === 0) return false;
  const code = countryCode(dest.country);
  return req.avoid.some((term) => {
    if (
      isAvoided(dest.name, [term]) ||
      isAvoided(dest.country, [term]) ||
      norm(dest.id.replace(/-/g, ' ')) === term
    )
      return true;
    if (code && countryCode(term) === code) return true;
    return norm(dest.continent.replace('-', ' ')) === term || (term === 'usa' && code === 'US');
  });
}

export function withinDistance(s: Scored, req: PlanRequest): boolean {
  return req.maxDistanceKm === undefined || s.km === undefined || s.km <= req.maxDistanceKm;
}

/** Keeps the items that pass, unless none does: a hard rule that cannot be met by anything is waived. */
function hardFilter<T>(items: T[], ok: (item: T) => boolean): T[] {
  const kept = items.filter(ok);
  return kept.length > 0 ? kept : items;
}

export function candidates(req: PlanRequest): Scored[] {
  const dep = req.departure;
  let list: Scored[] = listDestinations()
    .filter((d) => !avoidedDestination(d, req))
    .map((dest) => ({ dest, score: 0, km: dep ? distanceKm(dep, dest) : undefined }));
  if (req.maxDistanceKm !== undefined) list = hardFilter(list, (s) => withinDistance(s, req));
  if (req.accessible) list = hardFilter(list, (s) => accessibleEnough(s.dest, req));
  const maxBudget = req.budgetRange?.[1];
  if (maxBudget !== undefined && maxBudget > 0)
    list = hardFilter(list, (s) => cheapestTrip(s.dest, req.days) <= maxBudget);
  // Travel months: pleasant (or at least not wet or extreme) wherever that is possible.
  if (req.months.length > 0) list = hardFilter(list, (s) => seasonScore(s.dest, req.months) >= 0);
  // Recommending the traveller's home town is never useful.
  list = hardFilter(list, (s) => s.km === undefined || s.km > 150);
  return list;
}

export function scoreAll(req: PlanRequest, wishes: Wishes): Scored[] {
  const list = candidates(req);
  for (const s of list) s.score = score(s, req, wishes);
  // The hash tie-break varies the order between different requests without any randomness.
  const salt = hashString(`${req.departureText}|${req.days}|${req.monthsLabel}`);
  return list.sort(
    (a, b) => b.score - a.score || (hashString(a.dest.id) ^ salt) - (hashString(b.dest.id) ^ salt),
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
  total += seasonScore(d, req.months) * 4;
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
  if (s.km !== undefined && req.days <= 4) total -= s.km / 4000; // short trips favour nearer places
  return total;
}
