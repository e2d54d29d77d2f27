/**
 * Scores a plan against its request, in the spirit of the TravelPlanner benchmark: commonsense
 * checks (complete days, no repeats, real venues) and the request's hard constraints. Each check
 * reports pass/fail with a reason; checks that do not apply to the request pass as "n/a".
 */
import type { KnownFormData, PlanDestination, PlanType, UnknownFormData } from '@app/shared';
import { knownFormData, unknownFormData } from '@app/shared';
import { activitySuitsChildren, revisitable, tripSuitsChildren } from '../build/select.ts';
import { destinationForLocation, getDestination } from '../catalogue/index.ts';
import type { Destination } from '../catalogue/types.ts';
import { isAvoided, venueAvoided } from '../parse/avoid.ts';
import { servesDiet } from '../parse/dietary.ts';
import {
  type PlanRequest,
  type RequestOptions,
  requestFromKnown,
  requestFromUnknown,
} from '../request.ts';
import { avoidedDestination } from '../unknown/score.ts';
import { accommodation, budget, distanceLimit, recommendations, seasonFit } from './fit-checks.ts';
import { type Check, type ConstraintResult, fail, na, verdict } from './result.ts';
import {
  suggestionAccessFailures,
  suggestionDietFailures,
  suggestionSkipFailures,
} from './suggestions.ts';
import {
  closedOnTheDay,
  outOfSeason,
  placeOf,
  rightDestination,
  statedCost,
} from './trip-checks.ts';
import { itineraryMentionParts, itineraryMentions, listedNames, SEARCH_PREFIX } from './venues.ts';

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
  /** The request already read from `form` (an AI provider reads it once, for prompt and check). */
  request?: PlanRequest;
  /**
   * Who wrote the plan. 'model' (an AI provider): the checks of the planner's own wording
   * (packing text, the 15-item floor) are soft, a venue named on several days counts only
   * across days, and the stated cost is held to the party's budget. Default 'planner'.
   */
  origin?: 'planner' | 'model';
  /**
   * The catalogue destination the plan was made from, when its location does not name it
   * ("Amalfi Coast, Italy" planned from Sorrento's venues).
   */
  destinationId?: string;
}

export type PlanOrigin = NonNullable<CheckInput['origin']>;

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

function noRepeats(
  plan: PlanDestination,
  dest: Destination | undefined,
  origin: PlanOrigin,
): Check {
  const problems: string[] = [];
  const lists = listedNames(plan);
  for (const [section, names] of Object.entries(lists)) {
    const dup = names.filter((n, i) => names.indexOf(n) !== i);
    if (dup.length) problems.push(`${section} lists ${dup[0]} twice`);
  }
  if (dest) {
    const trips = new Set(dest.dayTrips.map((t) => t.name));
    // A model's prose names its hotel every day and a sight twice in one day's story.
    const stays = new Set(origin === 'model' ? dest.stays.map((s) => s.name) : []);
    const restaurants = new Set(dest.restaurants.map((r) => r.name));
    // Decision 23: a free afternoon back at a park or beach is a revisit, not a second booking.
    const revisits = new Set(dest.activities.filter(revisitable).map((a) => a.name));
    for (const [name, mentions] of itineraryMentionParts(plan, dest)) {
      if (stays.has(name)) continue;
      const days = mentions.map((m) => m.day);
      const distinct = [...new Set(days)].sort((a, b) => a - b);
      const twiceADay = days.length > distinct.length;
      if (restaurants.has(name)) {
        // Decision 23: a restaurant may come back, never twice in a day nor for the same meal
        // on consecutive days.
        if (twiceADay && origin !== 'model')
          problems.push(
            `${name} appears twice on day ${days.find((d, i) => days.indexOf(d) !== i)}`,
          );
        const again = mentions.find((m) =>
          mentions.some((o) => o.part === m.part && o.day === m.day - 1),
        );
        if (again)
          problems.push(
            `${name} is booked for the same meal on back-to-back days ${again.day - 1} and ${again.day}`,
          );
        continue;
      }
      if (distinct.length > 1) {
        const nextDay = distinct.find((d, i) => i > 0 && d - (distinct[i - 1] ?? 0) < 2);
        if (!revisits.has(name))
          problems.push(`${name} is scheduled on days ${distinct.join(', ')}`);
        else if (nextDay !== undefined)
          problems.push(`${name} is revisited on back-to-back days ${nextDay - 1} and ${nextDay}`);
      } else if (twiceADay && !trips.has(name) && origin !== 'model')
        problems.push(`${name} appears twice on day ${days[0]}`);
    }
  }
  return verdict(problems, 'no venue is used twice');
}

function inDestination(plan: PlanDestination, dest: Destination | undefined): Check {
  const lists = listedNames(plan, { catalogueOnly: true });
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
  const names = listedNames(plan, { catalogueOnly: true }).restaurants;
  const suggestions = suggestionDietFailures(plan, req);
  if (!dest)
    return verdict(
      [
        ...names
          .filter((n) => !req.dietary.some((d) => n.includes(d)))
          .map((n) => `${n} ignores the diet`),
        ...suggestions,
      ],
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
    [
      ...[...bad, ...mentioned].map((n) => `${n} does not list ${req.dietary.join('/')} options`),
      ...suggestions,
    ],
    `all restaurants serve ${req.dietary.join('/')}`,
  );
}

