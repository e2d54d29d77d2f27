/**
 * Checks of how well the trip fits the request: accommodation type, budget, distance, season and
 * the 15-recommendation floor. Limits that nothing in the catalogue could meet are waived, as the
 * planner waives them.
 */
import type { PlanDestination } from '@app/shared';
import { monthScore, seasonScore } from '../build/climate.ts';
import {
  budgetStays,
  eligibleActivities,
  eligibleRestaurants,
  MIN_RECOMMENDATIONS,
} from '../build/select.ts';
import type { Destination } from '../catalogue/types.ts';
import { distanceKm } from '../gazetteer.ts';
import { LEVELS_BY_TIER, type PlanRequest, tierFor } from '../request.ts';
import { candidates } from '../unknown/score.ts';
import { COLD_THEMES } from '../unknown/themes.ts';
import { type Check, fail, na, ok, verdict } from './result.ts';
import { isSuggestion } from './venues.ts';

export function accommodation(
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
): Check {
  if (req.accommodation.length === 0 || !dest) return na();
  const possible = budgetStays(dest, req, tierFor(dest, req)).stays.some((s) =>
    req.accommodation.includes(s.type),
  );
  if (!possible) return ok('no eligible stay of that type exists here');
  const first = dest.stays.find((s) => s.name === plan.places_to_stay[0]?.name);
  return first && req.accommodation.includes(first.type)
    ? ok(`first stay is a ${first.type}`)
    : fail(`first stay is not one of ${req.accommodation.join(', ')}`);
}

export function budget(
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
  unknown: boolean,
): Check {
  if (!dest) return na('no price data for map searches');
  const problems: string[] = [];
  const tier = tierFor(dest, req);
  const levels = LEVELS_BY_TIER[tier];
  const max = Math.max(...levels);
  const min = Math.min(...levels) - 1;
  const overNote = plan.helpful_tips.includes('closest prices are shown');
  for (const s of plan.places_to_stay) {
    // The catalogue's level for its own stays (a model writes "$180-240 per night"); none is
    // known for a labelled suggestion.
    const known = dest.stays.find((x) => x.name === s.name)?.priceLevel;
    const level = known ?? (isSuggestion(s) ? undefined : s.price_range.length);
    if (level === undefined) continue;
    if ((level > max || level < min) && !overNote)
      problems.push(`${s.name} (${s.price_range}) is outside the ${tier} level`);
  }
  if (unknown && req.budgetRange && req.budgetRange[1] > 0) {
    const cheapest = dest.dailyCostUsd.budget * req.days;
    // Two must fit for this to be a failure: when only one does, the second destination of a
    // find-a-destination plan cannot, and the comparison says so.
    const fitting = candidates({ ...req, budgetRange: undefined }).filter(
      (s) => s.dest.dailyCostUsd.budget * req.days <= (req.budgetRange?.[1] ?? 0),
    ).length;
    if (cheapest > req.budgetRange[1] && fitting >= 2)
      problems.push(`even a budget trip (${cheapest} USD) exceeds the range`);
  }
  return verdict(problems, `prices match the ${tier} level`);
}

/** `place` is where the plan is, when it is not a catalogue destination (a model's choice). */
export function distanceLimit(
  dest: Destination | undefined,
  req: PlanRequest,
  place: { lat: number; lng: number } | undefined = dest,
): Check {
  if (req.maxDistanceKm === undefined || !req.departure || !place) return na();
  const km = distanceKm(req.departure, place);
  if (km <= req.maxDistanceKm) return ok(`${Math.round(km)} km <= ${req.maxDistanceKm} km`);
  const anyWithin = candidates({ ...req, maxDistanceKm: undefined }).some(
    (s) => (s.km ?? 0) <= (req.maxDistanceKm ?? 0),
  );
  return anyWithin
    ? fail(`${Math.round(km)} km exceeds ${req.maxDistanceKm} km`)
    : ok('no destination is that close: limit waived');
}

export function seasonFit(
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
  unknown: boolean,
): Check {
  if (req.months.length === 0 || !dest) return na();
  if (unknown) {
    if (seasonScore(dest, req.months) >= 0) return ok(`${dest.name} is not wet or extreme then`);
    // Snow, the northern lights or Christmas markets: the cold is what was asked for.
    if (req.themes.some((t) => COLD_THEMES.includes(t)))
      return ok('a cold-season wish: the cold is wanted');
    const better = candidates({ ...req, months: [] }).some(
      (s) => seasonScore(s.dest, req.months) >= 0,
    );
    return better
      ? fail(`${dest.name} is wet or extreme in the travel months`)
      : ok('no destination fits those months better');
  }
  // Known path: the destination is fixed; the plan must prepare for the weather it will meet.
  const pack = plan.what_to_pack ?? '';
  const wet = req.months.some((m) => dest.climate.wetMonths.includes(m));
  const cold = req.months.some((m) => (dest.climate.lowC[m - 1] ?? 10) <= 9);
  const problems: string[] = [];
  if (wet && !pack.includes('rain'))
    problems.push('travel months are wet but no rain gear is suggested');
  if (cold && !/warm|coat|fleece/.test(pack))
    problems.push('cold evenings but no warm layer is suggested');
  if (!plan.time_to_go.includes('For your trip'))
    problems.push('time_to_go ignores the travel dates');
  return verdict(
    problems,
    `packing matches ${req.months.map((m) => monthScore(dest, m)).length} travel month(s)`,
  );
}

export function recommendations(
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
): Check {
  const n = plan.places_to_stay.length + plan.restaurants.length + plan.things_to_do.length;
  if (n >= MIN_RECOMMENDATIONS) return ok(`${n} recommendations`);
  // Hard filters can shrink what exists: then every eligible venue must be listed.
  const possible = dest
    ? budgetStays(dest, req, tierFor(dest, req)).stays.length +
      eligibleRestaurants(dest, req).length +
      eligibleActivities(dest, req).length
    : Number.POSITIVE_INFINITY;
  return n >= possible
    ? ok(`${n} recommendations: every eligible venue`)
    : fail(`only ${n} recommendations`);
}
