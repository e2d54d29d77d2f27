/**
 * Catalogue coverage benchmark: for every place on the two public lists (lists.ts), asks the local
 * planner's known-destination path for a plan, typed two ways ("Kyoto" and "Kyoto, Japan"), and
 * reports
 *   (a) right place: the plan's location ("Name, Country") names the expected place and country,
 *       judged by this file's own string comparison, not the planner's parsers or aliases;
 *   (b) from the catalogue: the plan is built from catalogue venues (source 'catalogue' and no
 *       "Search: ..." map-search items), not the map-search fallback.
 * A place counts only when both spellings pass. Targets: right place 100%, from the catalogue
 * >= 90% (places deliberately left out of the catalogue are listed apart and not counted against
 * the catalogue target). With --strict, exits non-zero below target.
 * A third, held-out list (heldout.ts) types countries, regions, islands, parks, lakes, villages
 * and ambiguous names as travellers do, each once, and reports right country, from the catalogue,
 * right base (the expected catalogue id, or a map-search plan where the catalogue has no base in
 * the place) and errors. Target: right country 100% and no errors.
 * Run: node_modules/.bin/tsx bench/catalogue-coverage/run.ts [--strict] [--heldout]
 * (--heldout runs only the held-out list.)
 */
import { type KnownDestination, knownFormData } from '@app/shared';
import { PlannerError, planKnown, warmGazetteer } from '../../packages/planner/src/index.ts';
import { HELD_OUT, type HeldOutKind, type HeldOutPlace } from './heldout.ts';
import { type ListedPlace, NATURE_ISLANDS_VILLAGES, TOP_100_CITIES } from './lists.ts';

const TODAY = new Date('2026-03-01T00:00:00Z');
const TARGET_RIGHT = 100;
const TARGET_CATALOGUE = 90;
const SEARCH_PREFIX = 'Search: ';

/** Lower case, accents and punctuation removed, single spaces. */
function simplify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Country names that mean the same country. */
const SAME_COUNTRY: string[][] = [
  ['united states', 'usa', 'us', 'united states of america'],
  ['united kingdom', 'uk', 'great britain', 'england', 'scotland'],
  ['czech republic', 'czechia'],
  ['turkey', 'turkiye'],
  ['south korea', 'korea', 'republic of korea', 'korea republic of'],
  ['russia', 'russian federation'],
  ['vietnam', 'viet nam'],
  ['netherlands', 'the netherlands'],
];

function countryMatches(got: string, place: ListedPlace): boolean {
  const g = simplify(got);
  const wanted = [place.country, ...(place.countries ?? [])].map(simplify);
  if (wanted.includes(g)) return true;
  return SAME_COUNTRY.some((group) => group.includes(g) && wanted.some((w) => group.includes(w)));
}

/** The plan's place name contains one of the accepted names as whole words. */
function nameMatches(got: string, place: ListedPlace): boolean {
  const g = ` ${simplify(got)} `;
  return [place.city, ...(place.accept ?? [])].some((n) => g.includes(` ${simplify(n)} `));
}

function splitLocation(location: string): { name: string; country: string } {
  const i = location.lastIndexOf(',');
  if (i < 0) return { name: location, country: '' };
  return { name: location.slice(0, i).trim(), country: location.slice(i + 1).trim() };
}

interface Outcome {
  query: string;
  location?: string;
  destinationId?: string;
  error?: string;
  right: boolean;
  fromCatalogue: boolean;
}

function searchItems(d: KnownDestination): number {
  const names = [
    ...d.places_to_stay.map((s) => s.name),
    ...d.restaurants.map((r) => r.restaurant_name),
    ...d.things_to_do.map((t) => t.destination_name),
  ];
  return names.filter((n) => n.startsWith(SEARCH_PREFIX)).length;
}

