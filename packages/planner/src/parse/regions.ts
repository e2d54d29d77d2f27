/**
 * Regions named in a motivation ("European culture", "Scandinavia", "Southeast Asia", "the
 * Mediterranean") as continents or country codes that destinations must lie in.
 */
import type { Continent } from '../catalogue/types.ts';
import { countryNamesForScan } from '../geo/countries.ts';
import { norm } from '../text.ts';

export interface RegionWish {
  /** How the plan names it: "Europe", "Scandinavia". */
  label: string;
  continents: Continent[];
  /** ISO2 codes. */
  countries: string[];
}

const REGIONS: ReadonlyArray<readonly [RegExp, RegionWish]> = [
  [
    /\b(scandinavia\w*|nordic|nordics)\b/,
    { label: 'Scandinavia', continents: [], countries: ['NO', 'SE', 'DK', 'FI', 'IS'] },
  ],
  [
    /\b(south ?east asia\w*)\b/,
    {
      label: 'Southeast Asia',
      continents: [],
      countries: ['TH', 'VN', 'KH', 'LA', 'MY', 'SG', 'ID', 'PH', 'MM'],
    },
  ],
  [
    /\bmediterranean\b/,
    {
      label: 'the Mediterranean',
      continents: [],
      countries: ['ES', 'FR', 'IT', 'GR', 'HR', 'ME', 'MT', 'CY', 'TR', 'SI', 'AL'],
    },
  ],
  [
    /\bcaribbean\b/,
    {
      label: 'the Caribbean',
      continents: [],
      countries: ['PR', 'DO', 'CU', 'JM', 'BS', 'BB', 'TT'],
    },
  ],
  [
    /\b(the )?balkans?\b/,
    {
      label: 'the Balkans',
      continents: [],
      countries: ['HR', 'ME', 'SI', 'RS', 'BA', 'AL', 'MK', 'BG', 'GR'],
    },
  ],
  [
    /\b(the )?(alps|alpine)\b/,
    { label: 'the Alps', continents: [], countries: ['AT', 'CH', 'FR', 'IT', 'DE', 'SI'] },
  ],
  [
    /\bmiddle east\w*\b/,
    {
      label: 'the Middle East',
      continents: [],
      countries: ['AE', 'OM', 'JO', 'IL', 'QA', 'BH', 'KW', 'SA', 'LB', 'TR', 'EG'],
    },
  ],
  [
    /\b(south america\w*|latin america\w*)\b/,
    { label: 'South America', continents: ['south-america'], countries: [] },
  ],
  [
    /\bcentral america\w*\b/,
    {
      label: 'Central America',
      continents: [],
      countries: ['CR', 'PA', 'GT', 'BZ', 'HN', 'NI', 'SV', 'MX'],
    },
  ],
  [/\b(europe|european|europa)\b/, { label: 'Europe', continents: ['europe'], countries: [] }],
  [/\b(asia|asian)\b/, { label: 'Asia', continents: ['asia'], countries: [] }],
  [/\b(africa|african)\b/, { label: 'Africa', continents: ['africa'], countries: [] }],
  [
    /\b(north america\w*)\b/,
    { label: 'North America', continents: ['north-america'], countries: [] },
  ],
  [
    /\b(oceania|south pacific|australasia)\b/,
    { label: 'Oceania', continents: ['oceania'], countries: [] },
  ],
];

/** The first (most specific) region named, or a country named as the place to go. */
export function parseRegion(text: string): RegionWish | undefined {
  const t = norm(text);
  if (!t) return undefined;
  for (const [re, region] of REGIONS) {
    const m = t.match(re);
    // "not Europe" / "outside Asia" is an avoid, read elsewhere.
    if (m && !new RegExp(`\\b(not|no|outside|except|avoid)( (in|the))? ${m[0]}`).test(t))
      return region;
  }
  const inCountry = t.match(
    /\b(?:in|to|around|visit|explore|somewhere in) ((?:[a-z]+ ){0,2}[a-z]+)/g,
  );
  if (!inCountry) return undefined;
  const padded = ` ${t} `;
  for (const [name, code] of countryNamesForScan()) {
    if (
      padded.includes(` in ${name} `) ||
      padded.includes(` to ${name} `) ||
      padded.includes(` around ${name} `)
    )
      return {
        label: name.replace(/\b\w/g, (c) => c.toUpperCase()),
        continents: [],
        countries: [code],
      };
  }
  return undefined;
}
