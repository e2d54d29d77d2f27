/** comparison_data_unknown: every figure is computed from the catalogue and the request. */
import type { ComparisonData } from '@app/shared';
import { isWet, monthRanges, pleasantMonths, travelVerdict } from '../build/climate.ts';
import { TIER_LABEL, tripCost } from '../build/info.ts';
import type { Destination } from '../catalogue/types.ts';
import { distanceKm } from '../gazetteer.ts';
import { KM_PER_MILE } from '../parse/distance.ts';
import { type PlanRequest, tierFor } from '../request.ts';
import { joinList, usd } from '../text.ts';
import type { WishFit } from './fit.ts';

function cost(d: Destination, req: PlanRequest): string {
  const tier = tierFor(d, req);
  return `About ${usd(tripCost(d, tier, req.days))} per person for ${req.days} days at the ${TIER_LABEL[tier]} level (${usd(d.dailyCostUsd[tier])} a day including lodging, before flights).`;
}

function distance(d: Destination, req: PlanRequest): string {
  const dep = req.departure;
  if (!dep) return `Unknown: we could not place '${req.departureText}' on the map.`;
  const km = distanceKm(dep, d);
  const miles = km / KM_PER_MILE;
  const round = (n: number) => Math.round(n / 10) * 10;
  return `About ${round(km).toLocaleString('en-US')} km (${round(miles).toLocaleString('en-US')} miles) from ${dep.name} in a straight line.`;
}

function timing(a: Destination, b: Destination, req: PlanRequest): string {
  if (req.months.length > 0) {
    return `${a.name}: ${travelVerdict(a, req.months, req.monthsLabel)} ${b.name}: ${travelVerdict(b, req.months, req.monthsLabel)}`;
  }
  const best = (d: Destination) =>
    `${d.name} is at its best in ${monthRanges(pleasantMonths(d)) || 'its mildest months'}${d.climate.wetMonths.length ? ` and wettest in ${monthRanges(d.climate.wetMonths)}` : ''}.`;
  return `${best(a)} ${best(b)}`;
}

function budgetFit(a: Destination, b: Destination, req: PlanRequest): string {
  const range = req.budgetRange;
  const line = (d: Destination) => {
    const budget = tripCost(d, 'budget', req.days);
    const mid = tripCost(d, 'mid', req.days);
    if (!range) return `${d.name}: ${usd(budget)} (budget) to ${usd(mid)} (mid-range) per person.`;
    const [lo, hi] = range;
    const tier = tierFor(d, req);
    const planned = tripCost(d, tier, req.days);
    const verdict =
      tier !== 'budget' && planned <= hi
        ? `a ${TIER_LABEL[tier]} trip (the level planned) fits your range`
        : mid <= hi
          ? 'a mid-range trip fits your range'
          : budget <= hi
            ? 'a budget-level trip fits, mid-range goes over'
            : 'even a budget-level trip goes over your range';
    return `${d.name}: ${verdict} (${usd(budget)} budget, ${usd(mid)} mid-range per person${mid < lo ? `, leaving room to upgrade to luxury at ${usd(tripCost(d, 'luxury', req.days))}` : ''}).`;
  };
  const head = range
    ? `Your range is ${usd(range[0])}-${usd(range[1])} per person for ${req.days} days. `
    : '';
  return `${head}${line(a)} ${line(b)}`;
}

function otherTips(a: Destination, b: Destination, req: PlanRequest): string {
  const parts = [`${a.name}: ${a.tips[0] ?? ''}`, `${b.name}: ${b.tips[0] ?? ''}`];
  const dep = req.departure;
  if (dep) {
    const nearer = distanceKm(dep, a) <= distanceKm(dep, b) ? a : b;
    parts.push(
      `${nearer.name} is the shorter journey from ${dep.name}, which usually means cheaper flights and less jet lag.`,
    );
  }
  const wetBoth = req.months.filter((m) => isWet(a, m) && isWet(b, m));
  if (wetBoth.length) parts.push(`Both are in their wet season in ${monthRanges(wetBoth)}.`);
  return parts.join(' ');
}

export interface Fit {
  score: number;
  why: readonly string[];
  /** How it serves each top wish (themes, interests, chips), from unknown/fit.ts. */
  wishes?: readonly WishFit[];
  /** km from home, cost per person at the level planned, weather score in the travel months. */
  facts?: { km?: number; cost: number; season?: number };
}

/** A wish two destinations serve differently by at least this much counts for one of them. */
const CLEAR = 0.25;

function wishPhrase(w: WishFit): string {
  return w.evidence ? `${w.label} (${w.evidence})` : w.label;
}

