import {
  BRAND,
  dayStops,
  destinationOf,
  type MapStop,
  mapLink,
  mapSearchLink,
  type PlanRecord,
  placeName,
} from '@app/shared';
import type { DateArray, EventAttributes } from 'ics';
import type { PlanFormData } from '../db/schema.ts';
import { AppError } from '../errors.ts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Day parts as calendar slots when the plan gives no time (local, floating time). */
const SLOTS = {
  morning: { label: 'Morning', start: [9, 0], hours: 3 },
  afternoon: { label: 'Afternoon', start: [13, 0], hours: 4 },
  evening: { label: 'Evening', start: [18, 30], hours: 3 },
} as const;

type Clock = readonly [hour: number, minute: number];

/** One clock reading: "9", "9:30", "9 AM", "9:30 p.m.", "18:30" (the hour, minutes, am/pm). */
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s?m\.?(?![a-z]))?`;
const RANGE = new RegExp(
  String.raw`(?<![\d:.])${CLOCK}\s*(?:-|\u2013|\u2014|to|until|till)\s*${CLOCK}`,
  'i',
);
const SINGLE = new RegExp(String.raw`(?<![\d:.])${CLOCK}`, 'gi');

/** Hours and minutes from one reading; `meridiem` is 'a' or 'p' when the text says. */
function clock(
  hour: string,
  minute: string | undefined,
  meridiem: string | undefined,
): Clock | null {
  let h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (m > 59) return null;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  } else if (h > 23) {
    return null;
  }
  return [h, m];
}

const minutesOf = ([h, m]: Clock) => h * 60 + m;

/**
 * The times a known-destination day part gives ("9:00 AM - 12:00 PM", "18:30", "from 8am"), as
 * a start and a length in minutes; null when it gives none ("N/A", "All day", empty), and the
 * slot's own times apply. A reading counts as a time only with minutes or am/pm ("2-3 hours"
 * is not one); a range's start borrows the end's am/pm ("9-11am"), unless that would put it
 * after the end ("11-1pm"). A range that passes midnight ends the next day.
 */
export function partTimes(text: string | undefined): { start: Clock; minutes: number } | null {
  if (!text) return null;
  const range = text.match(RANGE);
  if (range) {
    const [, h1, m1, ap1, h2, m2, ap2] = range as unknown as string[];
    if (m1 !== undefined || ap1 || m2 !== undefined || ap2) {
      const end = clock(h2 as string, m2, ap2);
      let start = clock(h1 as string, m1, ap1 ?? ap2);
      if (start && end && !ap1 && ap2 && minutesOf(start) > minutesOf(end)) {
        start = clock(h1 as string, m1, ap2.toLowerCase() === 'p' ? 'a' : 'p');
      }
      if (start && end) {
        let minutes = minutesOf(end) - minutesOf(start);
        if (minutes <= 0) minutes += 24 * 60;
        // Longer than a waking day: not a reading of this part's times.
        if (minutes <= 16 * 60) return { start, minutes };
      }
    }
  }
  for (const match of text.matchAll(SINGLE)) {
    const [, h, m, ap] = match as unknown as string[];
    if (m === undefined && !ap) continue;
    const start = clock(h as string, m, ap);
    if (start) return { start, minutes: 0 };
  }
  return null;
}

/**
 * The trip's first day, when the traveller's own words name one unambiguously: an ISO date
 * ("2027-06-03") or a month and a day ("June 3", "3 June", "June 3-9"), in the next year that
 * makes it a future date. Anything vaguer ("early June", "September") gives no date.
 */
export function tripStart(text: string, today: Date): Date | null {
  const iso = text.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (iso) {
    const date = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
    return Number.isNaN(date.getTime()) || date.getUTCMonth() !== Number(iso[2]) - 1 ? null : date;
  }
  const lower = text.toLowerCase();
  const month = `(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})\\.?`;
  const m1 = lower.match(new RegExp(`\\b${month}\\s+(\\d{1,2})(?!\\d)`));
  const m2 = lower.match(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${month}`));
  const name = m1?.[1] ?? m2?.[2];
  const day = Number(m1?.[2] ?? m2?.[1]);
  if (!name || !day) return null;
  const monthIndex = MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));
  const year = lower.match(/\b(20\d{2})\b/)?.[1];
  const first = year ? Number(year) : today.getUTCFullYear();
  const last = year ? Number(year) : today.getUTCFullYear() + 1;
  for (let y = first; y <= last; y++) {
    const date = new Date(Date.UTC(y, monthIndex, day));
    if (date.getUTCMonth() !== monthIndex) return null;
    if (year || date >= today) return date;
  }
  return null;
}

const toArray = (date: Date, [hour, minute]: Clock): DateArray => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  hour,
  minute,
];

