/** comparison_data_unknown: every figure is computed from the catalogue and the request. */
import type { ComparisonData } from '@app/shared';
import { isWet, monthRanges, pleasantMonths, travelVerdict } from '../build/climate.ts';
import { TIER_LABEL, tripCost } from '../build/info.ts';
import type { Destination } from '../catalogue/types.ts';
import { distanceKm } from '../gazetteer.ts';
import { KM_PER_MILE } from '../parse/distance.ts';
import { type PlanRequest, tierFor } from '../request.ts';
import { usd } from '../text.ts';

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
    const verdict =
      mid <= hi
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
}

/** Which destination fits the traveller better, and why, from the same scores that ranked them. */
export function verdict(a: Destination, b: Destination, fit: { first: Fit; second: Fit }): string {
  const [best, other, bestFit, otherFit] =
    fit.second.score > fit.first.score
      ? [b, a, fit.second, fit.first]
      : [a, b, fit.first, fit.second];
  const own = bestFit.why.filter((r) => !otherFit.why.includes(r)).slice(0, 2);
  const because = (own.length ? own : bestFit.why.slice(0, 2)).join(' ');
  const close = Math.abs(fit.first.score - fit.second.score) < 1;
  const otherStrength = otherFit.why.find((r) => !bestFit.why.includes(r));
  return `${best.name} is the ${close ? 'slightly ' : ''}better fit for you${because ? `: ${because}` : '.'}${
    otherStrength ? ` ${other.name} still offers this: ${otherStrength}` : ''
  }`;
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
    other_tips: fit ? `${verdict(a, b, fit)} ${tips}` : tips,
  };
}
