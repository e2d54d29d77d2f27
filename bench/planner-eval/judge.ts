/**
 * The independent judge: reads a produced plan as JSON and checks it against expectations a
 * person wrote before running the planner. It imports no planner parser or request model; the
 * only planner import is the public catalogue lookup, used to read venue facts (diet tags,
 * accessibility, coordinates, climate) that the plan JSON does not carry. Where a case carries
 * its own lists (must-not names, weekday rules, diet restaurants), those decide instead of the
 * catalogue's tags (judge-heldout.ts).
 */
import type { ComparisonData, PlanDestination } from '@app/shared';
import { type Destination, getDestination } from '../../packages/planner/src/index.ts';
import {
  describeHits,
  dietListProblems,
  type Hit,
  interestProblems,
  mustNotHits,
  occasionProblems,
  weekdayHits,
} from './judge-heldout.ts';
import { planShape, type Shape } from './judge-shape.ts';
import {
  fold,
  haversineKm,
  itemNamesWish,
  mentions,
  namedMissing,
  notedAsMissing,
  proseText,
  scheduledText,
} from './judge-text.ts';
import type { EvalCase, Expectations, MustNot } from './types.ts';

export interface ProducedDestination {
  plan: PlanDestination;
  id?: string;
}

export interface Produced {
  destinations: ProducedDestination[];
  comparison?: ComparisonData;
  error?: string;
}

export interface CheckResult {
  name: string;
  pass: boolean;
  detail: string;
}

export interface Judgement {
  checks: CheckResult[];
  shapes: Shape[];
}

type Check = (e: Expectations, d: ProducedDestination, cat: Destination | undefined) => string[];

const MEAL_SHARE_TARGET = 0.9;

function usedNames(plan: PlanDestination): string {
  return [
    ...plan.places_to_stay.map((s) => `${s.name} | ${s.location}`),
    ...plan.restaurants.map((r) => `${r.restaurant_name} | ${r.location}`),
    ...plan.things_to_do.map((t) => `${t.destination_name} | ${t.location}`),
    scheduledText(plan),
  ].join('\n');
}

/**
 * Catalogue venues the plan recommends: the names in its lists. Free text is not read here, so a
 * description that mentions a landmark in passing does not count as recommending it.
 */
function venuesUsed<T extends { name: string }>(plan: PlanDestination, list: readonly T[]): T[] {
  const names = new Set(
    [
      ...plan.places_to_stay.map((s) => s.name),
      ...plan.restaurants.map((r) => r.restaurant_name),
      ...plan.things_to_do.map((t) => t.destination_name),
    ].map(fold),
  );
  return list.filter((v) => names.has(fold(v.name)));
}

const place: Check = (e, d) => {
  if (!e.place) return [];
  const loc = d.plan.location;
  const names = e.place.name.split('|');
  const out: string[] = [];
  if (!names.some((n) => mentions(loc, n))) out.push(`location '${loc}' is not ${e.place.name}`);
  // The country is the last part of "Town, Region, Country": "Greece, New York, United States"
  // is not in Greece.
  const last = loc.split(',').at(-1) ?? loc;
  if (!e.place.country.split('|').some((c) => mentions(last, c)))
    out.push(`location '${loc}' is not in ${e.place.country}`);
  if (e.place.region && !mentions(`${loc} ${d.plan.overview}`, e.place.region))
    out.push(`the plan never says it is the ${e.place.region} one`);
  return out;
};

function continentOf(cat: Destination | undefined): string {
  return cat?.continent ?? '';
}

