/**
 * Text helpers for the judge, written here on purpose: the judge must not reuse the planner's
 * normalisation or parsers, or it would share their blind spots.
 */
import type { PlanDestination } from '@app/shared';

/** Lower case, accents and punctuation removed, single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whole-word containment after folding; plain English endings count ("ski" -> "skiing"). */
export function mentions(haystack: string, needle: string): boolean {
  const n = fold(needle);
  if (!n) return false;
  return new RegExp(`(^| )${n}(s|es|ing|ed|er|ers)?( |$)`).test(fold(haystack));
}

/** The day parts of either itinerary shape as three strings. */
export function dayParts(day: PlanDestination['itinerary'][number]): {
  morning: string;
  afternoon: string;
  evening: string;
  lunch: string;
  dinner: string;
} {
  // A meal's "(cuisine, neighbourhood)" label is where the restaurant is, not a visit: a
  // neighbourhood named after a sight ("Syväsenvaara & SantaPark") is not SantaPark.
  const part = (p: string | { activities?: string; dining?: string }) =>
    typeof p === 'string'
      ? p.replace(/\b((?:Breakfast|Lunch|Dinner) at [^.(]+?) \([^)]*\)/g, '$1')
      : `${p.activities ?? ''} ${p.dining ?? ''}`;
  const dining = (p: string | { dining?: string }) =>
    typeof p === 'string' ? p : (p.dining ?? '');
  return {
    morning: part(day.morning),
    afternoon: part(day.afternoon),
    evening: part(day.evening),
    lunch: dining(day.afternoon),
    dinner: dining(day.evening),
  };
}

/** Everything the traveller reads in the itinerary and the lists (not the general prose). */
export function scheduledText(plan: PlanDestination): string {
  const days = plan.itinerary.map((d) => {
    const p = dayParts(d);
    return `${d.summary} ${p.morning} ${p.afternoon} ${p.evening}`;
  });
  return [
    ...days,
    ...plan.things_to_do.map((t) => `${t.destination_name} ${t.description}`),
    ...plan.restaurants.map((r) => `${r.restaurant_name} ${r.restaurant_type} ${r.description}`),
  ].join(' \n ');
}

/** The notes a traveller reads: tips, overview, cost, timing. */
export function proseText(plan: PlanDestination): string {
  return [plan.overview, plan.helpful_tips, plan.estimated_cost, plan.time_to_go].join(' \n ');
}

/** Sentences of the prose that say a wish could not be met. */
const MISSING =
  /(couldn.t find|could not find|not in our catalogue|no .{0,40}in our catalogue|we (do not|don.t) (have|know|list)|not able to (find|schedule)|could not schedule|couldn.t schedule)/i;

export function notedAsMissing(plan: PlanDestination, word: string): boolean {
  return proseText(plan)
    .split(/(?<=[.!?])\s+/)
    .some((s) => MISSING.test(s) && fold(s).includes(fold(word)));
}

/** Words a wish or occasion phrase never starts with; a note naming "It is our honeymoon" names no wish. */
const CLAUSE_START =
  /^(it|its|we|were|i|im|our|my|you|your|this|that|there|is|are|would|please|he|she|they)$/;

/**
 * The things a "couldn't find / could not schedule / not in our catalogue" sentence names, split
 * into items ("fado, a sunset dinner and opera" -> three items; parentheses dropped).
 */
export function namedMissing(plan: PlanDestination): string[] {
  const items: string[] = [];
  const patterns = [
    /(?:couldn.t|could not|were unable to|weren.t able to|not able to) (?:find|schedule|fit in|fit|include|place)\s+(.+?)(?=\s+in our\b|\s*:|,\s*so\b|;|\.(?:\s|$)|$)/gi,
    /\bno (.+?) in our\b/gi,
    /(?:^|[.;:]\s*)([^.;:]+?) (?:is|are) not in our\b/gi,
  ];
  for (const sentence of proseText(plan).split(/(?<=[.!?])\s+/)) {
    if (!MISSING.test(sentence)) continue;
    for (const re of patterns)
      for (const m of sentence.matchAll(re))
        for (const item of (m[1] ?? '').replace(/\([^)]*\)/g, ' ').split(/,\s*|\s+and\s+|\s+or\s+/))
          if (item.trim()) items.push(item.trim());
  }
  return items;
}

/**
 * A missing-note item names this wish when it contains one of its words (also inside a longer
 * word) and is not much longer than that word, and does not read as a clause of the request
 * ("It is our honeymoon").
 */
export function itemNamesWish(item: string, alternatives: readonly string[]): boolean {
  const words = fold(item).split(' ').filter(Boolean);
  if (!words.length || CLAUSE_START.test(words[0] ?? '')) return false;
  const folded = fold(item);
  return alternatives.some((a) => {
    const n = fold(a).split(' ').length;
    // Inside a longer word counts ("Sachertorte" names the wish "Sacher").
    return folded.includes(fold(a)) && words.length <= n + 2;
  });
}

export function haversineKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
