import { type Destination, findDestination } from '@app/planner';
import type { TownStyle } from './town.ts';

/**
 * What the artwork of a destination shows, chosen from what the place is: the planner
 * catalogue's tags, kind, activities and factual overview. A place the catalogue does not
 * know gets no picture of a landscape at all (artwork.ts draws a neutral design), so the
 * art never claims a seascape for an inland city or towers for a village.
 */
export type PlaceScene =
  | 'hills'
  | 'peaks'
  | 'coast'
  | 'skyline'
  | 'dunes'
  | 'old-town'
  | 'temple-city'
  | 'coastal-town'
  | 'rainforest'
  | 'savanna';

export interface SceneChoice {
  scene: PlaceScene;
  /** The buildings of a town scene. */
  town: TownStyle;
  /** Water in front of a town or skyline (a harbour, river or bay city). */
  waterfront: boolean;
  /** How the picture is described in its alt text. */
  words: string;
}

/** Countries whose historic towns read as pagodas and temple halls. */
const PAGODA_COUNTRIES = new Set([
  'Japan',
  'China',
  'South Korea',
  'Taiwan',
  'Thailand',
  'Vietnam',
  'Laos',
  'Cambodia',
  'Nepal',
  'Myanmar',
  'Indonesia',
  'Sri Lanka',
  'Bhutan',
]);
/** Countries whose historic towns read as domes, minarets and flat roofs. */
const DOME_COUNTRIES = new Set([
  'Morocco',
  'Egypt',
  'Turkey',
  'Türkiye',
  'India',
  'Oman',
  'United Arab Emirates',
  'Jordan',
  'Tunisia',
  'Uzbekistan',
  'Tanzania',
  'Iran',
  'Qatar',
]);

const has = (text: string, pattern: RegExp) => pattern.test(text);

function activityCount(d: Destination, kind: string): number {
  return d.activities.filter((a) => (a.kinds as readonly string[]).includes(kind)).length;
}

function townStyle(d: Destination): TownStyle {
  if (PAGODA_COUNTRIES.has(d.country)) return 'pagodas';
  if (DOME_COUNTRIES.has(d.country)) return 'domes';
  return 'gables';
}

