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
  const part = (p: string | { activities?: string; dining?: string }) =>
    typeof p === 'string' ? p : `${p.activities ?? ''} ${p.dining ?? ''}`;
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

export function haversineKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
