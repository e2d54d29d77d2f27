/** Small text helpers shared by the parsers, the gazetteer and the catalogue lookups. */

/** Lower-case, accents stripped, punctuation collapsed to single spaces: "São Paulo!" -> "sao paulo". */
export function norm(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      // Keep numbers whole: "2,000" -> "2000", "1.5" stays "1.5"; any other punctuation is a space.
      .replace(/(\d),(\d{3})\b/g, '$1$2')
      // 'D' marks a decimal point: it cannot occur in the text, which is lower-cased by now.
      .replace(/(\d)\.(\d)/g, '$1D$2')
      .replace(/[^a-z0-9D]+/g, ' ')
      .replace(/D/g, '.')
      .trim()
  );
}

/** True when `needle` occurs in `haystack` as whole words (both already normalised). */
export function hasWords(haystack: string, needle: string): boolean {
  if (!needle) return false;
  return ` ${haystack} `.includes(` ${needle} `);
}

/** True when any of the phrases occurs as whole words in the normalised text. */
export function hasAny(text: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => hasWords(text, p));
}

const NUMBER_WORDS: Record<string, number> = wordTable({
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  couple: 2,
  few: 3,
});

/** "3" -> 3, "three" -> 3, "a" -> 1; NaN when the token is not a number. */
export function toNumber(token: string | undefined): number {
  if (token === undefined) return Number.NaN;
  const digits = Number(token.replace(/,/g, ''));
  if (!Number.isNaN(digits)) return digits;
  return NUMBER_WORDS[token] ?? Number.NaN;
}

export const NUMBER_PATTERN = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;

/** Joins a list for prose: ["a", "b", "c"] -> "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Formats dollars with thousands separators: 1540 -> "$1,540". */
export function usd(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** Deterministic string hash (FNV-1a) so that tie-breaks vary between requests without randomness. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A lookup table keyed by what a traveller typed or picked. It has no prototype, so a key such as
 * "constructor" or "toString" finds nothing instead of an Object.prototype member. Every table the
 * parsers index with input is built through here.
 */
export function wordTable<T extends object>(entries: T): Readonly<T> {
  return Object.freeze(Object.assign(Object.create(null) as T, entries));
}