/** Scores each scene from the destination's facts; the best one is drawn. */
export function sceneOf(d: Destination): SceneChoice {
  const env = new Set<string>(d.environment);
  const text = d.overview.toLowerCase();
  const kind = d.kind ?? 'city';
  const town = townStyle(d);
  const water = has(
    text,
    /\b(harbou?r|bay|port|river|lagoon|canals?|waterfront|estuary|sea|coast|lake|seafront)\b/,
  );
  const score: Record<PlaceScene, number> = {
    hills: 0,
    peaks: 0,
    coast: 0,
    skyline: 0,
    dunes: 0,
    'old-town': 0,
    'temple-city': 0,
    'coastal-town': 0,
    rainforest: 0,
    savanna: 0,
  };
  if (has(text, /\b(rainforest|jungle|rice terraces?|cloud[- ]forests?)\b/)) {
    score.rainforest += env.has('urban') && env.has('modern') ? 3 : 10;
  }
  if (has(text, /\b(safari|savannah?)\b/)) score.savanna += 9;
  // "Mount Desert Island" is no desert.
  if (has(text, /(?<!mount )\b(desert|sahara|sand dunes)\b/)) score.dunes += 7;
  if (
    has(text, /\b(canyons?|red rock|mesas?|buttes?|fairy chimneys|eroded|natural stone arches)\b/)
  )
    score.dunes += 10;
  if (env.has('mountains')) score.peaks += 2;
  if (kind === 'nature') score.peaks += 4;
  if (env.has('mountains') && env.has('rural')) score.peaks += 3;
  if (has(text, /\b(alps|alpine|peaks?|glacier|himalaya|andes|volcano|fjords?)\b/))
    score.peaks += 2;
  if (env.has('beach')) {
    score.coast += 3;
    score['coastal-town'] += 2;
  }
  if (kind === 'island-coast') score['coastal-town'] += 4;
  if (env.has('beach') && env.has('traditional')) score['coastal-town'] += 2;
  if (has(text, /\b(cliffs?|village|whitewashed|island)\b/)) score['coastal-town'] += 2;
  if (env.has('beach') && env.has('modern') && !env.has('traditional')) score.coast += 2;
  if (env.has('urban') && env.has('modern')) score.skyline += 4;
  if (has(text, /\b(skyscrapers?|skyline|towers?|metropolis)\b/)) score.skyline += 3;
  if (env.has('traditional')) {
    score['old-town'] += 3;
    score['temple-city'] += town === 'pagodas' ? 3 : 0;
  }
  if (env.has('traditional') && !env.has('modern')) score.skyline -= 3;
  if (activityCount(d, 'historic-site') >= 4) score['old-town'] += 2;
  if (
    has(
      text,
      /\b(old town|medieval|walled|baroque|gothic|renaissance|colonial|cobbled|medina|old quarter|1[5-8]th-century)\b/,
    )
  ) {
    score['old-town'] += 3;
  }
  if (has(text, /\b(gabled|canals|half-timbered)\b/)) score['old-town'] += 2;
  if (town === 'pagodas') {
    const temples = activityCount(d, 'religious-site');
    if (temples >= 3) score['temple-city'] += 3;
    if (has(text, /\b(temples?|shrines?|pagodas?|monaster(y|ies)|stupas?)\b/))
      score['temple-city'] += 3;
  }
  if (env.has('rural') && !env.has('mountains') && !env.has('beach')) score.hills += 4;
  if (kind === 'town-countryside') score.hills += 2;
  if (has(text, /\b(vineyards?|wine|rolling|countryside|farmland)\b/)) score.hills += 3;

  const ranked = (Object.entries(score) as [PlaceScene, number][]).sort((a, b) => b[1] - a[1]);
  const scene = ranked[0]?.[1] ? ranked[0][0] : 'hills';
  const waterfront = water && (scene === 'old-town' || scene === 'skyline');
  return { scene, town, waterfront, words: describe(scene, town, waterfront) };
}

function describe(scene: PlaceScene, town: TownStyle, waterfront: boolean): string {
  const by = waterfront ? ' by the water' : '';
  switch (scene) {
    case 'old-town':
      return town === 'domes'
        ? `domes and minarets of an old city${by}`
        : town === 'pagodas'
          ? `temple roofs of an old city${by}`
          : `rooftops and a spire of an old town${by}`;
    case 'temple-city':
      return 'pagodas and temple halls below wooded hills';
    case 'coastal-town':
      return 'a village of white houses above the sea';
    case 'rainforest':
      return 'a green rainforest canopy with palms';
    case 'savanna':
      return 'savanna with acacia trees';
    case 'skyline':
      return `a city skyline${by}`;
    case 'peaks':
      return 'mountain peaks';
    case 'dunes':
      return 'desert and rock under a wide sky';
    case 'coast':
      return 'a coastline and open sea';
    default:
      return 'rolling countryside';
  }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The catalogue destination an artwork slug names ("kyoto-japan", "ubud-bali-indonesia"): the
 * whole name, or a shorter head of it when the words left over are that destination's own
 * country or region ("paris-texas" is not Paris, France).
 */
export function destinationForSlug(slug: string): Destination | undefined {
  const parts = slug.split('-').filter(Boolean);
  const whole = findDestination(parts.join(' '));
  if (whole) return whole;
  for (let n = parts.length - 1; n >= 1; n -= 1) {
    const place = findDestination(parts.slice(0, n).join(' '));
    if (!place) continue;
    const rest = parts.slice(n).join(' ');
    const region = place.region ?? '';
    const own = [place.country, region, `${region} ${place.country}`].map(words);
    return own.includes(rest) ? place : undefined;
  }
  return undefined;
}

/** The scene for a destination named by its artwork slug, if the catalogue knows the place. */
export function sceneForSlug(slug: string): SceneChoice | null {
  const place = destinationForSlug(slug);
  return place ? sceneOf(place) : null;
}