/** What else tips the balance when the wishes do not: a shorter journey, a lower cost, weather. */
function edge(best: Fit, other: Fit, req: PlanRequest): string | undefined {
  const b = best.facts;
  const o = other.facts;
  if (!b || !o) return undefined;
  if (b.season !== undefined && o.season !== undefined && b.season - o.season >= 0.5)
    return `has the better weather in ${req.monthsLabel || 'your travel months'}`;
  if (b.km !== undefined && o.km !== undefined && b.km < o.km * 0.75 && req.departure)
    return `is the shorter journey from ${req.departure.name}`;
  if (b.cost < o.cost * 0.85) return 'costs less at the level planned';
  return undefined;
}

/**
 * Which destination fits the traveller better, and why, in terms of their top wishes: the
 * wishes the better one serves more clearly (with the catalogue's evidence), then what the
 * other does better. When both serve every wish alike, the shorter journey, the lower cost or
 * the better weather decides, and the verdict says so.
 */
/**
 * What a "why" line is about, whatever its figures or venues: a reason of the same kind as one
 * the other place has ("About 3,380 km from Toronto", "Food, as you asked: ...", "Your budget
 * covers a luxury trip") is no edge.
 */
function reasonKind(reason: string): string {
  if (reason.includes(':')) return reason.split(':')[0] ?? reason;
  return reason
    .replace(/[\d,.]+/g, '#')
    .split(' ')
    .slice(0, 3)
    .join(' ');
}

export function verdict(
  a: Destination,
  b: Destination,
  fit: { first: Fit; second: Fit },
  req?: PlanRequest,
): string {
  const [best, other, bestFit, otherFit] =
    fit.second.score > fit.first.score
      ? [b, a, fit.second, fit.first]
      : [a, b, fit.first, fit.second];
  const close = Math.abs(fit.first.score - fit.second.score) < 1;
  const slightly = close ? 'slightly ' : '';
  const theirs = new Map((otherFit.wishes ?? []).map((w) => [w.label, w]));
  const pairs = (bestFit.wishes ?? []).flatMap((w) => {
    const o = theirs.get(w.label);
    return o ? [{ w, o, delta: w.score - o.score }] : [];
  });
  const wins = pairs.filter((p) => p.delta >= CLEAR).sort((x, y) => y.delta - x.delta);
  const losses = pairs.filter((p) => p.delta <= -CLEAR).sort((x, y) => x.delta - y.delta);
  const alike = pairs.filter((p) => Math.abs(p.delta) < CLEAR && p.w.score > 0);
  const tip = req ? edge(bestFit, otherFit, req) : undefined;
  const parts: string[] = [];
  if (wins.length > 0) {
    const lacks = wins.filter((p) => p.o.score === 0).map((p) => p.w.label);
    parts.push(
      `${best.name} is the ${slightly}better fit for your top wishes: ${joinList(
        wins.slice(0, 2).map((p) => wishPhrase(p.w)),
      )}.`,
    );
    if (lacks.length > 0)
      parts.push(
        `Our ${other.name} catalogue has nothing for ${joinList(lacks.slice(0, 2))} in your travel months.`,
      );
  } else if (pairs.length > 0 && alike.length > 0) {
    parts.push(
      `${best.name} is the ${slightly}better fit for you: both suit ${joinList(
        alike.slice(0, 3).map((p) => p.w.label),
      )}${tip ? `, and ${best.name} ${tip}` : ''}.`,
    );
  } else {
    // No wish tells them apart: the strongest reason the better one has that the other lacks.
    const theirKinds = new Set(otherFit.why.map(reasonKind));
    const own = bestFit.why.filter((r) => !theirKinds.has(reasonKind(r))).slice(0, 1);
    const because = tip ? `: it ${tip}.` : own.length > 0 ? `: ${own.join(' ')}` : ' overall.';
    parts.push(`${best.name} is the ${slightly}better fit for you${because}`);
  }
  if (losses.length > 0)
    parts.push(
      `${other.name} has the edge on ${joinList(losses.slice(0, 2).map((p) => wishPhrase(p.o)))}.`,
    );
  else if (wins.length > 0 && alike.length > 0)
    parts.push(`Both suit ${joinList(alike.slice(0, 2).map((p) => p.w.label))}.`);
  return parts.join(' ');
}

export function compare(
  a: Destination,
  b: Destination,
  req: PlanRequest,
  fit?: { first: Fit; second: Fit },
): ComparisonData {
  const tips = otherTips(a, b, req);
  return {
    cost: { firstDestination: cost(a, req), secondDestination: cost(b, req) },
    travel_distance: { firstDestination: distance(a, req), secondDestination: distance(b, req) },
    travel_timing: timing(a, b, req),
    budget_highlights: budgetFit(a, b, req),
    other_tips: fit ? `${verdict(a, b, fit, req)} ${tips}` : tips,
  };
}
