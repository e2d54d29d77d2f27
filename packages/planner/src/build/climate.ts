/** Everything said about weather comes from the catalogue's monthly climate table. */
import type { Destination } from '../catalogue/types.ts';
import { withArticle } from '../geo/landmarks.ts';
import { joinList, MONTH_NAMES } from '../text.ts';
import { inSeason } from './select.ts';

const PLEASANT_HIGH: readonly [number, number] = [17, 31];

export function isWet(dest: Destination, month: number): boolean {
  return dest.climate.wetMonths.includes(month);
}

export function highC(dest: Destination, month: number): number {
  return dest.climate.highC[month - 1] ?? 20;
}

export function lowC(dest: Destination, month: number): number {
  return dest.climate.lowC[month - 1] ?? 10;
}

/** Comfortable for sightseeing: mild-to-warm days and not the wet season. */
export function isPleasant(dest: Destination, month: number): boolean {
  const h = highC(dest, month);
  return !isWet(dest, month) && h >= PLEASANT_HIGH[0] && h <= PLEASANT_HIGH[1];
}

/** -1 (poor) .. 1 (good) for one month; averaged over the travel months by callers. */
export function monthScore(dest: Destination, month: number): number {
  if (isPleasant(dest, month)) return 1;
  const h = highC(dest, month);
  if (isWet(dest, month) || h > 34 || h < 6) return -1;
  return 0;
}

export function seasonScore(dest: Destination, months: readonly number[]): number {
  if (months.length === 0) return 0;
  return months.reduce((s, m) => s + monthScore(dest, m), 0) / months.length;
}

export function pleasantMonths(dest: Destination): number[] {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => isPleasant(dest, m));
}

/** [3,4,5,9,10] -> "March to May and September to October"; runs wrap around the new year. */
export function monthRanges(months: readonly number[]): string {
  if (months.length === 0) return '';
  if (months.length === 12) return 'all year round';
  const set = new Set(months);
  const starts = months.filter((m) => !set.has(m === 1 ? 12 : m - 1));
  const runs = starts
    .sort((a, b) => a - b)
    .map((start) => {
      let end = start;
      while (set.has(end === 12 ? 1 : end + 1) && (end === 12 ? 1 : end + 1) !== start)
        end = end === 12 ? 1 : end + 1;
      const a = MONTH_NAMES[start - 1];
      const b = MONTH_NAMES[end - 1];
      return start === end ? `${a}` : `${a} to ${b}`;
    });
  return joinList(runs);
}

export function timeToGo(
  dest: Destination,
  travelMonths: readonly number[],
  label: string,
): string {
  const best = pleasantMonths(dest);
  const highs = best.map((m) => highC(dest, m));
  const parts: string[] = [];
  if (best.length > 0) {
    parts.push(
      `The most pleasant, dry months in ${withArticle(dest.name)} are ${monthRanges(best)}, with daytime highs of about ${span(highs)}°C.`,
    );
  } else {
    const mild = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => monthScore(dest, m) >= 0);
    parts.push(
      `${dest.name} has no month that is both mild and dry; the most comfortable are ${monthRanges(mild.length ? mild : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])}.`,
    );
  }
  if (dest.climate.wetMonths.length > 0)
    parts.push(`The wettest months are ${monthRanges(dest.climate.wetMonths)}.`);
  if (travelMonths.length > 0) parts.push(travelVerdict(dest, travelMonths, label));
  const closed = closedSeason(dest, travelMonths, label);
  if (closed) parts.push(closed);
  return parts.join(' ');
}

/** Share of a destination's catalogue places shut in the travel months that earns a warning. */
const CLOSED_SHARE = 1 / 3;

/**
 * A place that largely shuts for the season (Denali's lodges, buses and restaurants from
 * mid-September to mid-May) says so, with the count, so a plan with free days is not a surprise.
 */
export function closedSeason(
  dest: Destination,
  travelMonths: readonly number[],
  label: string,
): string | undefined {
  if (travelMonths.length === 0) return undefined;
  const venues = [...dest.stays, ...dest.restaurants, ...dest.activities];
  const shut = venues.filter((v) => !inSeason(v, travelMonths));
  if (shut.length < venues.length * CLOSED_SHARE) return undefined;
  return `Much of ${withArticle(dest.name)} is closed in ${label || monthRanges(travelMonths)}: ${shut.length} of the ${venues.length} places to stay, eat and visit in our catalogue are shut then, and this plan uses only what is open.`;
}

function span(values: readonly number[]): string {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? `${lo}` : `${lo}-${hi}`;
}

export function travelVerdict(dest: Destination, months: readonly number[], label: string): string {
  const when = label || monthRanges(months);
  const highs = months.map((m) => highC(dest, m));
  const lows = months.map((m) => lowC(dest, m));
  const range = `highs around ${span(highs)}°C and lows around ${span(lows)}°C`;
  const wet = months.filter((m) => isWet(dest, m));
  const score = seasonScore(dest, months);
  const verdict =
    score >= 0.5
      ? 'a good time to go'
      : score >= 0
        ? 'a workable time to go'
        : 'not the most comfortable time to go';
  const wetNote = wet.length ? ` Expect rain: ${monthRanges(wet)} falls in the wet season.` : '';
  return `For your trip (${when}) expect ${range}: ${verdict}.${wetNote}`;
}

/** Packing advice from the travel months' climate, or from the best months when none were given. */
export function whatToPack(
  dest: Destination,
  travelMonths: readonly number[],
  extras: { beach: boolean; hiking: boolean; modest: boolean },
): string {
  const months =
    travelMonths.length > 0
      ? travelMonths
      : pleasantMonths(dest).length
        ? pleasantMonths(dest)
        : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const maxHigh = Math.max(...months.map((m) => highC(dest, m)));
  const minLow = Math.min(...months.map((m) => lowC(dest, m)));
  const items: string[] = ['comfortable walking shoes'];
  if (maxHigh >= 26)
    items.push('light, breathable clothing', 'sun protection (hat, sunglasses, sunscreen)');
  else if (maxHigh >= 18) items.push('layers for warm days and cooler evenings', 'sunscreen');
  if (minLow <= 0) items.push('a warm winter coat, hat and gloves');
  else if (minLow <= 9) items.push('a warm jacket or fleece for the evenings');
  if (months.some((m) => isWet(dest, m))) items.push('a rain jacket or compact umbrella');
  if (extras.beach) items.push('swimwear');
  if (extras.hiking) items.push('sturdy shoes for trails');
  if (extras.modest) items.push('clothing that covers shoulders and knees for religious sites');
  const basis =
    travelMonths.length > 0 ? `for ${monthRanges(travelMonths)}` : 'for the best months';
  return `Pack ${joinList(items)} (${basis}: highs up to ${maxHigh}°C, lows down to ${minLow}°C).`;
}
