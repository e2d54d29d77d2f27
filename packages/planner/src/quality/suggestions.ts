/**
 * The hard constraints applied to labelled suggestions (venues a model added from outside the
 * catalogue, `verified: false`). We hold no facts about them, so each must at least say in its
 * own text that it meets the traveller's need, and must not be a place they asked to skip.
 */
import type { PlanDestination } from '@app/shared';
import { describedOnAvoided, isAvoided } from '../parse/avoid.ts';
import { parseDietary, servesDiet } from '../parse/dietary.ts';
import type { PlanRequest } from '../request.ts';
import { isSuggestion } from './venues.ts';

/** Words that state step-free access; "accessible by metro" is not enough, so "accessible" alone is not used. */
const ACCESS_WORDS =
  /\b(wheelchair|step[- ]free|barrier[- ]free|level access|accessible (rooms?|entrance|toilets?|route|paths?|venue|museum|hotel)|fully accessible|(lift|elevator)s? to)\b/i;

export function suggestionDietFailures(plan: PlanDestination, req: PlanRequest): string[] {
  if (req.dietary.length === 0) return [];
  return plan.restaurants
    .filter(isSuggestion)
    .filter((r) => !servesDiet(parseDietary(`${r.restaurant_type} ${r.description}`), req.dietary))
    .map(
      (r) =>
        `${r.restaurant_name} (not in our catalogue) does not say it serves ${req.dietary.join('/')} food`,
    );
}

export function suggestionAccessFailures(plan: PlanDestination, req: PlanRequest): string[] {
  if (!req.accessible) return [];
  return [
    ...plan.places_to_stay
      .filter(isSuggestion)
      .filter((s) => !ACCESS_WORDS.test(s.why_recommended))
      .map((s) => s.name),
    ...plan.things_to_do
      .filter(isSuggestion)
      .filter((t) => !ACCESS_WORDS.test(t.description))
      .map((t) => t.destination_name),
  ].map((n) => `${n} (not in our catalogue) does not say it is wheelchair accessible`);
}

export function suggestionSkipFailures(plan: PlanDestination, req: PlanRequest): string[] {
  if (req.avoid.length === 0) return [];
  const items = [
    ...plan.places_to_stay
      .filter(isSuggestion)
      .map((s) => ({ name: s.name, location: s.location, text: s.why_recommended })),
    ...plan.restaurants
      .filter(isSuggestion)
      .map((r) => ({ name: r.restaurant_name, location: r.location, text: r.description })),
    ...plan.things_to_do
      .filter(isSuggestion)
      .map((t) => ({ name: t.destination_name, location: t.location, text: t.description })),
  ];
  return items
    .filter(
      (i) =>
        isAvoided(i.name, req.avoid) ||
        isAvoided(i.location.split(',')[0] ?? '', req.avoid) ||
        describedOnAvoided(`${i.location} ${i.text}`, req.avoid),
    )
    .map((i) => `${i.name} was asked to be skipped`);
}
