/**
 * Scores a plan against its request, in the spirit of the TravelPlanner benchmark: commonsense
 * checks (complete days, no repeats, real venues) and the request's hard constraints. Each check
 * reports pass/fail with a reason; checks that do not apply to the request pass as "n/a".
 */
import type { KnownFormData, PlanDestination, PlanType, UnknownFormData } from '@app/shared';
import { knownFormData, unknownFormData } from '@app/shared';
import { findDestination } from '../catalogue/index.ts';
import type { Destination } from '../catalogue/types.ts';
import { isAvoided } from '../parse/avoid.ts';
import { servesDiet } from '../parse/dietary.ts';
import {
  type PlanRequest,
  type RequestOptions,
  requestFromKnown,
  requestFromUnknown,
} from '../request.ts';
import { avoidedDestination } from '../unknown/score.ts';
import { accommodation, budget, distanceLimit, recommendations, seasonFit } from './fit-checks.ts';
import { type Check, type ConstraintResult, fail, na, ok, verdict } from './result.ts';
import { itineraryMentions, listedNames, SEARCH_PREFIX } from './venues.ts';

export type { ConstraintResult } from './result.ts';

export interface QualityReport {
  passed: boolean;
  constraints: ConstraintResult[];
}

export interface CheckInput {
  planType: PlanType;
  form: KnownFormData | UnknownFormData;
  destination: PlanDestination;
  opts?: RequestOptions;
}

function completeDays(plan: PlanDestination, req: PlanRequest): Check {
  const problems: string[] = [];
  if (plan.itinerary.length !== req.days)
    problems.push(`${plan.itinerary.length} days planned, ${req.days} requested`);
  plan.itinerary.forEach((d, i) => {
    if (d.day_num !== i + 1) problems.push(`day ${i + 1} numbered ${d.day_num}`);
    if (!d.summary.trim()) problems.push(`day ${d.day_num} has no summary`);
    for (const [label, p] of [
      ['morning', d.morning],
      ['afternoon', d.afternoon],
      ['evening', d.evening],
    ] as const) {
      const empty =
        typeof p === 'string'
          ? !p.trim()
          : !p.time?.trim() || !p.activities?.trim() || !p.dining?.trim();
      if (empty) problems.push(`day ${d.day_num} ${label} is empty`);
    }
  });
  return verdict(problems, `${req.days} complete days`);
}

function noRepeats(plan: PlanDestination, dest: Destination | undefined): Check {
  const problems: string[] = [];
  const lists = listedNames(plan);
  for (const [section, names] of Object.entries(lists)) {
    const dup = names.filter((n, i) => names.indexOf(n) !== i);
    if (dup.length) problems.push(`${section} lists ${dup[0]} twice`);
  }
  if (dest) {
    const trips = new Set(dest.dayTrips.map((t) => t.name));
    for (const [name, days] of itineraryMentions(plan, dest)) {
      const distinct = new Set(days);
      if (distinct.size > 1)
        problems.push(`${name} is scheduled on days ${[...distinct].join(', ')}`);
      else if (days.length > 1 && !trips.has(name))
        problems.push(`${name} appears twice on day ${days[0]}`);
    }
  }
  return verdict(problems, 'no venue is used twice');
}

function inDestination(plan: PlanDestination, dest: Destination | undefined): Check {
  const lists = listedNames(plan);
  const all = [...lists.stays, ...lists.restaurants, ...lists.things];
  if (!dest) {
    const bad = all.filter((n) => !n.startsWith(SEARCH_PREFIX));
    return verdict(
      bad.map((n) => `${n} is neither a catalogue venue nor a labelled map search`),
      'every item is a labelled map search',
    );
  }
  const bad = [
    ...lists.stays.filter((n) => !dest.stays.some((s) => s.name === n)),
    ...lists.restaurants.filter((n) => !dest.restaurants.some((r) => r.name === n)),
    ...lists.things.filter(
      (n) => !dest.activities.some((a) => a.name === n) && !dest.dayTrips.some((t) => t.name === n),
    ),
  ];
  return verdict(
    bad.map((n) => `${n} is not in the ${dest.name} catalogue`),
    `every venue is in the ${dest.name} catalogue`,
  );
}

