import { type Destination, findDestination, listDestinations } from '@app/planner';
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
  | 'savanna'
  | 'island-peak'
  | 'mountain-bay';

export interface SceneChoice {
  scene: PlaceScene;
  /** The buildings of a town scene. */
  town: TownStyle;
  /** Water in front of a town or skyline (a harbour, river or bay city). */
  waterfront: boolean;
  /** The mountain behind a bay town: peaks, or one flat-topped massif (Table Mountain). */
  backdrop?: 'peaks' | 'table';
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
    'island-peak': 0,
    'mountain-bay': 0,
  };
  const mountainous =
    env.has('mountains') ||
    has(text, /\b(volcano(es)?|volcanic island|highest (peak|mountain)|mount [a-z]+)\b/);
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
  // A volcanic or mountain island (Tenerife's Teide, Jeju's Hallasan) is its mountain, not a
  // white village: the peak outranks the island default. Santorini, a caldera rim with villages
  // on its cliffs and no mountain, stays a village.
  const island = has(`${text} ${d.name.toLowerCase()}`, /\bisland\b/);
  if (kind === 'island-coast' && island && mountainous) score['island-peak'] += 12;
  // A low city on a bay or river below mountains (Reykjavik, Cape Town) rather than towers.
  if (
    water &&
    kind === 'city' &&
    (mountainous || has(text, /\b(mountains?|glaciers?|fjords?)\b/)) &&
    !has(text, /\b(skyscrapers?|skyline|metropolis)\b/)
  ) {
    score['mountain-bay'] += 9;
  }
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
  const backdrop =
    scene === 'mountain-bay' ? (has(text, /\btable mountain\b/) ? 'table' : 'peaks') : undefined;
  const volcanic = has(text, /\bvolcan(o|oes|ic)\b/);
  return {
    scene,
    town,
    waterfront,
    ...(backdrop ? { backdrop } : {}),
    words: describe(scene, town, waterfront, { backdrop, volcanic }),
  };
}

function describe(
  scene: PlaceScene,
  town: TownStyle,
  waterfront: boolean,
  extra: { backdrop?: 'peaks' | 'table'; volcanic: boolean },
): string {
  const by = waterfront ? ' by the water' : '';
  switch (scene) {
    case 'island-peak':
      return extra.volcanic
        ? 'a volcanic island rising from the sea'
        : 'a mountainous island rising from the sea';
    case 'mountain-bay':
      return extra.backdrop === 'table'
        ? 'a city by the sea below a flat-topped mountain'
        : 'a town on the water below mountains';
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
 * Every catalogue destination under each name its artwork slug may start with: its name, its
 * name without a parenthesised region ("Ubud (Bali)" is also "Ubud"), and its id.
 */
let byHead: Map<string, Destination> | undefined;
function headIndex(): Map<string, Destination> {
  if (!byHead) {
    byHead = new Map();
    for (const d of listDestinations()) {
      const names = [d.name, d.name.replace(/\s*\([^)]*\)/g, ''), d.id.replace(/-/g, ' ')];
      for (const name of names) {
        const key = words(name);
        if (key && !byHead.has(key)) byHead.set(key, d);
      }
    }
  }
  return byHead;
}

/** What may follow a destination's name in its slug: its region(s) and country, in order. */
function ownTails(place: Destination): string[] {
  const region = place.region ?? '';
  const inParens = /\(([^)]*)\)/.exec(place.name)?.[1] ?? '';
  const parts = [inParens, region, place.country].filter(Boolean);
  const tails = new Set<string>();
  // Any run of them that ends with the country, or ends the name: "bali indonesia", "indonesia".
  for (let start = 0; start < parts.length; start += 1)
    tails.add(words(parts.slice(start).join(' ')));
  tails.add(words(place.country));
  tails.add(words(`${inParens} ${place.country}`));
  tails.add(words(`${region} ${place.country}`));
  if (inParens) tails.add(words(inParens));
  return [...tails].filter(Boolean);
}

export interface SlugPlace {
  destination: Destination;
  /** The slug's words after the name ("indonesia" in "ubud-indonesia"); "" if none. */
  rest: string;
}

/**
 * The catalogue destination an artwork slug names ("kyoto-japan", "ubud-indonesia",
 * "ubud-bali-indonesia", "jeju-island-jeju-province-south-korea"): the whole text as the
 * planner reads names, or a head of it (a name, a name without its parenthesised region, an
 * id or alias) when the words left over are that destination's own region or country
 * ("paris-texas" is not Paris, France).
 */
export function placeForSlug(slug: string): SlugPlace | undefined {
  const parts = slug.split('-').filter(Boolean);
  const heads = headIndex();
  // Catalogue names and ids first, longest head first; then the planner's aliases ("nyc").
  for (const lookup of [(head: string) => heads.get(head), findDestination]) {
    for (let n = parts.length; n >= 1; n -= 1) {
      const place = lookup(parts.slice(0, n).join(' '));
      if (!place) continue;
      const rest = parts.slice(n).join(' ');
      if (rest === '' || ownTails(place).includes(rest)) return { destination: place, rest };
    }
  }
  return undefined;
}

export function destinationForSlug(slug: string): Destination | undefined {
  return placeForSlug(slug)?.destination;
}

/** The scene for a destination named by its artwork slug, if the catalogue knows the place. */
export function sceneForSlug(slug: string): SceneChoice | null {
  const place = destinationForSlug(slug);
  return place ? sceneOf(place) : null;
}

/**
 * The name to set on a destination's artwork, with its commas ("Kyoto, Japan"), which the slug
 * lost: the catalogue's own spelling and the region or country the slug names after it. A
 * place the catalogue does not know gets a comma before a trailing country the catalogue
 * knows ("Springfield, United States"), else the slug's words as they are.
 */
export function titleForSlug(slug: string, plain: (slug: string) => string): string {
  const found = placeForSlug(slug);
  if (found) {
    const { destination: d, rest } = found;
    const inParens = /\(([^)]*)\)/.exec(d.name)?.[1] ?? '';
    const padded = ` ${rest} `;
    // The region or country the slug names after the place, in the catalogue's spelling.
    const tail = [inParens, d.region ?? '', d.country].filter(
      (part) => part !== '' && padded.includes(` ${words(part)} `),
    );
    // "Ubud, Bali, Indonesia" rather than "Ubud (Bali), Bali, Indonesia".
    const base = inParens && tail.includes(inParens) ? d.name.replace(/\s*\([^)]*\)/, '') : d.name;
    // "Mauritius", not "Mauritius, Mauritius".
    return [base, ...tail.filter((part) => words(part) !== words(base))].join(', ');
  }
  const title = plain(slug);
  for (const country of countryNames()) {
    const suffix = ` ${country}`;
    if (title.toLowerCase().endsWith(suffix.toLowerCase()) && title.length > suffix.length) {
      return `${title.slice(0, -suffix.length)}, ${title.slice(-country.length)}`;
    }
  }
  return title;
}

let countries: string[] | undefined;
/** The catalogue's countries, longest first ("South Korea" before "Korea"). */
function countryNames(): string[] {
  if (!countries) {
    countries = [...new Set(listDestinations().map((d) => d.country))].sort(
      (a, b) => b.length - a.length,
    );
  }
  return countries;
}
