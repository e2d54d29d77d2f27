/**
 * Checks that read case-written lists instead of the catalogue's own tags: names that must not
 * appear (season, weekday, avoid variants, allergen dishes, access, family), weekday-only venues
 * by the trip's real dates, occasions, free-text interests in the reasons, and diets checked
 * against restaurants the case author knows suit them.
 */
import type { PlanDestination } from '@app/shared';
import { dayParts, fold, mentions, proseText } from './judge-text.ts';
import type { Expectations, MustNot } from './types.ts';

export interface Hit {
  kind: MustNot['kind'] | 'weekday-day';
  term: string;
  where: string;
  /** Mentioned in passing (a description), in a role this kind does not fail on. */
  passing?: boolean;
}

/**
 * What a piece of text is: a venue's name, its location, its description (the catalogue's words
 * about it, including a stay's "why"), the planner's own free text in a day ("Browse the shops
 * of ..."), or a reason given for the destination.
 */
type Role = 'name' | 'location' | 'description' | 'free' | 'reason';

/** A piece of the plan a traveller reads as a recommendation, labelled by where it is. */
interface Piece {
  where: string;
  text: string;
  role: Role;
  /** Part of a restaurant entry or of a meal (what the allergen lists are about). */
  meal: boolean;
  /** The itinerary day (1-based index), when the piece is part of a day. */
  day?: number;
}

/**
 * Which roles a must-not hit counts in. Season and weekday lists are about the venue or event
 * itself, so a description that mentions it in passing ("Odori Park, home of the Snow Festival")
 * does not count; avoid, access and family lists count everywhere, since a description saying
 * "off La Rambla" or "with the Whispering Gallery" is what makes the venue wrong; allergen lists
 * count in restaurants and meals only.
 */
