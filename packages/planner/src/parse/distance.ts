/**
 * The maximum travel distance answer as kilometres: "5 hours flight", "under 2000 miles",
 * "3000 km", "nearby", "anywhere". Undefined means no limit.
 */
import { NUMBER_PATTERN, norm, toNumber } from '../text.ts';

export const KM_PER_MILE = 1.609344;
/** Great-circle km covered per flight hour once taxi, climb and descent are averaged in. */
export const KM_PER_FLIGHT_HOUR = 750;
export const KM_PER_DRIVE_HOUR = 80;

export function parseMaxDistanceKm(text: string): number | undefined {
  const t = norm(text);
  if (
    !t ||
    /\b(anywhere|any distance|no limit|doesn t matter|don t care|no preference|not important|whatever)\b/.test(
      t,
    )
  )
    return undefined;
  const num = `${NUMBER_PATTERN}(?: ?k\\b)?`;
  const miles = t.match(new RegExp(`${num} ?(?:miles?|mi)\\b`));
  if (miles) return scaled(miles, KM_PER_MILE);
  const km = t.match(new RegExp(`${num} ?(?:km|kms|kilometers?|kilometres?)\\b`));
  if (km) return scaled(km, 1);
  const hours = t.match(
    new RegExp(`${NUMBER_PATTERN}(?: ?(?:-|to) ?${NUMBER_PATTERN})? ?(?:hours?|hrs?|h)\\b`),
  );
  if (hours) {
    const n = toNumber(hours[2] ?? hours[1]);
    if (!Number.isNaN(n)) {
      const driving = /\b(drive|driving|car|road trip|train|bus)\b/.test(t);
      return Math.round(n * (driving ? KM_PER_DRIVE_HOUR : KM_PER_FLIGHT_HOUR));
    }
  }
  if (/\b(driving distance|drive|road trip|within driving)\b/.test(t)) return 600;
  if (/\b(nearby|close to home|close by|not far|near home|local|short trip)\b/.test(t)) return 1500;
  if (/\bshort (flight|haul)\b/.test(t)) return 2500;
  if (/\b(medium|mid) (flight|haul)\b/.test(t)) return 5000;
  // "No long flights" is a limit; a bare "long haul is fine" is not.
  if (/\b(no|not|nothing|avoid|without) (too )?(a )?long(-| )?(haul|flights?)\b/.test(t))
    return 3500;
  if (/\b(don t|do not|won t|no) (fly|flying|flights?)\b|\bby train\b|\btrain only\b/.test(t))
    return 1200;
  if (/\b(a )?day (out|trip)\b/.test(t)) return 250;
  if (/\blong (flight|haul)\b/.test(t)) return undefined;
  return undefined;
}

function scaled(m: RegExpMatchArray, factor: number): number | undefined {
  const n = toNumber(m[1]);
  if (Number.isNaN(n)) return undefined;
  const thousands = /\d ?k\b/.test(m[0]) ? 1000 : 1;
  return Math.round(n * thousands * factor);
}
