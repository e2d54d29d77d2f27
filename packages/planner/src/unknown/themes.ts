/**
 * How well a destination serves a theme wish in the travel months, from catalogue facts only:
 * venue and day-trip text (a ski area, a vineyard, a safari), the monthly climate table (snow
 * needs cold highs, a beach needs warm ones) and latitude (the northern lights need a dark sky
 * far north). 0 means it does not serve the theme; 1 means it clearly does.
 */
import { highC } from '../build/climate.ts';
import { inSeason } from '../build/select.ts';
import type { Destination } from '../catalogue/types.ts';
import { stem, THEME_RULES, type Theme } from '../parse/wishes.ts';
import { norm } from '../text.ts';

/** Highs at or below this are snow weather; the comfort filter must not remove them. */
export const SNOW_HIGH_C = 4;
export const BEACH_HIGH_C = 24;
/** The auroral oval is overhead from about 60° north in the dark months. */
export const AURORA_LAT = 60;
const DARK_MONTHS = [9, 10, 11, 12, 1, 2, 3];
/**
 * Themes of the cold season: the traveller expects the cold, so the comfortable-temperature
 * filter and score are off for them (Christmas markets are in Vienna and Prague in December,
 * not on the Riviera).
 */
export const COLD_THEMES: readonly Theme[] = ['snow', 'ski', 'aurora', 'christmas-market'];

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** A venue's months, when it has any: it only counts for a theme in those months. */
interface Venue {
  name: string;
  description: string;
  months?: readonly number[];
}

function venues(d: Destination): Venue[] {
  return [...d.activities, ...d.dayTrips];
}

interface VenueIndex {
  /** Normalised text of the venues that run all year. */
  allYear: string;
  /** Seasonal venues with their normalised text. */
  seasonal: Array<{ v: Venue; text: string }>;
  /** Every venue with its normalised text, for counting the venues that serve a theme. */
  each: Array<{ v: Venue; text: string }>;
  /** Venues that name a vineyard, winery or wine route, in town and on day trips. */
  wineInTown: Venue[];
  wineOnTrips: Venue[];
}

const indexCache = new WeakMap<Destination, VenueIndex>();

/** Each destination's venue text, read once: all-year venues together, seasonal ones apart. */
function venueIndex(d: Destination): VenueIndex {
  let t = indexCache.get(d);
  if (t === undefined) {
    const all = venues(d);
    const isSeasonal = (v: Venue) => !!v.months && v.months.length > 0 && v.months.length < 12;
    const each = all.map((v) => ({ v, text: ` ${norm(`${v.name} ${v.description}`)} ` }));
    const wine = (v: Venue) => WINE.test(norm(`${v.name} ${v.description}`));
    t = {
      allYear: ` ${each
        .filter(({ v }) => !isSeasonal(v))
        .map(({ text }) => text)
        .join(' ')} `,
      seasonal: each.filter(({ v }) => isSeasonal(v)),
      each,
      wineInTown: d.activities.filter(wine),
      wineOnTrips: d.dayTrips.filter(wine),
    };
    indexCache.set(d, t);
  }
  return t;
}

/**
 * The first activity or day trip named for the theme and running in the travel months ("Aurora
 * viewing", "Ski area"): evidence for "why". A venue that only mentions it in passing, or runs
 * only in other months (Beaune's November wine auction for a September trip), is not cited, so
 * the reason never overstates.
 */
export function themeVenue(
  d: Destination,
  theme: Theme,
  months: readonly number[] = [],
): string | undefined {
  const rule = THEME_RULES.find((r) => r.theme === theme);
  if (!rule) return undefined;
  // Plurals count: "Maison Joseph Drouhin cellars" names a cellar.
  const stemmed = (text: string) => ` ${norm(text).split(' ').map(stem).join(' ')} `;
  const terms = rule.terms.map(stemmed);
  const hit = (v: Venue) => {
    if (!inSeason(v, months)) return false;
    const name = stemmed(v.name);
    return terms.some((term) => name.includes(term));
  };
  const named = d.activities.find(hit)?.name ?? d.dayTrips.find(hit)?.name;
  if (named || !SEEN_AT.includes(theme)) return named;
  // Blossom and Christmas markets are seen at a park or square whose name does not say so
  // ("Philosopher's Path and Ginkaku-ji", "a famous cherry blossom walk in early April").
  const described = (v: Venue) =>
    inSeason(v, months) && terms.some((term) => stemmed(v.description).includes(term));
  return d.activities.find(described)?.name;
}

/** Themes a venue's description may stand as evidence for, not only its name. */
const SEEN_AT: readonly Theme[] = ['cherry-blossom', 'christmas-market'];