type Destination = PlanRecord['plan_data']['destination'];

/** Every venue of a destination as a map stop, with its own map link. */
function venuesOf(destination: Destination): MapStop[] {
  return [
    ...destination.places_to_stay.map((v) => ({
      name: v.name,
      location: v.location,
      link: v.google_maps_link,
    })),
    ...destination.restaurants.map((v) => ({
      name: v.restaurant_name,
      location: v.location,
      link: v.google_maps_link,
    })),
    ...destination.things_to_do.map((v) => ({
      name: v.destination_name,
      location: v.location,
      link: v.google_maps_link,
    })),
  ];
}

/**
 * One destination's itinerary as events: one per day part, named after the venues it visits.
 * A part that names no venue still has a place and a map link: the area of the day's other
 * venues, or else the destination, as a map search. `label` prefixes each title when the
 * file holds two destinations.
 */
function destinationEvents(
  destination: Destination,
  opts: { start: Date; label?: string; calName: string },
): EventAttributes[] {
  const venues = venuesOf(destination);
  const events: EventAttributes[] = [];
  for (const day of destination.itinerary) {
    const date = new Date(opts.start.getTime() + (day.day_num - 1) * 24 * 60 * 60 * 1000);
    const area = dayStops(day, venues)[0]?.location ?? destination.location;
    for (const key of ['morning', 'afternoon', 'evening'] as const) {
      const part = day[key];
      const text =
        typeof part === 'string'
          ? part
          : [part.activities, part.dining ? `Dining: ${part.dining}` : '']
              .filter(Boolean)
              .join('\n');
      const stops = dayStops({ morning: part, afternoon: '', evening: '' }, venues);
      const slot = SLOTS[key];
      // A known-destination part says when it happens; the slot's times otherwise.
      const given = typeof part === 'string' ? null : partTimes(part.time);
      const minutes = given?.minutes || slot.hours * 60;
      const first = stops[0];
      const links = first
        ? stops.map((s) => `${s.name}: ${mapLink(s.link, s.name, s.location)}`)
        : [`Map: ${mapSearchLink(area)}`];
      const title = `Day ${day.day_num} ${slot.label.toLowerCase()}: ${stops.map((s) => s.name).join(', ') || day.summary}`;
      events.push({
        title: opts.label ? `${opts.label}: ${title}` : title,
        description: [text, ...links].filter(Boolean).join('\n\n'),
        start: toArray(date, given?.start ?? slot.start),
        startInputType: 'local',
        startOutputType: 'local',
        duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
        location: first ? `${first.name}, ${first.location}` : area,
        url: first ? mapLink(first.link, first.name, first.location) : mapSearchLink(area),
        ...(opts.label ? { categories: [opts.label] } : {}),
        productId: BRAND.productName,
        calName: opts.calName,
      });
    }
  }
  return events;
}

/**
 * The itinerary as an iCalendar file: one event per day part, with the venues that part
 * names and their map links. Times are floating (local to wherever the traveller is); the
 * dates start on the day the answers name, or, when they name none, the day after `today`
 * (the events say which day of the trip they are, so moving them is easy).
 *
 * An unknown-destination plan offers two destinations for the same trip: both itineraries
 * are in the one file, on the same dates (they are alternatives), each title starting with
 * its destination and each event carrying it as a category, so a calendar can show or hide
 * either.
 */
export async function planCalendar(
  plan: PlanRecord,
  opts: { form: PlanFormData | null | undefined; today: Date },
): Promise<string> {
  // Stored answers come from every version of the questionnaires (and staff tools): a plan
  // whose answers name no dates, or none at all, gets floating dates, never an error.
  const form = (opts.form ?? {}) as Partial<Record<'datesTraveling' | 'travelTimeline', unknown>>;
  const when = [form.datesTraveling, form.travelTimeline].find((v) => typeof v === 'string');
  const start =
    (typeof when === 'string' ? tripStart(when, opts.today) : null) ??
    new Date(
      Date.UTC(opts.today.getUTCFullYear(), opts.today.getUTCMonth(), opts.today.getUTCDate() + 1),
    );
  const first = plan.plan_data.destination;
  const second = destinationOf(plan.plan_data, 'second_destination');
  const destinations = second ? [first, second] : [first];
  const calName = `Trip to ${destinations.map((d) => placeName(d.location)).join(' or ')}`;
  const events = destinations.flatMap((destination) =>
    destinationEvents(destination, {
      start,
      calName,
      ...(second ? { label: placeName(destination.location) } : {}),
    }),
  );
  // Loaded on first use: most processes never make a calendar file.
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(events);
  if (error || !value) throw new AppError('INTERNAL', 'The calendar could not be made.');
  return value;
}