const accept: Check = (e, d, cat) => {
  const out: string[] = [];
  const loc = d.plan.location;
  if (e.accept) {
    const { names = [], countries = [], continents = [] } = e.accept;
    const ok =
      names.some((n) => mentions(loc, n)) ||
      countries.some((c) => mentions(loc, c)) ||
      continents.some((c) => fold(c) === fold(continentOf(cat)));
    if (!ok) out.push(`${loc} is not an acceptable destination`);
  }
  if (e.within && cat) {
    const km = haversineKm(e.within.from, [cat.lat, cat.lng]);
    if (km > e.within.km) out.push(`${loc} is ${Math.round(km)} km away (limit ${e.within.km})`);
  }
  if (e.minLat !== undefined && cat && cat.lat < e.minLat)
    out.push(`${loc} lies at ${cat.lat.toFixed(0)}° (needs ${e.minLat}°+)`);
  if (e.climate && cat) {
    for (const m of e.climate.months) {
      const high = cat.climate.highC[m - 1] ?? 0;
      if (e.climate.maxHighC !== undefined && high > e.climate.maxHighC)
        out.push(`${loc} highs ${high}°C in month ${m} (wanted <= ${e.climate.maxHighC})`);
      if (e.climate.minHighC !== undefined && high < e.climate.minHighC)
        out.push(`${loc} highs ${high}°C in month ${m} (wanted >= ${e.climate.minHighC})`);
    }
  }
  return out;
};

/**
 * A wish is met when one of its words is in the scheduled text, or when a "couldn't find" note
 * names it as an item (not when the note merely contains the word inside a quoted request such as
 * "we couldn't find It is our honeymoon").
 */
const wishes: Check = (e, d) => {
  const out: string[] = [];
  const scheduled = scheduledText(d.plan);
  const missing = namedMissing(d.plan);
  for (const alts of e.wishes ?? []) {
    const inPlan = alts.some((w) => mentions(scheduled, w));
    const noted = missing.some((item) => itemNamesWish(item, alts));
    if (!inPlan && !noted) out.push(`wish '${alts[0]}' neither in the plan nor noted by name`);
  }
  return out;
};

function suits(tags: readonly string[], need: string): boolean {
  return tags.includes(need) || (need === 'vegetarian' && tags.includes('vegan'));
}

const diets: Check = (e, d, cat) => {
  if (!e.diets?.length) return [];
  if (e.dietVenues)
    return dietListProblems(e, d.plan, cat?.restaurants.map((r) => r.name) ?? []).problems.slice(
      0,
      3,
    );
  const out: string[] = [];
  const listed = d.plan.restaurants.map((r) => r.restaurant_name);
  let suitable = 0;
  for (const name of listed) {
    if (name.startsWith('Search: ')) {
      if (e.diets.every((diet) => mentions(name, diet.split('-')[0] ?? diet))) suitable++;
      else out.push(`${name} does not search for the diet`);
      continue;
    }
    const r = cat?.restaurants.find((x) => x.name === name);
    if (r && e.diets.every((diet) => suits(r.dietary, diet))) suitable++;
    else out.push(`${name} is not documented ${e.diets.join('/')}`);
  }
  if (cat)
    for (const r of venuesUsed(d.plan, cat.restaurants))
      if (!listed.includes(r.name) && !e.diets.every((diet) => suits(r.dietary, diet)))
        out.push(`${r.name} (in the days) is not documented ${e.diets.join('/')}`);
  const noted = e.diets.some((diet) => notedAsMissing(d.plan, diet));
  if (suitable === 0 && !noted) out.push(`no ${e.diets.join('/')} restaurant named and no note`);
  return out.slice(0, 3);
};

const allergies: Check = (e, d) =>
  (e.allergies ?? [])
    .filter((a) => !a.split('|').some((w) => mentions(proseText(d.plan), w)))
    .map((a) => `allergy '${a}' is not named in the notes`);

const avoid: Check = (e, d) => {
  const out: string[] = [];
  const text = usedNames(d.plan);
  for (const term of e.avoid ?? []) {
    if (mentions(d.plan.location, term)) out.push(`the destination ${d.plan.location} was avoided`);
    else if (mentions(text, term)) out.push(`'${term}' appears in the plan's venues or days`);
  }
  return out;
};