/**
 * How many venues running in the travel months name any of these themes: on an equal score,
 * the place with more to show for the wish comes first (Kyoto's blossom walks before a city with
 * one blossom park).
 */
export function themeDepth(
  d: Destination,
  themes: readonly Theme[],
  months: readonly number[],
): number {
  const rules = THEME_RULES.filter((r) => themes.includes(r.theme));
  if (rules.length === 0) return 0;
  return venueIndex(d).each.filter(
    ({ v, text }) =>
      inSeason(v, months) && rules.some((r) => r.terms.some((term) => text.includes(` ${term} `))),
  ).length;
}

/** Any venue running in the travel months names the theme. */
function mentions(d: Destination, theme: Theme, months: readonly number[] = []): boolean {
  const rule = THEME_RULES.find((r) => r.theme === theme);
  if (!rule) return false;
  const { allYear, seasonal } = venueIndex(d);
  if (rule.terms.some((term) => allYear.includes(` ${term} `))) return true;
  return seasonal.some(
    ({ v, text }) => inSeason(v, months) && rule.terms.some((term) => text.includes(` ${term} `)),
  );
}

function coldIn(d: Destination, months: readonly number[]): boolean {
  const list = months.length > 0 ? months : ALL_MONTHS;
  const cold = list.filter((m) => highC(d, m) <= SNOW_HIGH_C);
  return months.length > 0 ? cold.length === list.length : cold.length >= 2;
}

const WINE =
  /\b(vineyards?|winer(y|ies)|wine (tasting|tastings|region|estate|route|country|cellars?)|cellar doors?|bodegas?|quintas?)\b/;

/** Vineyards in town count fully; only on a day trip, half (a city with a wine day out). */
/** Wine places in town that make a wine region rather than a town with a winery nearby. */
const WINE_REGION_VENUES = 3;

function wineFit(d: Destination, months: readonly number[]): number {
  const { wineInTown, wineOnTrips } = venueIndex(d);
  const now = (v: Venue) => inSeason(v, months);
  const inTown = wineInTown.filter(now).length;
  if (inTown >= WINE_REGION_VENUES) return 1;
  if (inTown > 0) return 0.75;
  return wineOnTrips.some(now) ? 0.5 : 0;
}

/** Where Christmas markets are a national tradition (not a venue claim: the plan names none it lacks). */
const CHRISTMAS_MARKET_COUNTRIES = [
  'Germany',
  'Austria',
  'Czech Republic',
  'Hungary',
  'Switzerland',
  'France',
  'Belgium',
  'Poland',
  'Denmark',
  'Estonia',
];

function seasonalCountry(
  d: Destination,
  months: readonly number[],
  countries: readonly string[],
  season: readonly number[],
): number {
  const inSeason = months.length === 0 || months.some((m) => season.includes(m));
  return countries.includes(d.country) && inSeason ? 0.5 : 0;
}

/** themeFit depends only on the destination, the theme and the months: each is worked out once. */
const fitCache = new WeakMap<Destination, Map<string, number>>();

export function themeFit(d: Destination, theme: Theme, months: readonly number[]): number {
  let byKey = fitCache.get(d);
  if (!byKey) {
    byKey = new Map();
    fitCache.set(d, byKey);
  }
  const key = `${theme}|${months.join(',')}`;
  let fit = byKey.get(key);
  if (fit === undefined) {
    fit = computeFit(d, theme, months);
    byKey.set(key, fit);
  }
  return fit;
}

function computeFit(d: Destination, theme: Theme, months: readonly number[]): number {
  switch (theme) {
    case 'snow':
      return coldIn(d, months) ? 1 : 0;
    case 'ski':
      return coldIn(d, months)
        ? mentions(d, 'ski', months)
          ? 1
          : d.environment.includes('mountains')
            ? 0.5
            : 0.25
        : 0;
    case 'aurora': {
      const dark = months.length === 0 || months.every((m) => DARK_MONTHS.includes(m));
      return d.lat >= AURORA_LAT && dark ? 1 : 0;
    }
    case 'beach': {
      const warm = (months.length > 0 ? months : [7]).every((m) => highC(d, m) >= BEACH_HIGH_C);
      return d.environment.includes('beach') && warm ? 1 : 0;
    }
    case 'villages':
      return d.kind === 'town-countryside' || d.environment.includes('rural') ? 1 : 0;
    case 'wine':
      return wineFit(d, months);
    case 'christmas-market':
      return mentions(d, theme, months)
        ? 1
        : seasonalCountry(d, months, CHRISTMAS_MARKET_COUNTRIES, [11, 12]);
    case 'cherry-blossom':
      return mentions(d, theme, months)
        ? 1
        : seasonalCountry(d, months, ['Japan', 'South Korea'], [3, 4]);
    default:
      return mentions(d, theme, months) ? 1 : 0;
  }
}