function ask(query: string, place: ListedPlace): Outcome {
  const form = knownFormData.parse({
    destination: query,
    departingFrom: 'London',
    plansSoFar: '',
    datesTraveling: '5 days',
  });
  try {
    const r = planKnown(form, { today: TODAY });
    const { name, country } = splitLocation(r.destination.location);
    const right = nameMatches(name, place) && countryMatches(country, place);
    const fromCatalogue = r.source === 'catalogue' && searchItems(r.destination) === 0;
    return {
      query,
      location: r.destination.location,
      destinationId: r.destinationId,
      right,
      fromCatalogue,
    };
  } catch (e) {
    const error = e instanceof PlannerError ? e.code : String(e);
    return { query, error, right: false, fromCatalogue: false };
  }
}

interface Row {
  place: ListedPlace;
  outcomes: Outcome[];
  right: boolean;
  fromCatalogue: boolean;
}

function runList(list: ListedPlace[]): Row[] {
  return list.map((place) => {
    const outcomes = [place.city, `${place.city}, ${place.country}`].map((q) => ask(q, place));
    return {
      place,
      outcomes,
      right: outcomes.every((o) => o.right),
      fromCatalogue: outcomes.every((o) => o.fromCatalogue),
    };
  });
}

const pct = (n: number, d: number) => (d ? (100 * n) / d : 100);

function describe(o: Outcome): string {
  return `"${o.query}" -> ${o.error ? `error ${o.error}` : `${o.location}${o.fromCatalogue ? '' : ' (map search)'}`}`;
}

function report(title: string, rows: Row[]): { right: number; catalogue: number } {
  const listed = rows.filter((r) => !r.place.excluded);
  const right = rows.filter((r) => r.right).length;
  const cat = listed.filter((r) => r.fromCatalogue).length;
  const rightPct = pct(right, rows.length);
  const catPct = pct(cat, listed.length);
  console.log(`\n${title}: ${rows.length} places, each typed as "Name" and "Name, Country"`);
  console.log(
    `  right place:      ${right}/${rows.length} = ${rightPct.toFixed(1)}% (target ${TARGET_RIGHT}%)`,
  );
  console.log(
    `  from catalogue:   ${cat}/${listed.length} = ${catPct.toFixed(1)}% (target >= ${TARGET_CATALOGUE}%; ${rows.length - listed.length} deliberately left out)`,
  );
  const wrong = rows.filter((r) => !r.right);
  if (wrong.length) {
    console.log(`  wrong place (${wrong.length}):`);
    for (const r of wrong)
      console.log(
        `    ! ${r.place.city}, ${r.place.country}: ${r.outcomes
          .filter((o) => !o.right)
          .map(describe)
          .join('; ')}`,
      );
  }
  const mapOnly = listed.filter((r) => !r.fromCatalogue);
  if (mapOnly.length) {
    console.log(`  not from the catalogue (${mapOnly.length}):`);
    console.log(`    ${mapOnly.map((r) => r.place.city).join(', ')}`);
  }
  const excluded = rows.filter((r) => r.place.excluded);
  if (excluded.length) {
    console.log(`  deliberately left out (${excluded.length}), answered by labelled map searches:`);
    for (const r of excluded)
      console.log(
        `    - ${r.place.city}: ${r.right ? 'right place' : 'WRONG PLACE'}, ${r.fromCatalogue ? 'catalogue' : 'map search'}`,
      );
  }
  return { right: rightPct, catalogue: catPct };
}

interface HeldOutRow {
  place: HeldOutPlace;
  outcome: Outcome;
  rightCountry: boolean;
  rightBase: boolean;
}

function runHeldOut(): HeldOutRow[] {
  return HELD_OUT.map((place) => {
    const listed: ListedPlace = {
      city: place.query,
      country: place.country,
      countries: place.countries,
    };
    const outcome = ask(place.query, listed);
    const country = outcome.location ? splitLocation(outcome.location).country : '';
    const rightCountry = !outcome.error && countryMatches(country, listed);
    const rightBase =
      !outcome.error &&
      (place.ids
        ? place.ids.includes(outcome.destinationId ?? '')
        : outcome.destinationId === undefined);
    return { place, outcome, rightCountry, rightBase };
  });
}