const party: Check = (e, d, cat) => {
  const out: string[] = [];
  const prose = proseText(d.plan);
  if (e.kids === false && /only family.friendly|travelling with children/i.test(prose))
    out.push('an adult party is treated as travelling with children');
  if (e.kids === true && cat) {
    const bad = [
      ...venuesUsed(d.plan, cat.activities).filter((a) => !a.familyFriendly),
      ...venuesUsed(d.plan, cat.stays).filter((s) => !s.familyFriendly),
    ];
    if (bad.length) out.push(`not for children: ${bad.map((b) => b.name).join(', ')}`);
  }
  if (e.wheelchair && cat) {
    const bad = [
      ...venuesUsed(d.plan, cat.activities).filter((a) => !a.accessible),
      ...venuesUsed(d.plan, cat.stays).filter((s) => !s.accessible),
    ];
    if (bad.length) out.push(`not wheelchair accessible: ${bad.map((b) => b.name).join(', ')}`);
  }
  if (e.noKinds && cat) {
    const bad = venuesUsed(d.plan, cat.activities).filter((a) =>
      a.kinds.some((k) => e.noKinds?.includes(k)),
    );
    if (bad.length) out.push(`too strenuous: ${bad.map((b) => b.name).join(', ')}`);
  }
  return out;
};

const PARTY_TOTAL =
  /\b(in total|total|for (the|your) (whole )?(party|group|family)|for (all|the) (\d+|two|three|four|five|six) of you|for (\d+|two|three|four|five|six) (people|travell?ers|adults))\b/i;

const budget: Check = (e, d) => {
  if (!e.budget) return [];
  const out: string[] = [];
  const max = e.budget.maxStayLevel;
  if (max !== undefined)
    for (const s of d.plan.places_to_stay)
      if (/^\$+$/.test(s.price_range) && s.price_range.length > max)
        out.push(`${s.name} (${s.price_range}) is above the family's budget`);
  if (e.budget.partyTotal && !PARTY_TOTAL.test(d.plan.estimated_cost))
    out.push('the estimated cost does not state a total for the party');
  return out.slice(0, 3);
};

const days: Check = (e, d) =>
  e.days !== undefined && d.plan.itinerary.length !== e.days
    ? [`${d.plan.itinerary.length} days planned, ${e.days} asked`]
    : [];

const why: Check = (e, d) => {
  if (!e.why) return [];
  const reasons = (d.plan as { why?: unknown }).why;
  return Array.isArray(reasons) && reasons.length > 0 ? [] : ['no "why this destination"'];
};

const mustNotCheck =
  (kind: MustNot['kind']): Check =>
  (e, d) => {
    const hits = mustNotHits(e, d.plan).filter((h) => h.kind === kind && !h.passing);
    return hits.length ? [describeHits(hits)] : [];
  };
const hasMustNot = (kind: MustNot['kind']) => (e: Expectations) =>
  !!e.mustNot?.some((m) => m.kind === kind);

const weekdayCheck: Check = (e, d) => {
  const hits = weekdayHits(e, d.plan).filter((h) => !h.passing);
  return hits.length ? [describeHits(hits)] : [];
};

const occasion: Check = (e, d) => occasionProblems(e, d.plan);
const interests: Check = (e, d) => interestProblems(e, d.plan);

const CHECKS: ReadonlyArray<readonly [string, Check, (e: Expectations) => boolean]> = [
  ['place', place, (e) => e.place !== undefined],
  ['destination-fits', accept, (e) => !!(e.accept || e.within || e.climate || e.minLat)],
  ['wishes', wishes, (e) => !!e.wishes?.length],
  ['diet', diets, (e) => !!e.diets?.length],
  ['allergy-noted', allergies, (e) => !!e.allergies?.length],
  ['avoid', avoid, (e) => !!e.avoid?.length],
  ['party', party, (e) => e.kids !== undefined || !!e.wheelchair || !!e.noKinds],
  ['budget', budget, (e) => e.budget !== undefined],
  ['days', days, (e) => e.days !== undefined],
  ['why', why, (e) => !!e.why],
  ['not-out-of-season', mustNotCheck('season'), hasMustNot('season')],
  ['weekday', weekdayCheck, (e) => !!e.weekdays],
  ['not-avoided', mustNotCheck('avoid'), hasMustNot('avoid')],
  ['no-allergen-dish', mustNotCheck('allergen'), hasMustNot('allergen')],
  ['access-list', mustNotCheck('access'), hasMustNot('access')],
  ['family-list', mustNotCheck('family'), hasMustNot('family')],
  ['occasion', occasion, (e) => !!e.occasion?.length],
  ['interests-in-why', interests, (e) => !!e.interests?.length],
];