function dietary(plan: PlanDestination, dest: Destination | undefined, req: PlanRequest): Check {
  if (req.dietary.length === 0) return na();
  const names = listedNames(plan).restaurants;
  if (!dest)
    return verdict(
      names
        .filter((n) => !req.dietary.some((d) => n.includes(d)))
        .map((n) => `${n} ignores the diet`),
      'searches ask for the diet',
    );
  const bad = names.filter((n) => {
    const r = dest.restaurants.find((x) => x.name === n);
    return !r || !servesDiet(r.dietary, req.dietary);
  });
  const mentioned = [...itineraryMentions(plan, dest).keys()].filter((n) => {
    const r = dest.restaurants.find((x) => x.name === n);
    return r && !servesDiet(r.dietary, req.dietary);
  });
  return verdict(
    [...bad, ...mentioned].map((n) => `${n} does not list ${req.dietary.join('/')} options`),
    `all restaurants serve ${req.dietary.join('/')}`,
  );
}

function venueRule(
  plan: PlanDestination,
  dest: Destination | undefined,
  on: boolean,
  rule: 'accessible' | 'familyFriendly',
  label: string,
): Check {
  if (!on) return na();
  if (!dest) return ok('map searches ask for it');
  const used = new Set([
    ...listedNames(plan).stays,
    ...listedNames(plan).things,
    ...itineraryMentions(plan, dest).keys(),
  ]);
  const bad: string[] = [];
  for (const s of dest.stays) if (used.has(s.name) && !s[rule]) bad.push(s.name);
  for (const a of dest.activities) if (used.has(a.name) && !a[rule]) bad.push(a.name);
  if (rule === 'accessible')
    for (const t of dest.dayTrips)
      if (used.has(t.name)) bad.push(`${t.name} (day trip, access unknown)`);
  return verdict(
    bad.map((n) => `${n} is not ${label}`),
    `every stay and activity is ${label}`,
  );
}

function skipped(
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
  unknown: boolean,
): Check {
  if (req.avoid.length === 0) return na();
  if (!dest) return ok('map searches only');
  if (unknown && avoidedDestination(dest, req))
    return fail(`${dest.name} itself was on the list of places to avoid`);
  const bad: string[] = [];
  const used = new Set([
    ...Object.values(listedNames(plan)).flat(),
    ...itineraryMentions(plan, dest).keys(),
  ]);
  for (const v of [...dest.stays, ...dest.restaurants, ...dest.activities])
    if (used.has(v.name) && (isAvoided(v.name, req.avoid) || isAvoided(v.neighbourhood, req.avoid)))
      bad.push(v.name);
  for (const t of dest.dayTrips)
    if (used.has(t.name) && isAvoided(t.name, req.avoid)) bad.push(t.name);
  return verdict(
    bad.map((n) => `${n} was asked to be skipped`),
    'nothing on the skip list is included',
  );
}

export function checkPlan(input: CheckInput): QualityReport {
  const unknown = input.planType === 'DESTINATION_UNKNOWN';
  const req = unknown
    ? requestFromUnknown(unknownFormData.parse(input.form), input.opts)
    : requestFromKnown(knownFormData.parse(input.form), input.opts);
  const plan = input.destination;
  // "Paris, Texas, United States" is not the catalogue's Paris: the country must match too.
  const named = findDestination(plan.location);
  const dest = named && plan.location.endsWith(named.country) ? named : undefined;
  const constraints: ConstraintResult[] = [
    { name: 'complete-days', hard: true, ...completeDays(plan, req) },
    { name: 'no-repeated-venues', hard: true, ...noRepeats(plan, dest) },
    { name: 'venues-in-destination', hard: true, ...inDestination(plan, dest) },
    { name: 'dietary', hard: true, ...dietary(plan, dest, req) },
    {
      name: 'accessibility',
      hard: true,
      ...venueRule(plan, dest, req.accessible, 'accessible', 'accessible'),
    },
    {
      name: 'family-friendly',
      hard: true,
      ...venueRule(plan, dest, req.kids, 'familyFriendly', 'family-friendly'),
    },
    { name: 'places-to-skip', hard: true, ...skipped(plan, dest, req, unknown) },
    { name: 'accommodation-type', hard: false, ...accommodation(plan, dest, req) },
    { name: 'budget-fit', hard: true, ...budget(plan, dest, req, unknown) },
    { name: 'distance-limit', hard: true, ...distanceLimit(dest, req) },
    { name: 'season-fit', hard: true, ...seasonFit(plan, dest, req, unknown) },
    { name: 'min-recommendations', hard: true, ...recommendations(plan, dest, req) },
  ];
  return { passed: constraints.every((c) => c.pass || !c.hard), constraints };
}
