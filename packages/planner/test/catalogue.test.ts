/**
 * Schema test over the WHOLE catalogue. It is written to the final thresholds, so it fails while
 * the data files are still being written.
 */
import { describe, expect, it } from 'vitest';
import {
  catalogueSources,
  findDestination,
  getDestination,
  listDestinations,
} from '../src/catalogue/index.ts';
import {
  ACCOMMODATION_TYPES,
  ACTIVITY_KINDS,
  CONTINENTS,
  type Destination,
  DIETARY_TAGS,
  ENVIRONMENT_TAGS,
  EXPERIENCE_TAGS,
  MEALS,
  TIMES_OF_DAY,
  TRANSPORT_MODES,
} from '../src/catalogue/types.ts';

export const MIN_DESTINATIONS = 120;
/** Each environment and experience tag must describe at least this many destinations. */
const MIN_TAG_USES = 3;
const MIN_STAYS = 6;
const MIN_STAY_PRICE_LEVELS = 2;
const MIN_STAY_TYPES = 2;
const MIN_RESTAURANTS = 8;
const MIN_ACTIVITIES = 12;

const all = listDestinations();

function problemsOf(d: Destination): string[] {
  const p: string[] = [];
  const inList = <T extends string>(
    list: readonly T[],
    values: readonly string[],
    what: string,
  ) => {
    for (const v of values) if (!list.includes(v as T)) p.push(`unknown ${what} '${v}'`);
  };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.id)) p.push('id is not kebab-case');
  if (!CONTINENTS.includes(d.continent)) p.push(`unknown continent '${d.continent}'`);
  if (d.lat < -90 || d.lat > 90 || d.lng < -180 || d.lng > 180) p.push('coordinates out of range');
  inList(ENVIRONMENT_TAGS, d.environment, 'environment tag');
  inList(EXPERIENCE_TAGS, d.experiences, 'experience tag');
  inList(TRANSPORT_MODES, d.transport, 'transport mode');
  const { highC, lowC, wetMonths } = d.climate;
  if (highC.length !== 12 || lowC.length !== 12) p.push('climate is not 12 months');
  highC.forEach((h, i) => {
    if ((lowC[i] ?? Number.NaN) > h) p.push(`month ${i + 1}: low above high`);
  });
  if (wetMonths.some((m) => m < 1 || m > 12 || !Number.isInteger(m)))
    p.push('wet month out of 1-12');
  const c = d.dailyCostUsd;
  if (!(c.budget > 0 && c.budget < c.mid && c.mid < c.luxury)) p.push('cost tiers not ascending');
  if (d.stays.length < MIN_STAYS) p.push(`${d.stays.length} stays`);
  if (new Set(d.stays.map((s) => s.priceLevel)).size < MIN_STAY_PRICE_LEVELS)
    p.push('stays span one price level');
  if (new Set(d.stays.map((s) => s.type)).size < MIN_STAY_TYPES) p.push('stays of one type');
  inList(
    ACCOMMODATION_TYPES,
    d.stays.map((s) => s.type),
    'stay type',
  );
  if (d.restaurants.length < MIN_RESTAURANTS) p.push(`${d.restaurants.length} restaurants`);
  for (const r of d.restaurants) {
    inList(DIETARY_TAGS, r.dietary, 'dietary tag');
    inList(MEALS, r.meals, 'meal');
    if (r.meals.length === 0) p.push(`${r.name} serves no meal`);
  }
  for (const t of d.dayTrips)
    for (const r of t.lunch ?? []) {
      inList(DIETARY_TAGS, r.dietary, 'dietary tag');
      if (!r.meals.includes('lunch')) p.push(`${r.name} (lunch on ${t.name}) serves no lunch`);
    }
  if (d.activities.length < MIN_ACTIVITIES) p.push(`${d.activities.length} activities`);
  for (const a of d.activities) {
    inList(ACTIVITY_KINDS, a.kinds, 'activity kind');
    inList(TIMES_OF_DAY, a.bestTime, 'time of day');
    if (a.kinds.length === 0) p.push(`${a.name} has no kind`);
    if (a.costUsd < 0 || a.durationHours <= 0) p.push(`${a.name} has a bad cost or duration`);
  }
  for (const [what, names] of [
    ['stay', d.stays.map((s) => s.name)],
    ['restaurant', d.restaurants.map((r) => r.name)],
    ['activity', d.activities.map((a) => a.name)],
  ] as const) {
    const dup = names.filter((n, i) => names.indexOf(n) !== i);
    if (dup.length) p.push(`duplicate ${what} ${dup[0]}`);
  }
  const venues = [...d.stays, ...d.restaurants, ...d.activities].map((v) => v.name);
  const clash = venues.filter((n, i) => venues.indexOf(n) !== i);
  if (clash.length) p.push(`venue name used twice: ${clash[0]}`);
  return p;
}

describe('catalogue', () => {
  it(`has at least ${MIN_DESTINATIONS} destinations`, () => {
    const perFile = catalogueSources().map(([name, list]) => `${name}: ${list.length}`);
    expect(all.length, perFile.join(', ')).toBeGreaterThanOrEqual(MIN_DESTINATIONS);
  });

  it('has no duplicate ids', () => {
    const ids = all.map((d) => d.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('covers every inhabited continent', () => {
    const used = new Set(all.map((d) => d.continent));
    expect(CONTINENTS.filter((c) => !used.has(c))).toEqual([]);
  });

  it('uses each environment and experience tag on several destinations', () => {
    const rare = [
      ...ENVIRONMENT_TAGS.filter(
        (t) => all.filter((d) => d.environment.includes(t)).length < MIN_TAG_USES,
      ),
      ...EXPERIENCE_TAGS.filter(
        (t) => all.filter((d) => d.experiences.includes(t)).length < MIN_TAG_USES,
      ),
    ];
    expect(rare).toEqual([]);
  });

  it('has a valid entry for every destination', () => {
    const bad = all.map((d) => [d.id, problemsOf(d)] as const).filter(([, p]) => p.length > 0);
    expect(Object.fromEntries(bad.map(([id, p]) => [id, p.join('; ')]))).toEqual({});
  });

  it('finds destinations by id, name, accents and aliases', () => {
    const lisbon = getDestination('lisbon');
    expect(lisbon?.name).toBe('Lisbon');
    expect(findDestination('LISBON')?.id).toBe('lisbon');
    expect(findDestination('Lisbon, Portugal')?.id).toBe('lisbon');
    expect(findDestination('Lisboa')?.id).toBe('lisbon');
    expect(findDestination('NYC')?.id).toBe('new-york-city');
    expect(findDestination('New York')?.id).toBe('new-york-city');
    expect(findDestination('Sao Paulo')?.id).toBe(findDestination('São Paulo')?.id);
    expect(findDestination('Atlantis')).toBeUndefined();
  });
});
