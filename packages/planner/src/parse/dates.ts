/**
 * The first day of the trip, when the answer names a calendar day: "June 3-9", "3-9 June",
 * "June 28 - July 4", "from the 12th of March", "2026-06-03". Weekdays need a year: one written in
 * the answer, or else the next time that day comes round after `today`. Without either the start
 * is unknown and the plan says which days venues close instead of planning around them.
 */
import { MONTH_NAMES } from '../text.ts';

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const ORD = '(?:st|nd|rd|th)?';
const MONTH_KEYS = MONTH_NAMES.map((m) => m.toLowerCase());

function monthOf(token: string): number {
  return MONTH_KEYS.findIndex((m) => m.startsWith(token.slice(0, 3))) + 1;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Month and day of the first date written in the text, if any. */
function firstDate(text: string): { month: number; day: number; year?: number } | undefined {
  const t = text.toLowerCase();
  const isoDate = t.match(/\b(20\d\d)-(\d{1,2})-(\d{1,2})\b/);
  if (isoDate)
    return { year: Number(isoDate[1]), month: Number(isoDate[2]), day: Number(isoDate[3]) };
  // "June 3", "Jun 3rd - 9th" ("June 2026" is a year: \d{1,2}\b cannot match inside it).
  const monthFirst = new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})${ORD}\\b`).exec(t);
  // "3 June", "3-9 June", "the 12th of March".
  const dayFirst = new RegExp(
    `\\b(\\d{1,2})${ORD}\\s*(?:(?:-|–|to|until|through)\\s*\\d{1,2}${ORD}\\s*)?(?:of\\s+)?${MONTH}\\b`,
  ).exec(t);
  const pick =
    monthFirst && (!dayFirst || monthFirst.index <= dayFirst.index)
      ? { month: monthOf(monthFirst[1] ?? ''), day: Number(monthFirst[2]) }
      : dayFirst
        ? { month: monthOf(dayFirst[2] ?? ''), day: Number(dayFirst[1]) }
        : undefined;
  if (!pick) return undefined;
  const year = t.match(/\b(20\d\d)\b/);
  return year ? { ...pick, year: Number(year[1]) } : pick;
}

/** ISO date (YYYY-MM-DD) of the trip's first day, or undefined when it cannot be known. */
export function parseStartDate(text: string, today?: Date): string | undefined {
  const found = firstDate(text);
  if (!found || found.month < 1 || found.month > 12 || found.day < 1) return undefined;
  let year = found.year;
  if (year === undefined) {
    if (!today) return undefined;
    year = today.getUTCFullYear();
    const thisYear = Date.UTC(year, found.month - 1, found.day);
    const now = Date.UTC(year, today.getUTCMonth(), today.getUTCDate());
    if (thisYear < now) year++;
  }
  if (found.day > daysIn(year, found.month)) return undefined;
  return iso(year, found.month, found.day);
}
