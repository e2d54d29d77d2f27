/** Who is travelling: children (family-friendly picks only) and the party size. */
import { NUMBER_PATTERN, norm, toNumber } from '../text.ts';

const CHILD_WORDS =
  /\b(kids?|children|child|family|son|sons|daughter|daughters|toddlers?|baby|babies|infant|teen|teens|teenagers?|grandkids|grandchildren|nephew|niece|little ones)\b/;

export function hasChildren(text: string): boolean {
  const t = norm(text);
  if (!t) return false;
  if (CHILD_WORDS.test(t) && !/\bno (kids|children)\b/.test(t)) return true;
  // "ages 4 and 9", "aged 10", "(8)", "8 year old": any age under 13.
  const ages = [...t.matchAll(/\b(?:age[sd]?|aged) ((?:\d{1,2}(?: and | )?)+)/g)].flatMap((m) =>
    (m[1] ?? '').split(/ and | /).map(Number),
  );
  const yearOld = [...t.matchAll(/\b(\d{1,2}) ?(?:year|yr)s? ?old\b/g)].map((m) => Number(m[1]));
  return [...ages, ...yearOld].some((age) => age > 0 && age < 13);
}

/** Rough number of people, for "per person" arithmetic; 1 when travelling alone or unknown. */
export function partySize(text: string): number {
  const t = norm(text);
  if (!t || /\b(solo|alone|myself|just me|by myself|no one|nobody|none)\b/.test(t)) return 1;
  const group = t.match(new RegExp(`\\b(?:family|group|party) of ${NUMBER_PATTERN}\\b`));
  if (group) return clamp(toNumber(group[1]) || 1);
  let count = 1;
  for (const m of t.matchAll(
    new RegExp(
      `\\b${NUMBER_PATTERN} (?:kids?|children|friends|people|adults|teens|sons|daughters|colleagues|others)\\b`,
      'g',
    ),
  ))
    count += toNumber(m[1]) || 0;
  const singles = t.match(
    /\b(wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|spouse|mom|mother|dad|father|son|daughter|friend|sister|brother|mum)\b/g,
  );
  count += singles?.length ?? 0;
  if (count === 1 && /\b(kids|children|family|friends|parents)\b/.test(t))
    count = /parents/.test(t) ? 3 : 3;
  return clamp(count);
}

function clamp(n: number): number {
  return Math.max(1, Math.min(20, Math.round(n)));
}
