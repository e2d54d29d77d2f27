/** Small builders for the evaluation cases, so each case reads as the traveller's answers. */
import type { Category, EvalCase, Expectations } from './types.ts';

type KnownForm = Extract<EvalCase, { planType: 'DESTINATION_KNOWN' }>['form'];
type UnknownForm = Extract<EvalCase, { planType: 'DESTINATION_UNKNOWN' }>['form'];

export function known(
  id: string,
  category: Category,
  who: string,
  form: KnownForm,
  expect: Expectations,
): EvalCase {
  return {
    id,
    category,
    who,
    planType: 'DESTINATION_KNOWN',
    form: { firstName: 'Alex', departingFrom: '', plansSoFar: '', ...form },
    expect,
  };
}

/** Find-a-destination cases always expect "why this destination" and a comparison verdict. */
export function unknown(
  id: string,
  category: Category,
  who: string,
  form: UnknownForm,
  expect: Expectations,
): EvalCase {
  return {
    id,
    category,
    who,
    planType: 'DESTINATION_UNKNOWN',
    form: { firstName: 'Robin', ...form },
    expect: { why: true, ...expect },
  };
}

/** Home coordinates the case authors looked up (city centres). */
export const HOME = {
  london: [51.51, -0.13],
  newYork: [40.71, -74.01],
  chicago: [41.88, -87.63],
  toronto: [43.65, -79.38],
  sydney: [-33.87, 151.21],
  boston: [42.36, -71.06],
  berlin: [52.52, 13.4],
  paris: [48.86, 2.35],
  madrid: [40.42, -3.7],
  tokyo: [35.68, 139.69],
  losAngeles: [34.05, -118.24],
  melbourne: [-37.81, 144.96],
  lisbon: [38.72, -9.14],
  rome: [41.9, 12.5],
  manchester: [53.48, -2.24],
  amsterdam: [52.37, 4.9],
  dallas: [32.78, -96.8],
  sanFrancisco: [37.77, -122.42],
  seattle: [47.6, -122.33],
  singapore: [1.35, 103.82],
  dubai: [25.2, 55.27],
  munich: [48.14, 11.58],
} as const satisfies Record<string, readonly [number, number]>;

/** Places a person would accept for "wine and small towns" and similar wishes. */
export const WINE_COUNTRYSIDE = [
  'Siena',
  'Tuscany',
  'Chianti',
  'Montepulciano',
  'San Gimignano',
  'Langhe',
  'Alba',
  'Mendoza',
  'Avignon',
  'Provence',
  'Bordeaux',
  'Saint-Émilion',
  'Burgundy',
  'Beaune',
  'Alsace',
  'Colmar',
  'Champagne',
  'Reims',
  'Épernay',
  'Loire',
  'Napa',
  'Sonoma',
  'Stellenbosch',
  'Franschhoek',
  'Barossa',
  'Yarra',
  'Hunter Valley',
  'Marlborough',
  'Douro',
  'Rioja',
  'Mosel',
  'Wachau',
  'Tokaj',
  'Kakheti',
  'Cotswolds',
  'Finger Lakes',
  'Willamette',
  'Okanagan',
  'Niagara-on-the-Lake',
  'Margaret River',
  'Valle de Guadalupe',
  'Colchagua',
  'Cafayate',
];
