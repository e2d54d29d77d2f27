/**
 * The trip's days on the calendar. With a known first day each day has a weekday and a month, so
 * a venue is only planned on a day it is open and in season; without one, the plan keeps to the
 * travel months and says which days a venue closes.
 */
import { WEEKDAYS, type Weekday } from '../catalogue/types.ts';
import { joinList, MONTH_NAMES } from '../text.ts';

export interface TripDay {
  weekday: Weekday;
  /** 1-12. */
  month: number;
}

const DAY_MS = 86_400_000;

const WEEKDAY_NAME: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export function weekdayName(day: Weekday): string {
  return WEEKDAY_NAME[day];
}

/** One entry per trip day from an ISO first day; empty when the first day is unknown. */
export function tripCalendar(startDate: string | undefined, days: number): TripDay[] {
  const m = startDate?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return [];
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const out: TripDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = new Date(start + i * DAY_MS);
    // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
    const weekday = WEEKDAYS[(date.getUTCDay() + 6) % 7] ?? 'mon';
    out.push({ weekday, month: date.getUTCMonth() + 1 });
  }
  return out;
}

/** What decides whether a venue is open on a day: an activity, restaurant, stay or day trip. */
export interface Opening {
  /** Months (1-12) it runs or is open; absent or empty means all year. */
  months?: readonly number[];
  /** Weekdays it is closed all day. */
  closedDays?: readonly Weekday[];
}

/** Open and in season on that day; every day counts as open when the date is unknown. */
export function openOn(v: Opening, day: TripDay | undefined): boolean {
  if (!day) return true;
  if (v.closedDays?.includes(day.weekday)) return false;
  return !v.months || v.months.length === 0 || v.months.includes(day.month);
}

/** "Mondays", "Saturdays and Sundays". */
function plural(days: readonly Weekday[]): string {
  return joinList(days.map((d) => `${WEEKDAY_NAME[d]}s`));
}

/** "Closed Mondays." / "Open Sundays only." for a venue with closing days. */
export function closingNote(v: Opening): string {
  const closed = v.closedDays ?? [];
  if (closed.length === 0) return '';
  const open = WEEKDAYS.filter((d) => !closed.includes(d));
  if (open.length === 0) return '';
  return open.length <= 3 ? `Open ${plural(open)} only.` : `Closed ${plural(closed)}.`;
}

/** "Runs May to October." for a seasonal venue, when the travel months are unknown. */
export function seasonNote(v: Opening, verb = 'Runs'): string {
  const months = [...(v.months ?? [])].sort((x, y) => x - y);
  if (months.length === 0 || months.length === 12) return '';
  // A season that wraps the new year (Nov-Mar) starts after the largest gap.
  let start = 0;
  for (let i = 1; i < months.length; i++)
    if ((months[i] ?? 0) - (months[i - 1] ?? 0) > 1) start = i;
  const ordered = [...months.slice(start), ...months.slice(0, start)];
  const contiguous = ordered.every((m, i) => i === 0 || m === ((ordered[i - 1] ?? 0) % 12) + 1);
  const name = (m: number) => MONTH_NAMES[m - 1] ?? '';
  if (contiguous)
    return `${verb} ${name(ordered[0] ?? 1)} to ${name(ordered[ordered.length - 1] ?? 12)} only.`;
  return `${verb} in ${joinList(months.map(name))} only.`;
}
