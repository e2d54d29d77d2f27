/** Reading revision feedback ("more museums, cheaper hotels, make it 4 days") as intents. */
import type { ActivityKind, DietaryTag } from '../catalogue/types.ts';
import { parseDietary } from '../parse/dietary.ts';
import { kindsInText } from '../parse/interests.ts';
import { NUMBER_PATTERN, norm, toNumber } from '../text.ts';

export type Intent =
  | { type: 'more'; kinds: ActivityKind[]; words: string }
  | { type: 'less'; kinds: ActivityKind[]; words: string }
  | { type: 'price'; direction: -1 | 1 }
  | { type: 'pace'; direction: -1 | 1 }
  | { type: 'day-trip'; add: boolean; name?: string }
  | { type: 'diet'; tags: DietaryTag[] }
  | { type: 'swap'; term: string }
  | { type: 'days'; set?: number; delta?: number };

const MORE =
  /\b(more|extra|additional|add(?:ing)?|include|lots of|plenty of|focus on|prefer|want|love|into)\b/;
const LESS =
  /\b(less|fewer|no more|not so many|too many|too much|cut(?: down)?(?: on)?|drop|skip|remove|without|no|avoid|hate|don t like|not into|not interested in)\b/;

const SWAP =
  /\b(?:replace|swap(?: out)?|remove|drop|skip|no more|get rid of|instead of|don t want(?: to (?:go to|visit|see))?|not interested in|take out|cut)\s+(?:the\s+)?(.+?)(?=\s+(?:with|for|and|but|please|because)\b|$)/g;

/** Splits feedback into clauses so "more museums but less nightlife" reads as two intents. */
function clauses(text: string): string[] {
  return text
    .split(
      /[.;!?\n]|,|\bbut\b|\balso\b|\bthen\b|\band\b(?= (?:more|less|fewer|add|make|cheaper|no|remove|replace|a|an|skip|drop|slower|busier)\b)/i,
    )
    .map((c) => norm(c))
    .filter(Boolean);
}

const REMOVAL =
  /\b(replace|swap|remove|drop|skip|no more|get rid of|instead of|don t|not|take out|cut|no|without|change)\b/;
const GENERIC_WORDS = new Set(
  'the and of de la le el del das des do da di museum temple park market restaurant hotel cafe bar street square garden gardens tower church house'.split(
    ' ',
  ),
);

/** The plan venue a clause names, by its full name or by its distinctive words ("the Louvre"). */
function namedVenue(c: string, venues: readonly string[]): string | undefined {
  const padded = ` ${c} `;
  let best: string | undefined;
  for (const v of venues) {
    const n = norm(v);
    const core = n.split(' ').filter((w) => w.length >= 4 && !GENERIC_WORDS.has(w));
    const hit =
      padded.includes(` ${n} `) ||
      (core.length > 0 && core.every((w) => padded.includes(` ${w} `)));
    if (hit && (!best || n.length > norm(best).length)) best = v;
  }
  return best;
}

export function parseIntents(feedback: string, venues: readonly string[] = []): Intent[] {
  const intents: Intent[] = [];
  for (const c of clauses(feedback)) intents.push(...clauseIntents(c, venues));
  return intents;
}

function clauseIntents(c: string, venues: readonly string[]): Intent[] {
  const out: Intent[] = [];
  const venue = REMOVAL.test(c) ? namedVenue(c, venues) : undefined;
  if (venue) return [{ type: 'swap', term: norm(venue) }];
  // Days first: "make it 4 days", "add a day", "one day shorter".
  const setDays =
    c.match(
      new RegExp(
        `\\b(?:make it|make the trip|change (?:it )?to|only|just|shorten (?:it )?to|extend (?:it )?to|instead)\\s*${NUMBER_PATTERN} days?\\b`,
      ),
    ) ?? c.match(new RegExp(`^${NUMBER_PATTERN} days?(?: instead| only)?$`));
  const addDays = c.match(
    new RegExp(
      `\\b(?:add|extra|another|one more|plus)\\s*${NUMBER_PATTERN}?\\s*(?:more |extra )?days?\\b`,
    ),
  );
  const dropDays = c.match(
    new RegExp(
      `\\b(?:remove|drop|cut|one less|fewer|shorten by|minus)\\s*${NUMBER_PATTERN}?\\s*days?\\b|\\b${NUMBER_PATTERN}? ?days? (?:shorter|less)\\b`,
    ),
  );
  if (setDays) out.push({ type: 'days', set: toNumber(setDays[1]) });
  else if (addDays && !/day trip/.test(c))
    out.push({ type: 'days', delta: toNumber(addDays[1] ?? '1') || 1 });
  else if (dropDays && !/day trip/.test(c))
    out.push({ type: 'days', delta: -(toNumber(dropDays[1] ?? dropDays[2] ?? '1') || 1) });
  if (out.length) return out;

  if (
    /\bday ?trips?\b|\bexcursions?\b|\bsurrounding areas?\b|\bout of (?:the )?(?:town|city)\b/.test(
      c,
    )
  ) {
    const drop = /\b(no|remove|drop|skip|without|fewer|less|cancel|don t)\b/.test(c);
    const named = c.match(/\bday ?trip (?:to|in) (.+)$/);
    out.push({ type: 'day-trip', add: !drop, name: named?.[1] });
    return out;
  }
  if (
    /\b(cheaper|less expensive|budget|save money|lower cost|too expensive|more affordable|affordable|cheap|lower price)\b/.test(
      c,
    )
  )
    out.push({ type: 'price', direction: -1 });
  else if (
    /\b(upscale|luxury|luxurious|fancier|fancy|nicer|splurge|high end|more expensive|five star|5 star|treat ourselves)\b/.test(
      c,
    )
  )
    out.push({ type: 'price', direction: 1 });
  if (
    /\b(slower|relax(ed|ing)?|less busy|less rushed|fewer activities|more free time|more downtime|too busy|too packed|take it easy|lighter)\b/.test(
      c,
    )
  )
    out.push({ type: 'pace', direction: -1 });
  else if (
    /\b(busier|more activities|packed|pack more|more things to do|fuller|action packed|more each day)\b/.test(
      c,
    )
  )
    out.push({ type: 'pace', direction: 1 });
  const diet = parseDietary(c);
  if (
    diet.length > 0 &&
    /\b(i m|we re|we are|i am|now|became|become|vegan|vegetarian|gluten|celiac|halal|kosher)\b/.test(
      c,
    )
  )
    out.push({ type: 'diet', tags: diet });
  if (out.length) return out;

  const kinds = kindsInText(c);
  if (kinds.length > 0) {
    if (LESS.test(c)) out.push({ type: 'less', kinds, words: c });
    else if (MORE.test(c) || c.split(' ').length <= 3) out.push({ type: 'more', kinds, words: c });
    if (out.length) return out;
  }
  for (const m of c.matchAll(SWAP)) {
    const term = (m[1] ?? '').trim();
    if (term.length >= 3) out.push({ type: 'swap', term });
  }
  return out;
}
