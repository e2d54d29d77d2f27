/**
 * The destination catalogue: every data file is imported explicitly (add a new region by adding
 * one import and one entry in SOURCES) and indexed once at module load for id and name lookups.
 */
import { norm } from '../text.ts';
import { DESTINATION_ALIASES } from './aliases.ts';
import { destinations as africaOceania } from './data/africa-oceania.ts';
import { destinations as asia } from './data/asia.ts';
import { destinations as asiaCoasts } from './data/asia-coasts.ts';
import { destinations as citiesMore } from './data/cities-more.ts';
import { destinations as europeEast } from './data/europe-east.ts';
import { destinations as europeRegions } from './data/europe-regions.ts';
import { destinations as europeWest } from './data/europe-west.ts';
import { destinations as islandsCoasts } from './data/islands-coasts.ts';
import { destinations as latinAmerica } from './data/latin-america.ts';
import { destinations as morePlaces } from './data/more-places.ts';
import { destinations as namesakesMore } from './data/namesakes-more.ts';
import { destinations as namesakesUs } from './data/namesakes-us.ts';
import { destinations as namesakesUsSouth } from './data/namesakes-us-south.ts';
import { destinations as nature } from './data/nature.ts';
import { destinations as northAmerica } from './data/north-america.ts';
import { destinations as spainFranceMore } from './data/spain-france-more.ts';
import { destinations as townsCountryside } from './data/towns-countryside.ts';
import type { Destination } from './types.ts';

/** One entry per data file; the order fixes the catalogue order (and so every tie-break). */
const SOURCES: ReadonlyArray<readonly [string, readonly Destination[]]> = [
  ['europe-west', europeWest],
  ['europe-east', europeEast],
  ['asia', asia],
  ['north-america', northAmerica],
  ['latin-america', latinAmerica],
  ['africa-oceania', africaOceania],
  ['cities-more', citiesMore],
  ['nature', nature],
  ['islands-coasts', islandsCoasts],
  ['towns-countryside', townsCountryside],
  ['more-places', morePlaces],
  ['europe-regions', europeRegions],
  ['asia-coasts', asiaCoasts],
  ['spain-france-more', spainFranceMore],
  ['namesakes-us', namesakesUs],
  ['namesakes-us-south', namesakesUsSouth],
  ['namesakes-more', namesakesMore],
];

const ALL: readonly Destination[] = SOURCES.flatMap(([, list]) => list);
const BY_ID = new Map<string, Destination>();
const BY_NAME = new Map<string, Destination>();
/** Every entry under its bare name, namesakes included ("paris": France, then Texas). */
const BY_BARE_NAME = new Map<string, Destination[]>();

for (const d of ALL) {
  // First entry wins on a duplicate id: the schema test reports duplicates, the planner must not crash.
  if (!BY_ID.has(d.id)) BY_ID.set(d.id, d);
  const bare = norm(d.name);
  BY_BARE_NAME.set(bare, [...(BY_BARE_NAME.get(bare) ?? []), d]);
  // A namesake of a better-known place answers only to its qualified name ("Portland, Maine").
  const keys = d.onlyWithRegion
    ? [norm(d.id), norm(`${d.name} ${d.region ?? ''}`)]
    : [bare, norm(d.id), norm(`${d.name} ${d.country}`)];
  for (const key of keys) if (key && !BY_NAME.has(key)) BY_NAME.set(key, d);
}
for (const [alias, id] of Object.entries(DESTINATION_ALIASES)) {
  const d = BY_ID.get(id);
  if (d && !BY_NAME.has(alias)) BY_NAME.set(alias, d);
}

/** Which data file each destination came from (used by the schema test's messages). */
export function catalogueSources(): ReadonlyArray<readonly [string, readonly Destination[]]> {
  return SOURCES;
}

export function listDestinations(): readonly Destination[] {
  return ALL;
}

export function getDestination(id: string): Destination | undefined {
  return BY_ID.get(id);
}

/**
 * Finds a destination by a name as people type it: "Lisbon", "lisboa", "NYC", "Lisbon, Portugal",
 * "São Paulo". Tries the whole text, then the part before the first comma.
 */
export function findDestination(text: string): Destination | undefined {
  const whole = norm(text);
  if (!whole) return undefined;
  const direct = BY_NAME.get(whole) ?? BY_ID.get(text.trim());
  if (direct) return direct;
  const parts = text.split(/[,(/]| - /);
  // "Portland, Maine, United States": the name with its region, before the bare name.
  const twoParts = parts.length > 2 ? BY_NAME.get(norm(`${parts[0]} ${parts[1]}`)) : undefined;
  if (twoParts) return twoParts;
  const head = norm(parts[0] ?? '');
  const byHead = head ? BY_NAME.get(head) : undefined;
  if (byHead) return byHead;
  // "washington d.c." normalises to "washington d c": also try without single letters.
  const compact = whole.replace(/\b([a-z]) (?=[a-z]\b)/g, '$1');
  return BY_NAME.get(compact);
}

/**
 * Every catalogue entry with this bare name, the better-known first: the gazetteer picks among
 * them by the state or country typed with the name ("Paris, Texas").
 */
export function destinationsNamed(name: string): readonly Destination[] {
  return BY_BARE_NAME.get(norm(name)) ?? [];
}

/**
 * How a plan names its place: "Lisbon, Portugal", and with the region where the bare name means
 * a better-known namesake ("Portland, Maine, United States").
 */
export function destinationLabel(d: Destination): string {
  return d.onlyWithRegion && d.region
    ? `${d.name}, ${d.region}, ${d.country}`
    : `${d.name}, ${d.country}`;
}

/**
 * The catalogue destination a plan's location names ("Portland, Maine, United States",
 * "Lisbon, Portugal"), only when the country matches: "Athens, Ohio, United States" is not the
 * catalogue's Athens.
 */
export function destinationForLocation(location: string): Destination | undefined {
  const d = findDestination(location);
  return d && location.trim().endsWith(d.country) ? d : undefined;
}

/** Every normalised name and alias, longest first, for scanning free text ("a week in Lisbon"). */
let nameList: Array<readonly [string, Destination]> | undefined;
export function destinationNames(): ReadonlyArray<readonly [string, Destination]> {
  if (!nameList) {
    nameList = [...BY_NAME.entries()]
      .filter(([key]) => key.length >= 2)
      .sort((a, b) => b[0].length - a[0].length);
  }
  return nameList;
}

/** The catalogue destination named anywhere in free text, longest name first. */
export function findDestinationInText(text: string): Destination | undefined {
  const padded = ` ${norm(text)} `;
  for (const [key, d] of destinationNames()) {
    // Two-letter aliases ("la", "dc") only count when they are the whole text: "la" is also French.
    if (key.length <= 2 && padded.trim() !== key) continue;
    if (padded.includes(` ${key} `)) return d;
  }
  return undefined;
}
