/**
 * Checks of the trip as a whole that a model can get wrong and the planner's own builder cannot
 * be trusted to have got right either: the place itself (the one asked for, in the region asked
 * for), activities out of their season, and a stated cost above the party's budget.
 */
import type { KnownFormData, PlanDestination, UnknownFormData } from '@app/shared';
import { BUDGET } from '@app/shared';
import { type Opening, openOn, tripCalendar, weekdayName } from '../build/calendar.ts';
import { inSeason, openThroughout } from '../build/select.ts';
import { listDestinations } from '../catalogue/index.ts';
import type { Destination } from '../catalogue/types.ts';
import { distanceKm, geocode } from '../gazetteer.ts';
import { countryCode } from '../geo/countries.ts';
import { resolvePlace } from '../known/plan-known.ts';
import type { PlanRequest } from '../request.ts';
import { joinList, MONTH_NAMES } from '../text.ts';
import { inRegion } from '../unknown/score.ts';
import { type Check, fail, na, ok, verdict } from './result.ts';
import { itineraryMentionParts, itineraryMentions, listedNames } from './venues.ts';

/**
 * How far a plan's place may lie from the place asked for and still be that trip: a base town
 * for a park or coast (Cusco for Machu Picchu, Sorrento for the Amalfi Coast) is within it; a
 * namesake on another continent (Paris, France for Paris, Texas) is not.
 */
export const SAME_PLACE_KM = 200;

/** Where the plan is: its catalogue destination, else the place its location names. */
export function placeOf(
  plan: PlanDestination,
  dest: Destination | undefined,
): { lat: number; lng: number; countryCode?: string } | undefined {
  if (dest) return { lat: dest.lat, lng: dest.lng, countryCode: countryCode(dest.country) };
  const place = geocode(plan.location);
  return place ? { lat: place.lat, lng: place.lng, countryCode: place.countryCode } : undefined;
}

/** Known path: the place asked for. Find-a-destination: inside the region the traveller named. */
export function rightDestination(
  form: KnownFormData | UnknownFormData,
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
): Check {
  if ('destination' in form) {
    const asked = resolvePlace(form.destination.trim());
    const got = dest ?? resolvePlace(plan.location);
    if (!asked || !got) return na('the place could not be located');
    const km = distanceKm(asked, got);
    return km <= SAME_PLACE_KM
      ? ok(`${plan.location} is the place asked for`)
      : fail(`the plan is for ${plan.location}, ${Math.round(km)} km from ${form.destination}`);
  }
  const region = req.region;
  if (!region) return na();
  // Waived, as the planner waives it, only when nothing in the catalogue lies in the region.
  if (!listDestinations().some((d) => inRegion(d, req))) return ok('nothing lies in that region');
  if (dest) {
    return inRegion(dest, req)
      ? ok(`${dest.name} is in ${region.label}`)
      : fail(`${plan.location} is not in ${region.label}, which the traveller asked for`);
  }
  const code = placeOf(plan, dest)?.countryCode;
  if (!code) return na('the place could not be located');
  // A country's continent, from any catalogue destination in it.
  const continent = listDestinations().find((d) => countryCode(d.country) === code)?.continent;
  const inside =
    region.countries.includes(code) || (continent && region.continents.includes(continent));
  return inside
    ? ok(`${plan.location} is in ${region.label}`)
    : fail(`${plan.location} is not in ${region.label}, which the traveller asked for`);
}

function monthList(months: readonly number[]): string {
  return joinList(months.map((m) => MONTH_NAMES[m - 1] ?? String(m)));
}

/**
 * Nothing listed or scheduled outside the months it runs or opens (the catalogue's `months`):
 * activities, restaurants and day trips in at least one travel month, a stay in all of them.
 */
export function outOfSeason(
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
): Check {
  if (req.months.length === 0 || !dest) return na();
  const lists = listedNames(plan);
  const used = new Set([
    ...lists.things,
    ...lists.restaurants,
    ...lists.stays,
    ...itineraryMentions(plan, dest).keys(),
  ]);
  const when = monthList(req.months);
  const bad: string[] = [];
  for (const v of [...dest.activities, ...dest.restaurants, ...dest.dayTrips])
    if (used.has(v.name) && !inSeason(v, req.months))
      bad.push(`${v.name} runs only in ${monthList(v.months ?? [])}, not in ${when}`);
  for (const s of dest.stays)
    if (used.has(s.name) && !openThroughout(s, req.months))
      bad.push(`${s.name} is open only in ${monthList(s.months ?? [])}, not all of ${when}`);
  return verdict(bad, `everything runs in ${req.monthsLabel || when}`);
}

/**
 * With the trip's dates known, nothing is scheduled on a day it is closed (`closedDays`) or in a
 * month it does not run: activities, restaurants and day trips, day by day.
 */
export function closedOnTheDay(
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
): Check {
  const calendar = tripCalendar(req.startDate, plan.itinerary.length);
  if (calendar.length === 0 || !dest) return na('the dates are not known');
  const venues = new Map<string, Opening>(
    [...dest.activities, ...dest.restaurants, ...dest.dayTrips].map((v) => [v.name, v]),
  );
  const bad: string[] = [];
  for (const [name, mentions] of itineraryMentionParts(plan, dest)) {
    const v = venues.get(name);
    if (!v) continue;
    for (const m of mentions) {
      const day = calendar[m.day - 1];
      if (!day || openOn(v, day)) continue;
      bad.push(
        v.closedDays?.includes(day.weekday)
          ? `${name} is closed on ${weekdayName(day.weekday)}s but is on day ${m.day}`
          : `${name} does not run in ${monthList([day.month])} but is on day ${m.day}`,
      );
    }
  }
  return verdict(bad, 'every venue is open on the day it is planned');
}

/** Dollar figures in a text: "$2,400", "$2.4k", "USD 900", "1,200 USD". */
function dollarFigures(text: string): number[] {
  const out: number[] = [];
  const re =
    /(?:\$|usd\s?|us\$\s?)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?|(\d{1,3}(?:,\d{3})+|\d+)\s?(?:usd|us dollars)\b/gi;
  for (const m of text.matchAll(re)) {
    const raw = m[1] ?? m[3] ?? '';
    const value = Number(raw.replace(/,/g, '')) * (m[2] ? 1000 : 1);
    if (Number.isFinite(value)) out.push(value);
  }
  return out;
}

/** A stated total may run this far over the budget before it counts as breaking it. */
const COST_TOLERANCE = 1.15;

/**
 * A model's estimated cost must not exceed the party's budget. The largest figure is read as
 * the total: a stated total is at least each of its parts. An open-ended budget ("$10,000+")
 * has no ceiling.
 */
export function statedCost(
  plan: PlanDestination,
  form: KnownFormData | UnknownFormData,
  req: PlanRequest,
): string[] {
  if ('destination' in form && form.budgetRange >= BUDGET.max) return [];
  const ceiling = req.budgetTotal;
  if (ceiling === undefined || ceiling <= 0) return [];
  const figures = dollarFigures(plan.estimated_cost);
  if (figures.length === 0) return [];
  const total = Math.max(...figures);
  return total > ceiling * COST_TOLERANCE
    ? [
        `the estimated cost ($${Math.round(total)}) is above the party's budget of $${Math.round(ceiling)} for the whole trip`,
      ]
    : [];
}
