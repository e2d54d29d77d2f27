/** Where catalogue venues occur in a plan, for the repeat, membership and constraint checks. */
import type { PlanDestination } from '@app/shared';
import type { Destination } from '../catalogue/types.ts';
import { norm } from '../text.ts';

export { SEARCH_PREFIX } from '../known/map-search.ts';

export type VenueKind = 'stay' | 'restaurant' | 'activity' | 'trip';

export interface VenueRef {
  name: string;
  kind: VenueKind;
}

export function catalogueVenues(dest: Destination): VenueRef[] {
  return [
    ...dest.stays.map((s) => ({ name: s.name, kind: 'stay' as const })),
    ...dest.restaurants.map((r) => ({ name: r.name, kind: 'restaurant' as const })),
    ...dest.activities.map((a) => ({ name: a.name, kind: 'activity' as const })),
    ...dest.dayTrips.map((t) => ({ name: t.name, kind: 'trip' as const })),
  ];
}

/**
 * A venue a model added from outside the catalogue, labelled for the traveller as a suggestion
 * we have not verified (`verified: false`). Like a "Search: ..." item, it makes no catalogue claim.
 */
export function isSuggestion(item: { verified?: boolean }): boolean {
  return item.verified === false;
}

/** Names of list items by section; `catalogueOnly` leaves labelled suggestions out. */
export function listedNames(
  plan: PlanDestination,
  opts: { catalogueOnly?: boolean } = {},
): {
  stays: string[];
  restaurants: string[];
  things: string[];
} {
  const keep = (item: { verified?: boolean }) => !opts.catalogueOnly || !isSuggestion(item);
  return {
    stays: plan.places_to_stay.filter(keep).map((s) => s.name),
    restaurants: plan.restaurants.filter(keep).map((r) => r.restaurant_name),
    things: plan.things_to_do.filter(keep).map((t) => t.destination_name),
  };
}

/** A name without a leading "the" or what follows a dash, bracket or colon: "MAAT – Museum of ..." -> "maat". */
function head(name: string): string {
  return norm(name.split(/\s[-\u2013\u2014]\s|\s?\(|:\s/)[0] ?? name).replace(/^the /, '');
}

/**
 * The catalogue name a model meant, when it wrote it a little differently ("MAAT" for "MAAT –
 * Museum of Art, Architecture and Technology", "the Oceanario de Lisboa"). Only whole names or
 * whole heads match: a neighbourhood or a word in common is not the venue.
 */
export function matchVenueName(name: string, names: readonly string[]): string | undefined {
  if (names.includes(name)) return name;
  const whole = norm(name).replace(/^the /, '');
  const short = head(name);
  if (!whole) return undefined;
  return names.find((c) => {
    const cWhole = norm(c).replace(/^the /, '');
    const cShort = head(c);
    return (
      cWhole === whole ||
      (short.length >= 3 && (cShort === short || cWhole === short)) ||
      cShort === whole
    );
  });
}

/** Each itinerary part as text, tagged with its day and part (0 morning, 1 afternoon, 2 evening). */
export function parts(plan: PlanDestination): Array<{ day: number; part: number; text: string }> {
  const out: Array<{ day: number; part: number; text: string }> = [];
  for (const d of plan.itinerary)
    [d.morning, d.afternoon, d.evening].forEach((p, part) => {
      out.push({
        day: d.day_num,
        part,
        text: typeof p === 'string' ? p : `${p.time ?? ''} ${p.activities ?? ''} ${p.dining ?? ''}`,
      });
    });
  return out;
}

/** Where a venue is named: the day, and the part of it (0 morning, 1 afternoon, 2 evening). */
export interface Mention {
  day: number;
  part: number;
}

/**
 * Catalogue venues mentioned in the itinerary, with the days they appear on. Longer names are
 * matched first and blanked out, so "Ueno Park and Ueno Zoo" is not also counted as "Ueno Park".
 * Names that are also neighbourhood names are skipped: "around Alfama" is a place, not a booking.
 */
export function itineraryMentions(plan: PlanDestination, dest: Destination): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const [name, list] of itineraryMentionParts(plan, dest))
    out.set(
      name,
      list.map((m) => m.day),
    );
  return out;
}

/** As itineraryMentions, with the part of the day each mention is in (a meal's part is the meal). */
export function itineraryMentionParts(
  plan: PlanDestination,
  dest: Destination,
): Map<string, Mention[]> {
  const hoods = new Set(
    [...dest.stays, ...dest.restaurants, ...dest.activities].map((v) => v.neighbourhood),
  );
  const venues = catalogueVenues(dest)
    .filter((v) => !hoods.has(v.name) && v.name !== dest.name)
    .sort((a, b) => b.name.length - a.name.length);
  // A venue named inside another venue's catalogue description is not a booking of it.
  const descriptions = [...dest.activities, ...dest.restaurants, ...dest.dayTrips]
    .map((v) => v.description)
    .filter((t) => t.length > 20);
  const areas = [...hoods]
    .filter((h) => venues.some((v) => h.includes(v.name)))
    .sort((a, b) => b.length - a.length);
  const seen = new Map<string, Mention[]>();
  for (const part of parts(plan)) {
    let text = part.text;
    for (const d of descriptions) if (text.includes(d)) text = text.split(d).join(' ');
    // "Free time to wander Golden Gate Park & the Richmond" names an area, not the park.
    for (const h of areas) if (text.includes(h)) text = text.split(h).join(' ');
    for (const v of venues) {
      if (!text.includes(v.name)) continue;
      text = text.split(v.name).join(' ');
      const list = seen.get(v.name) ?? [];
      list.push({ day: part.day, part: part.part });
      seen.set(v.name, list);
    }
  }
  return seen;
}