function reportHeldOut(rows: HeldOutRow[]): { right: number; errors: number } {
  const n = rows.length;
  const right = rows.filter((r) => r.rightCountry).length;
  const cat = rows.filter((r) => r.outcome.fromCatalogue).length;
  const base = rows.filter((r) => r.rightBase).length;
  const errors = rows.filter((r) => r.outcome.error).length;
  const withBase = rows.filter((r) => r.place.ids).length;
  console.log(`\nHeld-out resolution list: ${n} places as travellers type them`);
  console.log(`  right country:    ${right}/${n} = ${pct(right, n).toFixed(1)}% (target 100%)`);
  console.log(
    `  from catalogue:   ${cat}/${n} = ${pct(cat, n).toFixed(1)}% (${withBase} have a catalogue base)`,
  );
  console.log(
    `  right base:       ${base}/${n} = ${pct(base, n).toFixed(1)}% (the expected catalogue id, or a map search where there is none)`,
  );
  console.log(`  errors:           ${errors} (target 0)`);
  const kinds = [...new Set(rows.map((r) => r.place.kind))] as HeldOutKind[];
  for (const kind of kinds) {
    const k = rows.filter((r) => r.place.kind === kind);
    console.log(
      `    ${kind.padEnd(10)} ${k.length} places: country ${k.filter((r) => r.rightCountry).length}, base ${k.filter((r) => r.rightBase).length}, errors ${k.filter((r) => r.outcome.error).length}`,
    );
  }
  const bad = rows.filter((r) => !r.rightCountry || !r.rightBase);
  if (bad.length) {
    console.log(`  misses (${bad.length}):`);
    for (const r of bad) {
      const want = r.place.ids ? r.place.ids.join('|') : 'map search';
      const got = r.outcome.error
        ? `error ${r.outcome.error}`
        : `${r.outcome.location} [${r.outcome.destinationId ?? 'map search'}]`;
      const what = !r.rightCountry ? 'WRONG COUNTRY' : 'wrong base';
      console.log(
        `    ! ${what}: "${r.place.query}" -> ${got}; expected ${r.place.country}, ${want}`,
      );
    }
  }
  return { right: pct(right, n), errors };
}

function main(): void {
  const strict = process.argv.includes('--strict');
  if (process.argv.includes('--heldout')) {
    warmGazetteer();
    const h = reportHeldOut(runHeldOut());
    if (strict && (h.right < 100 || h.errors > 0)) process.exit(1);
    return;
  }
  if (TOP_100_CITIES.length !== 100)
    throw new Error(`top-100 list has ${TOP_100_CITIES.length} entries`);
  if (NATURE_ISLANDS_VILLAGES.length !== 50)
    throw new Error(`nature list has ${NATURE_ISLANDS_VILLAGES.length} entries`);
  warmGazetteer();
  const a = report('Top 100 city destinations (Euromonitor 2019)', runList(TOP_100_CITIES));
  const b = report('50 nature, island and village destinations', runList(NATURE_ISLANDS_VILLAGES));
  const all = runList([...TOP_100_CITIES, ...NATURE_ISLANDS_VILLAGES]);
  const listed = all.filter((r) => !r.place.excluded);
  const right = pct(all.filter((r) => r.right).length, all.length);
  const cat = pct(listed.filter((r) => r.fromCatalogue).length, listed.length);
  const held = reportHeldOut(runHeldOut());
  const ok =
    right >= TARGET_RIGHT && cat >= TARGET_CATALOGUE && held.right >= 100 && held.errors === 0;
  console.log(
    `\n${ok ? 'PASS' : 'BELOW TARGET'}: all 150 places: right place ${right.toFixed(1)}% (cities ${a.right.toFixed(1)}%, nature ${b.right.toFixed(1)}%), from catalogue ${cat.toFixed(1)}% (cities ${a.catalogue.toFixed(1)}%, nature ${b.catalogue.toFixed(1)}%); held-out ${HELD_OUT.length}: right country ${held.right.toFixed(1)}%, errors ${held.errors}`,
  );
  if (strict && !ok) process.exit(1);
}

main();
