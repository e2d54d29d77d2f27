/** "Places to skip" as normalised terms, and matching them against venues and destinations. */
import { norm } from '../text.ts';

const FILLER =
  /\b(please|avoid(ing)?|skip(ping)?|no|not|don t|do not|dont|want|to|go|visit|the|any|anything|i d|rather|like|would|we|i|places?|like|too|very|really|also|stay away from|away|from)\b/g;

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
  for (const part of text.split(/[,;\n/]|\band\b|\bor\b|\.\s/i)) {
    const t = norm(part).replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
    if (t.length >= 3 && !GENERIC.has(t) && !terms.includes(t)) terms.push(t);
  }
  return terms;
}

/** A name is avoided when a term appears in it as whole words, or it appears in a term. */
export function isAvoided(name: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const n = norm(name);
  if (!n) return false;
  return terms.some(
    (t) => ` ${n} `.includes(` ${t} `) || (n.length >= 4 && ` ${t} `.includes(` ${n} `)),
  );
}
