/**
 * How well a destination serves a theme wish in the travel months, from catalogue facts only:
 * venue and day-trip text (a ski area, a vineyard, a safari), the monthly climate table (snow
 * needs cold highs, a beach needs warm ones) and latitude (the northern lights need a dark sky
 * far north). 0 means it does not serve the theme; 1 means it clearly does.
 */
import { highC } from '../build/climate.ts';
import type { Destination } from '../catalogue/types.ts';
import { THEME_RULES, type Theme } from '../parse/wishes.ts';
import { norm } from '../text.ts';

/** Highs at or below this are snow weather; the comfort filter must not remove them. */
export const SNOW_HIGH_C = 4;
export const BEACH_HIGH_C = 24;
/** The auroral oval is overhead from about 60° north in the dark months. */
export const AURORA_LAT = 60;
const DARK_MONTHS = [9, 10, 11, 12, 1, 2, 3];
/** Themes that need cold weather: the comfortable-temperature filter is turned around for them. */
export const COLD_THEMES: readonly Theme[] = ['snow', 'ski', 'aurora'];

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const textCache = new WeakMap<Destination, string>();
function venueText(d: Destination): string {
  let t = textCache.get(d);
  if (t === undefined) {
    t = ` ${norm(
      [
        ...d.activities.map((a) => `${a.name} ${a.description}`),
        ...d.dayTrips.map((x) => `${x.name} ${x.description}`),
      ].join(' '),
    )} `;
    textCache.set(d, t);
  }
  return t;
}

/**
 * The first activity or day trip named for the theme ("Aurora viewing", "Ski area"): evidence for
 * "why". A venue that only mentions it in passing is not cited, so the reason never overstates.
 */
export function themeVenue(d: Destination, theme: Theme): string | undefined {
  const rule = THEME_RULES.find((r) => r.theme === theme);
  if (!rule) return undefined;
  const hit = (text: string) => rule.terms.some((term) => ` ${norm(text)} `.includes(` ${term} `));
  return d.activities.find((a) => hit(a.name))?.name ?? d.dayTrips.find((x) => hit(x.name))?.name;
}

function mentions(d: Destination, theme: Theme): boolean {
  const rule = THEME_RULES.find((r) => r.theme === theme);
  const text = venueText(d);
  return rule ? rule.terms.some((term) => text.includes(` ${term} `)) : false;
}

function coldIn(d: Destination, months: readonly number[]): boolean {
  const list = months.length > 0 ? months : ALL_MONTHS;
  const cold = list.filter((m) => highC(d, m) <= SNOW_HIGH_C);
  return months.length > 0 ? cold.length === list.length : cold.length >= 2;
}

const WINE =
  /\b(vineyards?|winer(y|ies)|wine (tasting|tastings|region|estate|route|country|cellars?)|cellar doors?|bodegas?|quintas?)\b/;

const wineCache = new WeakMap<Destination, number>();

/** Vineyards in town count fully; only on a day trip, half (a city with a wine day out). */
function wineFit(d: Destination): number {
  const cached = wineCache.get(d);
  if (cached !== undefined) return cached;
  const fit = d.activities.some((a) => WINE.test(norm(`${a.name} ${a.description}`)))
    ? 1
    : d.dayTrips.some((x) => WINE.test(norm(`${x.name} ${x.description}`)))
      ? 0.5
      : 0;
  wineCache.set(d, fit);
  return fit;
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

export function themeFit(d: Destination, theme: Theme, months: readonly number[]): number {
  switch (theme) {
    case 'snow':
      return coldIn(d, months) ? 1 : 0;
    case 'ski':
      return coldIn(d, months)
        ? mentions(d, 'ski')
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
      return wineFit(d);
    case 'christmas-market':
      return mentions(d, theme)
        ? 1
        : seasonalCountry(d, months, CHRISTMAS_MARKET_COUNTRIES, [11, 12]);
    case 'cherry-blossom':
      return mentions(d, theme) ? 1 : seasonalCountry(d, months, ['Japan', 'South Korea'], [3, 4]);
    default:
      return mentions(d, theme) ? 1 : 0;
  }
}
