/** Time source; tests inject a controllable one to exercise expiry. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function addDays(date: Date, days: number): Date {
  return addMinutes(date, days * 24 * 60);
}

// Made once: building a formatter costs far more than using one (lists format every row).
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/**
 * The spec's clients show the part of created_at before the first comma, so the date part
 * carries no comma: "November 22 2026, 9:33 AM" shows as "November 22 2026".
 */
export function formatPlanDate(date: Date): string {
  const day = DAY_FORMAT.format(date);
  const time = TIME_FORMAT.format(date);
  return `${day.replace(',', '')}, ${time}`;
}
