/**
 * The item's map link, else a maps search built from its name and location (plans-payments-
 * admin §2: "When an item has no map link, the link falls back to a maps-search address").
 * Only http(s) links are used as given.
 */
export function mapLink(link: string | undefined, name: string, location: string): string {
  if (link && /^https?:\/\//i.test(link)) return link;
  return mapSearchLink(`${name} ${location}`);
}

/** A Google Maps search for free text: a place, an area or a whole destination. */
export function mapSearchLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query.trim())}`;
}

export interface MapStop {
  name: string;
  location: string;
  /** The venue's own map link, when it has one. */
  link?: string;
}

type DayPartText = string | { time?: string; activities?: string; dining?: string };

/** The venues of a plan that a day's text names, in the order the day visits them. */
export function dayStops(
  day: { morning: DayPartText; afternoon: DayPartText; evening: DayPartText },
  venues: readonly MapStop[],
): MapStop[] {
  const text = [day.morning, day.afternoon, day.evening]
    .map((part) =>
      typeof part === 'string' ? part : `${part.activities ?? ''} ${part.dining ?? ''}`,
    )
    .join('\n');
  const seen = new Set<string>();
  return venues
    .filter((venue) => venue.name.trim().length > 2)
    .map((venue) => ({ venue, at: text.indexOf(venue.name) }))
    .filter(({ venue, at }) => at >= 0 && !seen.has(venue.name) && seen.add(venue.name))
    .sort((a, b) => a.at - b.at)
    .map(({ venue }) => venue);
}

/**
 * Google Maps URLs take at most this many waypoints between origin and destination (fewer on
 * some phones, which then drop the rest themselves).
 */
export const MAX_ROUTE_WAYPOINTS = 9;

/**
 * "Open this day in Google Maps": a multi-stop route through the day's venues in order
 * (Google Maps URLs, api=1); the one venue when the day names only one; otherwise a search
 * for `area` (the day's neighbourhood or the destination), so that every day has its link.
 * Null only when there is nothing to search for.
 *
 * No travel mode is set: the plan has no coordinates to tell a stroll between neighbours from
 * a day trip to the next town, so Google picks the mode for the distances it sees (and the
 * traveller's own preference). A day with more stops than Google takes keeps its first stop,
 * the next MAX_ROUTE_WAYPOINTS, and its last (usually where the day ends: dinner or the hotel).
 */
export function dayRouteLink(stops: readonly MapStop[], area?: string): string | null {
  const [first] = stops;
  if (!first) return area?.trim() ? mapSearchLink(area) : null;
  if (stops.length === 1) return mapLink(first.link, first.name, first.location);
  const place = (stop: MapStop) => `${stop.name}, ${stop.location}`;
  const params = new URLSearchParams({
    api: '1',
    origin: place(first),
    destination: place(stops[stops.length - 1] as MapStop),
  });
  const between = stops.slice(1, -1).slice(0, MAX_ROUTE_WAYPOINTS).map(place);
  if (between.length > 0) params.set('waypoints', between.join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
