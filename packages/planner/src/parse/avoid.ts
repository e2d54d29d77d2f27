/** "Places to skip" as normalised terms, and matching them against venues and destinations. */
import { norm, wordTable } from '../text.ts';

const FILLER =
  /\b(please|avoid(ing)?|skip(ping)?|no|not|don t|do not|dont|want|to|go|visit|the|any|anything|i d|rather|like|would|we|i|us|places?|too|very|really|also|stay away from|away|from|put|book|booking|stay(ing)?|hotels?|a|an|in|on|at|near|right|somewhere|area|district|neighbou?rhood|been there|done that|please)\b/g;

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
  // "the Ramblas - too crowded", "Times Square because of the crowds": the reason is not a place.
  const places = plain.replace(/\s+(?:because|since|as it s|due to)\b[^,;\n]*/gi, ' ');
  for (const part of places.split(/[,;\n/]|\s[-\u2013\u2014]\s|\band\b|\bor\b|\.\s/i)) {
    const t = norm(part).replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
    if (t.length >= 3 && !GENERIC.has(t) && !terms.includes(t)) terms.push(t);
  }
  return terms;
}

/**
 * Articles (English, Spanish, French, Italian, Portuguese, German) and linking words that place
 * names are written with or without: "La Rambla", "the Ramblas", "Las Ramblas" are one street.
 */
const ARTICLES = new Set(
  'the la las le les l il lo gli el los o os a as de del della di du des der die das'.split(' '),
);

/** Abbreviations and their long forms, one canonical spelling each ("St" is Street or Saint). */
const CANONICAL: Record<string, string> = wordTable({
  street: 'st',
  saint: 'st',
  ste: 'st',
  square: 'sq',
  avenue: 'ave',
  av: 'ave',
  avenida: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  mount: 'mt',
  mountain: 'mt',
});

/** Singular form of a word, as written on either side ("Ramblas" and "Rambla" meet at "rambla"). */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const canonCache = new Map<string, string>();

/**
 * A text in canonical words: normalised, articles dropped, abbreviations expanded to one spelling,
 * plurals made singular. Terms and venue texts are compared in this form.
 */
export function canonical(text: string): string {
  const hit = canonCache.get(text);
  if (hit !== undefined) return hit;
  const out = norm(text)
    .split(' ')
    .filter((w) => w && !ARTICLES.has(w))
    .map((w) => CANONICAL[w] ?? singular(w))
    .map((w) => CANONICAL[w] ?? w)
    .join(' ');
  if (canonCache.size > 20_000) canonCache.clear();
  canonCache.set(text, out);
  return out;
}

/**
 * Famous places travellers name in English and venues describe in the local language (or the
 * other way round): one group per place, every name in it avoided when any one is.
 */
const SAME_PLACE: ReadonlyArray<readonly string[]> = [
  ["St Mark's Square", 'Piazza San Marco'],
  ["St Peter's Square", 'Piazza San Pietro'],
  ['Spanish Steps', 'Piazza di Spagna'],
  ['Trevi Fountain', 'Fontana di Trevi'],
  ['Old Town Square', 'Staroměstské náměstí'],
  ['Wenceslas Square', 'Václavské náměstí'],
  ['Charles Bridge', 'Karlův most'],
  ['Red Square', 'Krasnaya Ploshchad'],
  ['Main Market Square', 'Rynek Główny'],
  ['Grand Place', 'Grote Markt'],
];

/** Each canonical name -> the other names of its place. */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = wordTable(
  Object.fromEntries(
    SAME_PLACE.flatMap((group) => {
      const names = group.map((n) => canonical(n));
      return names.map((n) => [n, names.filter((m) => m !== n)] as const);
    }),
  ),
);

/**
 * Terms in canonical form, with the other names of a famous place; a term that is only articles
 * ("the") matches nothing.
 */
function canonicalTerms(terms: readonly string[]): string[] {
  return terms
    .map(canonical)
    .flatMap((t) => [t, ...(OTHER_NAMES[t] ?? [])])
    .filter((t) => t.length >= 3);
}

/** A name is avoided when a term appears in it as whole words, or it appears in a term. */
export function isAvoided(name: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const n = canonical(name);
  if (!n) return false;
  return canonicalTerms(terms).some(
    (t) => ` ${n} `.includes(` ${t} `) || (n.length >= 4 && ` ${t} `.includes(` ${n} `)),
  );
}

/** Words that put a venue on, by or near a place ("just off La Rambla", "steps from Times Square"). */
const PLACE_WORDS =
  /(^| )(on|off|in|at|near|by|around|beside|overlooking|facing|above|below|behind|opposite|along|from|next to|close to|onto|into|between|just off|top of|end of|foot of|edge of|heart of)$/;

/** Common nouns a traveller may avoid as a kind of place ("bars", "beaches"), not a named one. */
const COMMON = new Set(
  (
    'bar pub club nightclub disco casino museum gallery beach market bazaar mall shop church ' +
    'cathedral temple mosque shrine restaurant cafe hotel hostel resort zoo aquarium park garden ' +
    'st sq tower bridge palace castle old town centre center downtown harbour harbor port ' +
    'station airport tour boat cruise hike trail mountain mt view viewpoint'
  ).split(' '),
);

/**
 * A description that names an avoided place: someone avoiding a street or district for its crowds
 * or pickpockets avoids its edges too ("market off La Rambla", "steps from Times Square"). A
 * named place counts wherever the text names it; a common noun ("bars", "the beach") only after
 * a place word ("on the beach"), so "a cocktail bar menu" does not remove a restaurant.
 */
export function describedOnAvoided(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0 || !text) return false;
  const n = ` ${canonical(text)} `;
  return canonicalTerms(terms).some((t) => {
    if (!COMMON.has(t)) return n.includes(` ${t} `);
    let at = n.indexOf(` ${t} `);
    while (at >= 0) {
      if (PLACE_WORDS.test(n.slice(0, at).trimEnd())) return true;
      at = n.indexOf(` ${t} `, at + 1);
    }
    return false;
  });
}

/** A venue on the skip list by its name, its neighbourhood or what its description says. */
export function venueAvoided(
  v: { name: string; neighbourhood?: string; text?: string },
  terms: readonly string[],
): boolean {
  if (terms.length === 0) return false;
  return (
    isAvoided(v.name, terms) ||
    (v.neighbourhood !== undefined && isAvoided(v.neighbourhood, terms)) ||
    (v.text !== undefined && describedOnAvoided(v.text, terms))
  );
}
