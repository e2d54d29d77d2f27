/** The unknown-destination path: the best match first, then a clearly different second choice. */
import type { ComparisonData, UnknownDestination, UnknownFormData } from '@app/shared';
import { seasonScore } from '../build/climate.ts';
import { tripCost } from '../build/info.ts';
import { planUnknownDestination } from '../build/plan.ts';
import { findDestination, getDestination } from '../catalogue/index.ts';
import type { Destination } from '../catalogue/types.ts';
import { PlannerError } from '../errors.ts';
import { distanceKm } from '../gazetteer.ts';
import { type PlanRequest, type RequestOptions, requestFromUnknown, tierFor } from '../request.ts';
import { compare, type Fit } from './compare.ts';
import { interestVenues, ownInterests, wishFits } from './fit.ts';
import { type Scored, scoreAll, type Wishes, wishesFrom } from './score.ts';
import { whyDestination } from './why.ts';

export interface UnknownPlanResult {
  destination: UnknownDestination;
  destinationId: string;
}

export interface UnknownSecondResult extends UnknownPlanResult {
  comparison: ComparisonData;
}

/** Second choices must be in another country and at least this far from the first. */
export const NOT_NEAR_KM = 800;

function ranking(
  form: UnknownFormData,
  opts: RequestOptions,
  minKeep = 1,
): { req: PlanRequest; ranked: Scored[]; wishes: Wishes } {
  const req = requestFromUnknown(form, opts);
  const wishes = wishesFrom(form);
  const ranked = scoreAll(req, wishes, minKeep);
  if (ranked.length === 0)
    throw new PlannerError(
      'NO_MATCH',
      'Every destination we know is on your list of places to avoid.',
    );
  return { req, ranked, wishes };
}

export function recommendUnknownFirst(
  form: UnknownFormData,
  opts: RequestOptions = {},
): UnknownPlanResult {
  const { req, ranked, wishes } = ranking(form, opts);
  const best = ranked[0] as Scored;
  return {
    destination: planUnknownDestination(best.dest, req, whyDestination(best, req, wishes)),
    destinationId: best.dest.id,
  };
}

function resolveFirst(firstLocationOrId: string): Destination {
  const d = getDestination(firstLocationOrId) ?? findDestination(firstLocationOrId);
  if (!d)
    throw new PlannerError(
      'UNKNOWN_DESTINATION',
      `We couldn't find a place called '${firstLocationOrId}'. Check the spelling or try a nearby city.`,
    );
  return d;
}

/** Prefers another country far from the first; relaxes step by step so a second always exists. */
export function pickSecond(
  ranked: readonly Scored[],
  first: Destination,
  anywhere = true,
): Scored | undefined {
  const others = ranked.filter((s) => s.dest.id !== first.id);
  const rules: Array<(s: Scored) => boolean> = [
    // Another continent only when the traveller left the map open: not for "Europe", "a day
    // out" or a wish (safari, snow) that only some parts of the world meet.
    (s) =>
      anywhere &&
      s.dest.country !== first.country &&
      distanceKm(s.dest, first) >= NOT_NEAR_KM &&
      s.dest.continent !== first.continent,
    (s) => s.dest.country !== first.country && distanceKm(s.dest, first) >= NOT_NEAR_KM,
    (s) => s.dest.country !== first.country,
    () => true,
  ];
  for (const rule of rules) {
    const found = others.find(rule);
    if (found) return found;
  }
  return undefined;
}

export function recommendUnknownSecond(
  form: UnknownFormData,
  firstLocationOrId: string,
  opts: RequestOptions = {},
): UnknownSecondResult {
  // Two must survive each filter, so a wish only the first place meets still leaves a runner-up.
  const { req, ranked, wishes } = ranking(form, opts, 2);
  const first = resolveFirst(firstLocationOrId);
  const topScore = ranked[0]?.score ?? 0;
  // A different continent is preferred, but not at any price: within 5 points of the best.
  const strong = ranked.filter((s) => s.score >= topScore - 5);
  const anywhere = !req.region && req.themes.length === 0 && req.maxDistanceKm === undefined;
  // Specific interests in the traveller's words ("live jazz", "craft beer") are the point of the
  // trip: a second destination that serves them beats one that is only close in score.
  const specific = ownInterests(req).filter((i) => i.specific);
  const serves = (s: Scored) => specific.every((i) => interestVenues(s.dest, req, i).length > 0);
  const serving = specific.length > 0 ? ranked.filter(serves) : [];
  const second =
    pickSecond(
      strong.filter((s) => serving.includes(s)),
      first,
      anywhere,
    ) ??
    pickSecond(serving, first, anywhere) ??
    pickSecond(strong, first, anywhere) ??
    pickSecond(ranked, first, anywhere) ??
    // Only the first fits the budget: the cheapest other match, said plainly by the comparison.
    pickSecond(scoreAll({ ...req, budgetRange: undefined }, wishes, 2), first, anywhere);
  if (!second)
    throw new PlannerError(
      'NO_MATCH',
      'We could not find a second destination that fits your answers.',
    );
  // The first as it was ranked for this request (or scored afresh when a filter dropped it).
  const firstScored = ranked.find((s) => s.dest.id === first.id) ?? {
    dest: first,
    score: Number.NEGATIVE_INFINITY,
    km: req.departure ? distanceKm(req.departure, first) : undefined,
  };
  const secondWhy = whyDestination(second, req, wishes);
  const fitOf = (s: Scored, why: readonly string[]): Fit => ({
    score: s.score,
    why,
    wishes: wishFits(s, req, wishes),
    facts: {
      km: s.km,
      cost: tripCost(s.dest, tierFor(s.dest, req), req.days),
      season: req.months.length > 0 ? seasonScore(s.dest, req.months) : undefined,
    },
  });
  return {
    destination: planUnknownDestination(second.dest, req, secondWhy),
    destinationId: second.dest.id,
    comparison: compare(first, second.dest, req, {
      first: fitOf(firstScored, whyDestination(firstScored, req, wishes)),
      second: fitOf(second, secondWhy),
    }),
  };
}
