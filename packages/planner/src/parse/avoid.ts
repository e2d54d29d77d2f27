/** "Places to skip" as normalised terms, and matching them against venues and destinations. */
import { norm } from '../text.ts';

const FILLER =
  /\b(please|avoid(ing)?|skip(ping)?|no|not|don t|do not|dont|want|to|go|visit|the|any|anything|i d|rather|like|would|we|i|us|places?|too|very|really|also|stay away from|away|from|put|book|booking|stay(ing)?|hotels?|a|an|in|on|at|near|right|somewhere|area|district|neighbou?rhood|been there|done that|please)\b/g;

/** Leading articles of place names: "La Rambla" is also written "the Ramblas". */
const ARTICLE = /^(la|le|les|el|los|las|il|lo|the|de|der|die|das) /;

/** Generic dislikes that are not place names; they are ignored as venue filters. */
const GENERIC = new Set([
  'crowds',
  'crowded',
  'tourist traps',
  'touristy',
  'tourists',
  'clubs',
  'nightclubs',
  'none',
  'nothing',
  'n a',
  'na',
]);

export function parseAvoid(text: string): string[] {
  const terms: string[] = [];
  // Reasons in brackets ("(been there)", "(pickpockets)") are not places.
  const plain = text.replace(/\([^)]*\)/g, ' ');
  for (const part of plain.split(/[,;\n/]|\band\b|\bor\b|\.\s/i)) {
    const t = norm(part).replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
    if (t.length >= 3 && !GENERIC.has(t) && !terms.includes(t)) terms.push(t);
  }
  return terms;
}

/** "la rambla" also matches "Ramblas"; "le marais" also "Marais". */
function variants(term: string): string[] {
  const bare = term.replace(ARTICLE, '');
  return bare !== term && bare.length >= 4 ? [term, bare] : [term];
}

/** A name is avoided when a term appears in it as whole words (plural too), or it appears in a term. */
export function isAvoided(name: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const n = norm(name);
  if (!n) return false;
  return terms.some(
    (t) =>
      variants(t).some((v) => new RegExp(`(^| )${v}s?( |$)`).test(n)) ||
      (n.length >= 4 && ` ${t} `.includes(` ${n} `)),
  );
}

/**
 * A description that puts the venue on or by an avoided street or square ("right on La Rambla",
 * "near La Rambla"): someone avoiding a place for its crowds or pickpockets avoids its edges too.
 */
export function describedOnAvoided(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const n = norm(text);
  return terms.some((t) =>
    variants(t).some((v) =>
      new RegExp(
        `\\b(on|off|in|at|near|by|around|beside|overlooking|facing|above|next to) (the |la |le |el )?${v}s?\\b`,
      ).test(n),
    ),
  );
}