const COUNTS: Record<MustNot['kind'], ReadonlySet<Role>> = {
  season: new Set(['name', 'free', 'reason']),
  weekday: new Set(['name', 'free']),
  avoid: new Set(['name', 'location', 'description', 'free', 'reason']),
  allergen: new Set(['name', 'location', 'description', 'free']),
  access: new Set(['name', 'location', 'description', 'free']),
  family: new Set(['name', 'location', 'description', 'free']),
};

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function whyOf(plan: PlanDestination): string[] {
  const w = (plan as { why?: unknown }).why;
  return Array.isArray(w) ? w.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * A day part split into roles. Activities read "Name (Area): description"; meals read "Lunch at
 * Name (type, area)". Anything else is the planner's own free text.
 */
function splitDayText(text: string, where: string, day: number): Piece[] {
  const pieces: Piece[] = [];
  const add = (t: string, role: Role, meal: boolean) => {
    if (t.trim()) pieces.push({ where, text: t, role, meal, day });
  };
  for (const seg of text.split(/(?=\b(?:Breakfast|Lunch|Dinner) (?:at|on)\b)/)) {
    const meal = /^(Breakfast|Lunch|Dinner) at (.+?) \((.*)\)\.?\s*$/.exec(seg.trim());
    if (meal) {
      add(meal[2] ?? '', 'name', true);
      add(meal[3] ?? '', 'description', true);
      continue;
    }
    if (/^(Breakfast|Lunch|Dinner)\b/.test(seg.trim())) {
      add(seg, 'free', true);
      continue;
    }
    const act = /^(.*?) \(([^()]*)\): ([\s\S]*)$/.exec(seg.trim());
    if (act) {
      add(act[1] ?? '', 'name', false);
      add(act[2] ?? '', 'location', false);
      add(act[3] ?? '', 'description', false);
    } else add(seg, 'free', false);
  }
  return pieces;
}

/** Every venue name and description, every part of every day, and the reasons. Not the tips. */
export function venuePieces(plan: PlanDestination): Piece[] {
  const pieces: Piece[] = [];
  const add = (where: string, text: string, role: Role, meal = false) =>
    pieces.push({ where, text, role, meal });
  for (const s of plan.places_to_stay) {
    const w = `stay '${s.name}'`;
    add(w, s.name, 'name');
    add(w, s.location, 'location');
    add(w, s.why_recommended, 'description');
  }
  for (const r of plan.restaurants) {
    const w = `restaurant '${r.restaurant_name}'`;
    add(w, r.restaurant_name, 'name', true);
    add(w, r.location, 'location', true);
    add(w, `${r.restaurant_type} | ${r.description}`, 'description', true);
  }
  for (const t of plan.things_to_do) {
    const w = `thing to do '${t.destination_name}'`;
    add(w, t.destination_name, 'name');
    add(w, t.location, 'location');
    add(w, t.description, 'description');
  }
  plan.itinerary.forEach((d, i) => {
    const day = i + 1;
    pieces.push({ where: `day ${day} summary`, text: d.summary, role: 'free', meal: false, day });
    for (const part of ['morning', 'afternoon', 'evening'] as const) {
      const p = d[part];
      const texts =
        typeof p === 'string' ? [p] : [p.activities ?? '', p.dining ?? ''].filter(Boolean);
      for (const t of texts) pieces.push(...splitDayText(t, `day ${day} ${part}`, day));
    }
  });
  whyOf(plan).forEach((w, i) => {
    add(`reason ${i + 1}`, w, 'reason');
  });
  return pieces;
}

/**
 * Area labels the plan uses ("Louvre & Opéra", "Park Entrance & Glitter Gulch"): the "(Area)" of
 * each activity and the parts of each venue's location. "Free time to wander Louvre & Opéra" is
 * not a visit to the Louvre, so season and weekday terms are not matched inside these labels in
 * the planner's free text.
 */
function areaLabels(pieces: readonly Piece[]): string[] {
  const labels = new Set<string>();
  for (const p of pieces)
    if (p.role === 'location')
      for (const part of p.text.split(/[,;]/)) if (fold(part).length >= 3) labels.add(part.trim());
  return [...labels].sort((a, b) => b.length - a.length);
}

/**
 * Allergies to animal foods: a plant version of the dish ("mushroom ceviche" at a vegetarian
 * restaurant) does not carry them. Peanut or sesame dishes stay dishes whatever they are made of.
 */
const ANIMAL_ALLERGENS = /^(shellfish|crustacean|mollusc|fish|seafood|egg|eggs|dairy|milk)$/;
const PLANT_QUALIFIER = '(?:vegan|vegetarian|veggie|plant based|mushroom|tofu|jackfruit|vegetable)';

function plantVersionsRemoved(text: string, terms: readonly string[]): string {
  let t = ` ${fold(text)} `;
  for (const term of terms)
    t = t.replace(new RegExp(` ${PLANT_QUALIFIER} ${fold(term)}(s|es)?(?= )`, 'g'), ' | ');
  return t;
}

function strip(text: string, except: readonly string[] | undefined): string {
  let t = ` ${fold(text)} `;
  for (const e of except ?? []) t = t.split(` ${fold(e)} `).join(' | ');
  return t;
}

function firstTerm(
  text: string,
  terms: readonly string[],
  except?: readonly string[],
): string | undefined {
  const t = strip(text, except);
  return terms.find((term) => mentions(t, term));
}

/**
 * Case-written must-not lists against every venue, day part and reason. Hits in roles the kind
 * does not count in (see COUNTS) come back with `passing: true`: reported, not failed.
 */
export function mustNotHits(e: Expectations, plan: PlanDestination): Hit[] {
  const hits: Hit[] = [];
  const pieces = venuePieces(plan);
  const labels = areaLabels(pieces);
  const animalOnly =
    !!e.allergies?.length && e.allergies.every((a) => ANIMAL_ALLERGENS.test(fold(a)));
  for (const m of e.mustNot ?? [])
    for (const p of pieces) {
      if (m.kind === 'allergen' && !p.meal) continue;
      let text = p.text;
      if ((m.kind === 'season' || m.kind === 'weekday') && p.role === 'free')
        text = withoutLabels(text, labels);
      if (m.kind === 'allergen' && animalOnly) text = plantVersionsRemoved(text, m.terms);
      const term = firstTerm(text, m.terms, m.except);
      if (!term) continue;
      const passing = !COUNTS[m.kind].has(p.role);
      hits.push({ kind: m.kind, term, where: `${p.where} (${p.role})`, passing });
    }
  return dedupe(hits);
}

function withoutLabels(text: string, labels: readonly string[]): string {
  let t = ` ${fold(text)} `;
  for (const l of labels) t = t.split(` ${fold(l)} `).join(' | ');
  return t;
}

/** One hit per kind, term and place (a name and its description in the same day part count once). */
function dedupe(hits: Hit[]): Hit[] {
  const seen = new Map<string, Hit>();
  for (const h of hits) {
    const key = `${h.kind}|${h.term}|${h.where.replace(/ \([^()]*\)$/, '')}`;
    const prev = seen.get(key);
    if (!prev || (prev.passing && !h.passing)) seen.set(key, h);
  }
  return [...seen.values()];
}

function weekdayOf(start: string, dayIndex: number): number {
  const t = new Date(`${start}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + dayIndex - 1);
  return t.getUTCDay();
}

/**
 * Weekday rules by the trip's real dates: a term may not be in a day whose weekday the rule
 * excludes; when the trip has no allowed day at all, it may not be anywhere in the plan.
 */
export function weekdayHits(e: Expectations, plan: PlanDestination): Hit[] {
  if (!e.weekdays) return [];
  const { start, rules } = e.weekdays;
  const n = plan.itinerary.length;
  const hits: Hit[] = [];
  const allowed = (rule: (typeof rules)[number], wd: number) =>
    (!rule.onlyOn || rule.onlyOn.includes(wd)) && !rule.notOn?.includes(wd);
  const all = venuePieces(plan);
  const labels = areaLabels(all);
  const pieces = all.filter((p) => p.role !== 'reason');
  for (const rule of rules) {
    const anyAllowed = Array.from({ length: n }, (_, i) => weekdayOf(start, i + 1)).some((wd) =>
      allowed(rule, wd),
    );
    for (const p of pieces) {
      const term = firstTerm(
        p.role === 'free' ? withoutLabels(p.text, labels) : p.text,
        rule.terms,
      );
      if (!term) continue;
      const passing = !COUNTS.weekday.has(p.role);
      if (p.day !== undefined) {
        const wd = weekdayOf(start, p.day);
        if (!allowed(rule, wd))
          hits.push({
            kind: 'weekday-day',
            term,
            where: `${p.where} (${p.role}; ${DAY_NAMES[wd]})`,
            passing,
          });
      } else if (!anyAllowed) {
        hits.push({
          kind: 'weekday',
          term,
          where: `${p.where} (${p.role}; the trip has no day it opens)`,
          passing,
        });
      }
    }
  }
  return dedupe(hits);
}

export function describeHits(hits: readonly Hit[]): string {
  return hits
    .slice(0, 4)
    .map((h) => `'${h.term}' in ${h.where}`)
    .join('; ')
    .concat(hits.length > 4 ? ` (+${hits.length - 4} more)` : '');
}

const MISSING_SENTENCE =
  /(couldn.t find|could not find|not in our (curated )?catalogue|no .{0,40}in our catalogue|could not schedule|couldn.t schedule|not able to (find|schedule))/i;

/** The occasion is acknowledged in the overview or the reasons, and no note reports it missing. */
export function occasionProblems(e: Expectations, plan: PlanDestination): string[] {
  if (!e.occasion?.length) return [];
  const out: string[] = [];
  const where = [plan.overview, ...whyOf(plan)].join(' \n ');
  if (!e.occasion.some((o) => mentions(where, o)))
    out.push(`the ${e.occasion[0]} is not acknowledged in the overview or the reasons`);
  const reported = proseText(plan)
    .split(/(?<=[.!?])\s+/)
    .find((s) => MISSING_SENTENCE.test(s) && e.occasion?.some((o) => fold(s).includes(fold(o))));
  if (reported)
    out.push(`the ${e.occasion[0]} is reported as missing: "${reported.slice(0, 140)}"`);
  return out;
}

/** The reasons mention at least one of the traveller's stated interests. */
export function interestProblems(e: Expectations, plan: PlanDestination): string[] {
  if (!e.interests?.length) return [];
  const why = whyOf(plan).join(' \n ');
  if (!why) return ['no reasons given'];
  return e.interests.some((alts) => alts.some((a) => mentions(why, a)))
    ? []
    : [`the reasons mention none of: ${e.interests.map((a) => a[0]).join(', ')}`];
}

const HONEST_DIET =
  /(couldn.t find|could not find|few of our|left open|no restaurant|none of our)/i;

/** A restaurant whose own name says it serves the diet ("1990 Vegan Living"), whatever its tags. */
const NAME_SAYS: Record<string, RegExp> = {
  vegan: /\bvegan\b/,
  vegetarian: /\b(vegan|vegetarian|veggie|vegetariano|vegetarisch)\b/,
  'gluten-free': /\b(gluten free|senza glutine|sans gluten|sin gluten|glutenfrei|celiac|coeliac)\b/,
  halal: /\bhalal\b/,
  kosher: /\b(kosher|cacher|casher|glatt)\b/,
};

function onList(name: string, list: readonly string[], diets: readonly string[] = []): boolean {
  return (
    list.some((v) => mentions(name, v)) ||
    (diets.length > 0 && diets.every((d) => NAME_SAYS[d]?.test(fold(name)) ?? false))
  );
}

/**
 * Diet by the case author's list: every restaurant the plan lists or names for a meal is on the
 * list, says the diet in its own name, or is a map search for the diet; and at least 90% of
 * lunches and dinners name such a restaurant unless a note says honestly that meals are left open.
 * Catalogue tags are not read.
 */
export function dietListProblems(
  e: Expectations,
  plan: PlanDestination,
  catalogueRestaurants: readonly string[],
): { problems: string[]; suitableMeals: number; meals: number } {
  const list = e.dietVenues ?? [];
  const diets = e.diets ?? [];
  const out: string[] = [];
  const searchOk = (name: string) => diets.every((d) => mentions(name, d.split('-')[0] ?? d));
  for (const r of plan.restaurants) {
    const name = r.restaurant_name;
    if (name.startsWith('Search: ') ? !searchOk(name) : !onList(name, list, diets))
      out.push(`${name} is not on the case's ${diets.join('/')} list`);
  }
  const known = [
    ...new Set([
      ...plan.restaurants.map((r) => r.restaurant_name).filter((n) => !n.startsWith('Search: ')),
      ...catalogueRestaurants,
    ]),
  ].filter((n) => fold(n).length >= 3);
  let meals = 0;
  let suitable = 0;
  plan.itinerary.forEach((d, i) => {
    const p = dayParts(d);
    for (const [label, text] of [
      ['lunch', p.lunch],
      ['dinner', p.dinner],
    ] as const) {
      meals++;
      const named = known.filter((n) => mentions(text, n));
      if (named.some((n) => onList(n, list, diets)) || onList(text, list)) suitable++;
      else if (named.length) out.push(`day ${i + 1} ${label} at ${named[0]}, not on the list`);
    }
  });
  const honest = proseText(plan)
    .split(/(?<=[.!?])\s+/)
    .some(
      (s) => HONEST_DIET.test(s) && diets.some((d) => mentions(s, d) || fold(s).includes(fold(d))),
    );
  if (meals && suitable / meals < 0.9 && !honest)
    out.push(
      `${suitable} of ${meals} meals at a listed ${diets.join('/')} restaurant, and no note says so`,
    );
  return { problems: [...new Set(out)], suitableMeals: suitable, meals };
}
