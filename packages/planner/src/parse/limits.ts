/**
 * Travel-time limits written in words anywhere in the answers: "no long flights", "a day out from
 * London", "within driving distance", "we don't fly", "a weekend away". Each becomes a great-circle
 * distance a traveller would accept, with the words to repeat back in the plan.
 */
import { norm } from '../text.ts';
import { parseMaxDistanceKm } from './distance.ts';

export interface TravelLimit {
  km: number;
  /** The traveller's limit in plain words: "no long flights". */
  label: string;
}

/** Most specific first: a day out is also "not far"; a weekend is also short. */
const PHRASES: ReadonlyArray<readonly [RegExp, number, string]> = [
  [/\b(a )?day (out|trip)\b|\bday out\b|\bfor the day\b/, 250, 'a day out'],
  [
    /\b(within )?driving distance\b|\bby car\b|\broad ?trip\b|\bcan drive\b|\bdrive there\b/,
    700,
    'within driving distance',
  ],
  [
    /\b(don t|do not|won t|will not|never|no|not) (fly|flying|flights?|planes?)\b|\bby train\b|\btrain only\b|\bno flying\b|\bwithout flying\b/,
    1200,
    'no flying',
  ],
  [/\bshort(ish)? (flights?|hop|haul)\b|\bquick flights?\b/, 2500, 'a short flight'],
  [
    /\b(no|not|nothing|avoid|without) (too )?(a )?long(-| )?(haul|flights?)\b|\b(not|nothing) too far\b|\bclose to home\b|\bnot far\b/,
    3500,
    'no long flights',
  ],
  [
    /\bweekend (away|break|trip|getaway)\b|\ba weekend\b|\bfor the weekend\b/,
    2000,
    'a weekend away',
  ],
];

export function limitInWords(text: string): TravelLimit | undefined {
  const t = norm(text);
  if (!t) return undefined;
  // An explicit figure next to flight or drive words wins ("max 3 hour flight", "1000 miles").
  if (
    /\b(hours?|hrs?|miles?|km|kilomet\w+)\b/.test(t) &&
    /\b(fl\w+|plane|drive|driving|train|away|travel\w*|max|within|under|less|no more)\b/.test(t)
  ) {
    const km = parseMaxDistanceKm(t);
    if (km !== undefined) return { km, label: text.trim() };
  }
  for (const [re, km, label] of PHRASES) if (re.test(t)) return { km, label };
  return undefined;
}
