/**
 * Famous regions, islands, parks, lakes and villages that travellers name as a destination but
 * that are not (or not only) a city: "Amalfi Coast", "Yosemite", "Lake Como", "Bali". Each has a
 * representative point (a main town or visitor centre), so it resolves to the nearest catalogue
 * destination within `km`, or else to a labelled map-search plan for the place itself. Without
 * this list the city index answers with namesakes ("Lake Como, Florida"; "Bāli, India").
 */
import { norm } from '../text.ts';

export interface Landmark {
  name: string;
  /** ISO2. */
  country: string;
  region?: string;
  lat: number;
  lng: number;
  /** How far a catalogue base may be and still serve it. */
  km: number;
  aliases?: readonly string[];
}

const L = (
  name: string,
  country: string,
  lat: number,
  lng: number,
  km: number,
  aliases: string[] = [],
  region?: string,
): Landmark => ({ name, country, lat, lng, km, aliases, region });

export const LANDMARKS: readonly Landmark[] = [
  L(
    'Amalfi Coast',
    'IT',
    40.634,
    14.603,
    40,
    ['amalfi', 'positano', 'costiera amalfitana'],
    'Campania',
  ),
  L('Capri', 'IT', 40.551, 14.243, 25, ['isle of capri'], 'Campania'),
  L('Lake Como', 'IT', 45.987, 9.262, 40, ['como lake', 'lago di como', 'bellagio'], 'Lombardy'),
  L('Lake Garda', 'IT', 45.6, 10.64, 40, ['lago di garda'], 'Lombardy'),
  L(
    'Cinque Terre',
    'IT',
    44.135,
    9.684,
    30,
    ['the cinque terre', 'vernazza', 'monterosso'],
    'Liguria',
  ),
  L('Tuscany', 'IT', 43.32, 11.33, 80, ['toscana', 'chianti', 'tuscan countryside'], 'Tuscany'),
  L('Sicily', 'IT', 37.6, 14.0, 150, ['sicilia'], 'Sicily'),
  L('Dolomites', 'IT', 46.41, 11.84, 60, ['the dolomites', 'dolomiti']),
  L('Provence', 'FR', 43.95, 4.81, 80, ['provence france', 'luberon']),
  L('Loire Valley', 'FR', 47.41, 0.98, 60, ['the loire valley', 'loire']),
  L('Hallstatt', 'AT', 47.562, 13.649, 30, [], 'Upper Austria'),
  L('Lake Bled', 'SI', 46.364, 14.094, 20, ['bled']),
  L('Plitvice Lakes', 'HR', 44.88, 15.62, 30, ['plitvice', 'plitvice lakes national park']),
  L('Mykonos', 'GR', 37.446, 25.328, 20, []),
  L('Crete', 'GR', 35.24, 24.81, 150, ['kreta']),
  L('Mallorca', 'ES', 39.57, 2.65, 60, ['majorca']),
  L('Tenerife', 'ES', 28.29, -16.63, 50, []),
  L('Ibiza', 'ES', 38.98, 1.43, 30, []),
  L('Algarve', 'PT', 37.09, -8.25, 80, ['the algarve']),
  L('Isle of Skye', 'GB', 57.41, -6.19, 50, ['skye', 'the isle of skye'], 'Scotland'),
  L(
    'Scottish Highlands',
    'GB',
    57.48,
    -4.22,
    120,
    ['the highlands', 'the scottish highlands'],
    'Scotland',
  ),
  L('Cotswolds', 'GB', 51.93, -1.72, 40, ['the cotswolds'], 'England'),
  L('Lake District', 'GB', 54.46, -3.09, 40, ['the lake district'], 'England'),
  L('Swiss Alps', 'CH', 46.69, 7.86, 80, ['the swiss alps']),
  L('Giethoorn', 'NL', 52.74, 6.08, 20, []),
  L('Cappadocia', 'TR', 38.64, 34.83, 30, []),
  L(
    'Yosemite National Park',
    'US',
    37.745,
    -119.59,
    60,
    ['yosemite', 'yosemite valley'],
    'California',
  ),
  L('Yellowstone National Park', 'US', 44.46, -110.83, 80, ['yellowstone'], 'Wyoming'),
  L(
    'Grand Canyon',
    'US',
    36.057,
    -112.14,
    60,
    ['the grand canyon', 'grand canyon national park'],
    'Arizona',
  ),
  L('Zion National Park', 'US', 37.3, -113.03, 40, ['zion'], 'Utah'),
  L('Napa Valley', 'US', 38.297, -122.286, 30, ['napa'], 'California'),
  L('Lake Tahoe', 'US', 39.09, -120.03, 40, ['tahoe'], 'California'),
  L('Big Sur', 'US', 36.27, -121.81, 40, [], 'California'),
  L('Maui', 'US', 20.8, -156.33, 60, [], 'Hawaii'),
  L('Niagara Falls', 'CA', 43.08, -79.07, 30, ['niagara'], 'Ontario'),
  L('Lake Louise', 'CA', 51.425, -116.177, 70, [], 'Alberta'),
  L('Bali', 'ID', -8.51, 115.26, 80, ['bali indonesia', 'the island of bali']),
  L('Ha Long Bay', 'VN', 20.91, 107.18, 40, ['halong bay', 'halong']),
  L('Phi Phi Islands', 'TH', 7.74, 98.77, 50, ['koh phi phi', 'phi phi']),
  L('Machu Picchu', 'PE', -13.163, -72.545, 90, []),
  L('Galápagos Islands', 'EC', -0.74, -90.31, 150, ['galapagos', 'the galapagos']),
  L('Great Barrier Reef', 'AU', -16.92, 145.77, 100, ['the great barrier reef'], 'Queensland'),
  L('Uluru', 'AU', -25.344, 131.036, 40, ['ayers rock'], 'Northern Territory'),
  L('Milford Sound', 'NZ', -44.67, 167.93, 50, []),
  L('Serengeti', 'TZ', -2.33, 34.83, 150, ['serengeti national park', 'the serengeti']),
  L('Kruger National Park', 'ZA', -24.0, 31.5, 150, ['kruger']),
  L('Maldives', 'MV', 4.175, 73.51, 200, ['the maldives']),
  L('Jasper National Park', 'CA', 52.8734, -118.0814, 30, ['jasper'], 'Alberta'),
  L('Maasai Mara', 'KE', -1.4061, 35.0096, 60, ['masai mara', 'maasai mara national reserve']),
  L('Azores', 'PT', 37.7412, -25.6756, 80, ['acores', 'sao miguel', 'ponta delgada']),
  L('Chefchaouen', 'MA', 35.1688, -5.2636, 20, ['chaouen', 'chefchaouene']),
  L('Mont-Saint-Michel', 'FR', 48.6361, -1.5115, 15, ['mont saint michel'], 'Normandy'),
  L('Douro Valley', 'PT', 41.1634, -7.7863, 40, ['douro', 'pinhao', 'peso da regua']),
  L('Victoria Falls', 'ZM', -17.9243, 25.8572, 25, ['mosi oa tunya']),
  L('Zanzibar', 'TZ', -6.1659, 39.2026, 60, ['unguja', 'zanzibar island']),
];

const BY_KEY = new Map<string, Landmark>();
for (const l of LANDMARKS)
  for (const key of [l.name, ...(l.aliases ?? [])]) BY_KEY.set(norm(key).replace(/^the /, ''), l);

/** The landmark a place text names ("the Cotswolds", "Yosemite"), or undefined. */
export function findLandmark(text: string): Landmark | undefined {
  return BY_KEY.get(norm(text).replace(/^the /, ''));
}