/** A verdict, not a budget line: "fits your range" does not say which destination fits better. */
const COMPARES =
  /\b((better|best|closer) (fit|match|choice)|fits (you|your (wishes|request|trip)) better|suits you better|is the (better|stronger) (fit|match|choice))/i;

export function judge(c: EvalCase, produced: Produced): Judgement {
  if (produced.error)
    return { checks: [{ name: 'produced', pass: false, detail: produced.error }], shapes: [] };
  const checks: CheckResult[] = [];
  const shapes: Shape[] = [];
  const months = c.expect.months ?? [];
  for (const [name, check, applies] of CHECKS) {
    if (!applies(c.expect)) continue;
    const problems = produced.destinations.flatMap((d, i) =>
      check(c.expect, d, d.id ? getDestination(d.id) : undefined).map((p) =>
        produced.destinations.length > 1 ? `#${i + 1} ${p}` : p,
      ),
    );
    checks.push({ name, pass: problems.length === 0, detail: problems.slice(0, 4).join('; ') });
  }
  if (c.expect.why && produced.comparison) {
    const text = Object.values(produced.comparison)
      .map((v) => (typeof v === 'string' ? v : Object.values(v).join(' ')))
      .join(' ');
    const pass = COMPARES.test(text);
    checks.push({
      name: 'comparison-verdict',
      pass,
      detail: pass ? '' : 'no verdict on which fits better',
    });
  }
  for (const d of produced.destinations) {
    const shape = planShape(d.plan, d.id ? getDestination(d.id) : undefined, months);
    const hits: Hit[] = [...mustNotHits(c.expect, d.plan), ...weekdayHits(c.expect, d.plan)];
    const hitLabel = (h: Hit) => `${h.term} @ ${h.where}`;
    const isSeason = (h: Hit) => h.kind === 'season';
    const isWeekday = (h: Hit) => h.kind === 'weekday' || h.kind === 'weekday-day';
    shape.seasonByCase = hits.filter((h) => isSeason(h) && !h.passing).map(hitLabel);
    shape.weekdayByCase = hits.filter((h) => isWeekday(h) && !h.passing).map(hitLabel);
    shape.inPassing = hits.filter((h) => (isSeason(h) || isWeekday(h)) && h.passing).map(hitLabel);
    shapes.push(shape);
    const label = produced.destinations.length > 1 ? `#${shapes.length} ` : '';
    const empty = shape.days - shape.daysWithActivity;
    checks.push({
      name: 'activity-each-day',
      pass: empty === 0,
      detail: empty ? `${label}${empty} of ${shape.days} days name no activity` : '',
    });
    const share = shape.meals ? shape.mealsNamed / shape.meals : 1;
    checks.push({
      name: 'named-meals',
      pass: share >= MEAL_SHARE_TARGET,
      detail:
        share >= MEAL_SHARE_TARGET
          ? ''
          : `${label}${Math.round(share * 100)}% of lunches and dinners named`,
    });
    checks.push({
      name: 'in-season',
      pass: shape.outOfSeason.length === 0,
      detail: shape.outOfSeason.slice(0, 2).join('; '),
    });
  }
  return { checks: mergeByName(checks), shapes };
}

/** One result per check name (first and second destination folded together). */
function mergeByName(checks: CheckResult[]): CheckResult[] {
  const out = new Map<string, CheckResult>();
  for (const c of checks) {
    const prev = out.get(c.name);
    if (!prev) out.set(c.name, { ...c });
    else {
      prev.pass = prev.pass && c.pass;
      prev.detail = [prev.detail, c.detail].filter(Boolean).join('; ');
    }
  }
  return [...out.values()];
}
