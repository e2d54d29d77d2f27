/** Trip length from free text: "June 3-9" -> 7, "a week" -> 7, "long weekend" -> 3. */
import { MONTH_NAMES, NUMBER_PATTERN, norm, toNumber } from '../text.ts';

export const DEFAULT_DAYS = 5;
export const MAX_DAYS = 15;

const MONTH_KEYS = MONTH_NAMES.map((m) => m.toLowerCase());
const MONTH_ALT = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';

function monthIndex(token: string): number {
  return MONTH_KEYS.findIndex((m) => m.startsWith(token.slice(0, 3)));
}

/** Days in a month of a non-leap year: enough for counting a date range. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function clampDays(n: number): number {
  return Math.max(1, Math.min(MAX_DAYS, Math.round(n)));
}

/** Inclusive day count between two calendar dates written in text (no year needed). */
function spanDays(m1: number, d1: number, m2: number, d2: number): number {
  if (m1 === m2) return d2 - d1 + 1;
  let total = (MONTH_DAYS[m1] ?? 30) - d1 + 1;
  for (let m = (m1 + 1) % 12; m !== m2; m = (m + 1) % 12) total += MONTH_DAYS[m] ?? 30;
  return total + d2;
}

export function parseTripDays(text: string, fallback = DEFAULT_DAYS): number {
  const raw = text.toLowerCase().replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  // "June 3-9", "June 3 to 9", "June 28 - July 4", "3-9 June", "3 June to 9 July".
  const sameMonth = raw.match(
    new RegExp(
      `${MONTH_ALT}\\.?\\s+(\\d{1,2})\\s*(?:-|–|to|through|until|till)\\s*(?:${MONTH_ALT}\\.?\\s+)?(\\d{1,2})\\b`,
    ),
  );
  if (sameMonth) {
    const m1 = monthIndex(sameMonth[1] ?? '');
    const m2 = sameMonth[3] ? monthIndex(sameMonth[3]) : m1;
    const n = spanDays(m1, Number(sameMonth[2]), m2, Number(sameMonth[4]));
    if (n > 0 && n < 60) return clampDays(n);
  }
  const dayFirst = raw.match(
    new RegExp(
      `\\b(\\d{1,2})\\s*(?:${MONTH_ALT})?\\s*(?:-|–|to|through|until)\\s*(\\d{1,2})\\s+${MONTH_ALT}`,
    ),
  );
  if (dayFirst) {
    const m = monthIndex(dayFirst[4] ?? '');
    const explicit = dayFirst[2] ? monthIndex(dayFirst[2]) : m;
    const n = spanDays(explicit, Number(dayFirst[1]), m, Number(dayFirst[3]));
    if (n > 0 && n < 60) return clampDays(n);
  }
  const t = norm(text);
  if (/\blong weekend\b/.test(t)) return 3;
  if (/\b(a )?weekend\b/.test(t) && !/\bweeks?\b/.test(t.replace(/weekend/g, ''))) return 2;
  const count = t.match(
    new RegExp(`\\b${NUMBER_PATTERN}(?: and a half)? (days?|nights?|weeks?|fortnights?)\\b`),
  );
  if (count) {
    const n = toNumber(count[1]);
    const unit = count[2] ?? 'days';
    const half = count[0].includes('and a half') ? 0.5 : 0;
    if (!Number.isNaN(n)) {
      if (unit.startsWith('week')) return clampDays((n + half) * 7);
      if (unit.startsWith('fortnight')) return clampDays(n * 14);
      if (unit.startsWith('night')) return clampDays(n + 1);
      return clampDays(n + half);
    }
  }
  if (/\b(a|one) week\b|\bweek long\b|\bweeklong\b/.test(t)) return 7;
  if (/\bfortnight\b/.test(t)) return 14;
  if (/\b(a )?month\b/.test(t) && /\b(for|whole|entire) (a |the )?month\b/.test(t)) return MAX_DAYS;
  return clampDays(fallback);
}