function venueRule(
  plan: PlanDestination,
  dest: Destination | undefined,
  req: PlanRequest,
  rule: 'accessible' | 'familyFriendly',
  label: string,
): Check {
  if (!(rule === 'accessible' ? req.accessible : req.kids)) return na();
  // Suggestions say nothing we can hold them to about children; access they must state.
  const suggestions = rule === 'accessible' ? suggestionAccessFailures(plan, req) : [];
  if (!dest) return verdict(suggestions, 'map searches ask for it');
  const used = new Set([
    ...listedNames(plan).stays,
    ...listedNames(plan).things,
    ...itineraryMentions(plan, dest).keys(),
  ]);
  const bad: string[] = [];
  for (const s of dest.stays) if (used.has(s.name) && !s[rule]) bad.push(s.name);
  for (const a of dest.activities) {
    if (!used.has(a.name)) continue;
    if (rule === 'accessible' ? !a.accessible : !activitySuitsChildren(a, req)) bad.push(a.name);
  }
  for (const t of dest.dayTrips) {
    if (!used.has(t.name)) continue;
    if (rule === 'accessible' && t.accessible !== true)
      bad.push(`${t.name} (day trip, step-free access not documented)`);
    if (rule === 'familyFriendly' && !tripSuitsChildren(t, dest)) bad.push(`${t.name} (day trip)`);
  }
  return verdict(
    [...bad.map((n) => `${n} is not ${label}`), ...suggestions],
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
  const suggestions = suggestionSkipFailures(plan, req);
  if (!dest) {
    if (unknown && isAvoided(plan.location, req.avoid))
      return fail(`${plan.location} itself was on the list of places to avoid`);
    return verdict(suggestions, 'map searches only');
  }
  if (unknown && avoidedDestination(dest, req))
    return fail(`${dest.name} itself was on the list of places to avoid`);
  const bad: string[] = [];
  const used = new Set([
    ...Object.values(listedNames(plan)).flat(),
    ...itineraryMentions(plan, dest).keys(),
  ]);
  const venues = [
    ...dest.stays.map((v) => ({ name: v.name, neighbourhood: v.neighbourhood, text: v.why })),
    ...[...dest.restaurants, ...dest.activities].map((v) => ({
      name: v.name,
      neighbourhood: v.neighbourhood,
      text: v.description,
    })),
    ...dest.dayTrips.map((t) => ({ name: t.name, text: t.description })),
  ];
  for (const v of venues) if (used.has(v.name) && venueAvoided(v, req.avoid)) bad.push(v.name);
  return verdict(
    [...bad.map((n) => `${n} was asked to be skipped`), ...suggestions],
    'nothing on the skip list is included',
  );
}

/**
 * The catalogue destination a plan is checked against: the one its location names, country
 * included ("Paris, Texas, United States" is not the catalogue's Paris), else the one it was
 * made from.
 */
export function catalogueDestinationOf(
  location: string,
  destinationId?: string,
): Destination | undefined {
  const named = destinationForLocation(location);
  if (named) return named;
  return destinationId ? getDestination(destinationId) : undefined;
}

function budgetFit(
  input: CheckInput,
  dest: Destination | undefined,
  req: PlanRequest,
  unknown: boolean,
): Check {
  const levels = budget(input.destination, dest, req, unknown);
  if (input.origin !== 'model') return levels;
  const over = statedCost(input.destination, input.form, req);
  if (over.length === 0) return levels;
  return verdict([...(levels.pass ? [] : (levels.details ?? [levels.reason])), ...over], '');
}

export function checkPlan(input: CheckInput): QualityReport {
  const unknown = input.planType === 'DESTINATION_UNKNOWN';
  const model = input.origin === 'model';
  const origin: PlanOrigin = model ? 'model' : 'planner';
  const req =
    input.request ??
    (unknown
      ? requestFromUnknown(unknownFormData.parse(input.form), input.opts)
      : requestFromKnown(knownFormData.parse(input.form), input.opts));
  const plan = input.destination;
  const dest = catalogueDestinationOf(plan.location, input.destinationId);
  const constraints: ConstraintResult[] = [
    { name: 'complete-days', hard: true, ...completeDays(plan, req) },
    { name: 'right-destination', hard: true, ...rightDestination(input.form, plan, dest, req) },
    { name: 'no-repeated-venues', hard: true, ...noRepeats(plan, dest, origin) },
    { name: 'venues-in-destination', hard: true, ...inDestination(plan, dest) },
    { name: 'dietary', hard: true, ...dietary(plan, dest, req) },
    {
      name: 'accessibility',
      hard: true,
      ...venueRule(plan, dest, req, 'accessible', 'accessible'),
    },
    {
      name: 'family-friendly',
      hard: true,
      ...venueRule(plan, dest, req, 'familyFriendly', 'family-friendly'),
    },
    { name: 'places-to-skip', hard: true, ...skipped(plan, dest, req, unknown) },
    { name: 'accommodation-type', hard: false, ...accommodation(plan, dest, req) },
    { name: 'budget-fit', hard: true, ...budgetFit(input, dest, req, unknown) },
    {
      name: 'distance-limit',
      hard: true,
      ...distanceLimit(dest, req, unknown ? placeOf(plan, dest) : dest),
    },
    // The known path's season check reads the planner's own packing and timing sentences.
    { name: 'season-fit', hard: unknown || !model, ...seasonFit(plan, dest, req, unknown) },
    { name: 'out-of-season', hard: true, ...outOfSeason(plan, dest, req) },
    { name: 'open-on-the-day', hard: true, ...closedOnTheDay(plan, dest, req) },
    { name: 'min-recommendations', hard: !model, ...recommendations(plan, dest, req) },
  ];
  return { passed: constraints.every((c) => c.pass || !c.hard), constraints };
}
