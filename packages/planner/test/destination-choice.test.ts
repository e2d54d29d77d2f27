import { describe, expect, it } from 'vitest';
import { highC, seasonScore } from '../src/build/climate.ts';
import { getDestination } from '../src/catalogue/index.ts';
import { distanceKm, geocode } from '../src/gazetteer.ts';
import { checkPlan } from '../src/index.ts';
import { servesInterest, statedInterests } from '../src/parse/interests.ts';
import { themesIn } from '../src/parse/wishes.ts';
import { recommendUnknownFirst, recommendUnknownSecond } from '../src/unknown/recommend.ts';
import { themeFit } from '../src/unknown/themes.ts';
import { unknownForm } from './helpers.ts';

const TODAY = { today: new Date('2026-03-01T00:00:00Z') };

function both(overrides: Parameters<typeof unknownForm>[0]) {
  const form = unknownForm(overrides);
  const first = recommendUnknownFirst(form, TODAY);
  const second = recommendUnknownSecond(form, first.destinationId, TODAY);
  return {
    first,
    second,
    dests: [first.destinationId, second.destinationId].map((id) => getDestination(id)),
  };
}

describe('season-aware destination choice', () => {
  it('answers a snow wish in January with winter destinations', () => {
    const { dests } = both({
      travelMotivation: 'We want snow and cosy evenings',
      travelTimeline: 'January',
      departingFrom: 'London',
    });
    for (const d of dests) expect(d && highC(d, 1)).toBeLessThanOrEqual(4);
  });

  it('answers the northern lights with places far north', () => {
    const { dests } = both({
      travelMotivation: 'See the northern lights',
      travelTimeline: 'in January',
      departingFrom: 'London',
    });
    for (const d of dests) expect(d?.lat).toBeGreaterThanOrEqual(60);
  });

  it('keeps to a distance limit written in words', () => {
    const london = geocode('London');
    const { dests } = both({
      travelMotivation: 'Culture and food, but no long flights please',
      travelTimeline: 'May',
      departingFrom: 'London',
    });
    for (const d of dests) expect(london && d && distanceKm(london, d)).toBeLessThanOrEqual(3500);
  });

  it('keeps to the region named', () => {
    const { dests } = both({
      travelMotivation: 'European culture: museums, opera, old squares',
      travelTimeline: 'September',
      departingFrom: 'New York',
    });
    for (const d of dests) expect(d?.continent).toBe('europe');
  });
});

describe('why this destination', () => {
  it('gives reasons and a comparison verdict', () => {
    const { first, second } = both({
      travelMotivation: 'See the northern lights',
      travelTimeline: 'in January',
      departingFrom: 'London',
    });
    expect(first.destination.why?.length).toBeGreaterThan(0);
    expect(first.destination.why?.join(' ')).toMatch(/Northern lights/);
    expect(first.destination.overview).toMatch(/^Ana, .*Why /);
    expect(second.comparison.other_tips).toMatch(/better fit for you/);
  });
});

describe("the second destination and the traveller's own interests", () => {
  it('serves a specific interest in both destinations when the catalogue can', () => {
    const { first, second, dests } = both({
      travelMotivation: 'Live jazz every night, and good food',
      travelTimeline: 'April',
      departingFrom: 'London',
    });
    for (const d of dests) {
      const text = JSON.stringify([d?.activities, d?.restaurants]).toLowerCase();
      expect(text, d?.id).toContain('jazz');
    }
    for (const plan of [first, second])
      expect(plan.destination.why?.some((w) => w.startsWith('Jazz, as you asked'))).toBe(true);
  });
});

describe('places that can fill the trip', () => {
  it('does not send a winter trip to a park whose lodges and buses are closed', () => {
    const { first, second, dests } = both({
      travelMotivation: 'See the northern lights and snow',
      travelTimeline: 'in January',
      departingFrom: 'London',
      destinationPreferences: ['Cool & Temperate'],
    });
    expect(dests.map((d) => d?.id)).not.toContain('denali');
    // Both plans have places to eat that are open in January.
    for (const plan of [first, second])
      expect(plan.destination.restaurants.length, plan.destination.location).toBeGreaterThan(2);
  });
});

describe('what a short trip and a wine wish mean', () => {
  it('keeps a five-day trip within a comfortable flight of home', () => {
    const { dests } = both({
      travelMotivation: 'Cycling between wineries and small towns',
      travelTimeline: 'March',
      travelLengthDays: 5,
      departingFrom: 'Melbourne',
    });
    const home = geocode('Melbourne');
    if (!home) throw new Error('no Melbourne');
    for (const d of dests) expect(d && distanceKm(d, home)).toBeLessThan(6_000);
  });

  it('ranks a wine region above a resort town with one tasting room', () => {
    const months = [3];
    const region = getDestination('marlborough');
    const resort = getDestination('queenstown');
    if (!region || !resort) throw new Error('catalogue entries missing');
    expect(themeFit(region, 'wine', months)).toBeGreaterThan(themeFit(resort, 'wine', months));
  });

  it('does not count a diving board, a theme park or an aquarium as diving', () => {
    const [diving] = statedInterests('scuba diving and snorkelling on a coral reef');
    if (!diving) throw new Error('no interest read');
    const t = (s: string) => ` ${s.toLowerCase()} `;
    expect(servesInterest(diving, t('tidal pool with a diving board'))).toBe(false);
    expect(servesInterest(diving, t('aquarium of reef fish and sharks'))).toBe(false);
    expect(servesInterest(diving, t('day cruise to the outer reef with snorkelling'))).toBe(true);
  });
});

describe('themes as a travel agent reads them', () => {
  it('tells wildlife in general from a safari', () => {
    expect(themesIn('Hiking and wildlife')).toEqual(['wildlife']);
    expect(themesIn('A safari to see the big five')).toEqual(['safari']);
    const yellowstone = getDestination('yellowstone');
    if (!yellowstone) throw new Error('no Yellowstone');
    expect(themeFit(yellowstone, 'wildlife', [8])).toBe(1);
    expect(themeFit(yellowstone, 'safari', [8])).toBe(0);
  });

  it('reads mulled wine as part of a Christmas market, not a wine trip', () => {
    expect(themesIn('Christmas markets and mulled wine')).toEqual(['christmas-market']);
  });

  it('sends a Christmas-market trip in December to two places that hold one, cold or not', () => {
    const { dests } = both({
      travelMotivation: 'Christmas markets and mulled wine',
      travelTimeline: 'December',
      travelLengthDays: 4,
      departingFrom: 'London',
    });
    for (const d of dests) expect(d && themeFit(d, 'christmas-market', [12])).toBe(1);
  });

  it('lets the checker accept the cold a Christmas-market trip asks for', () => {
    const form = unknownForm({
      travelMotivation: 'Christmas markets, cosy cafés and old towns.',
      travelTimeline: 'December',
      travelLengthDays: 6,
      departingFrom: 'New York, NY',
      destinationPreferences: ['Cool & Temperate', 'Traditional & Authentic'],
      budgetRange: [2500, 5000],
    });
    const first = recommendUnknownFirst(form, TODAY);
    const d = getDestination(first.destinationId);
    // A place that is cold then: the rule under test is the one for cold-season wishes.
    expect(d && seasonScore(d, [12])).toBeLessThan(0);
    const report = checkPlan({
      planType: 'DESTINATION_UNKNOWN',
      form,
      destination: first.destination,
      destinationId: first.destinationId,
      opts: TODAY,
    });
    expect(report.constraints.find((c) => c.name === 'season-fit')?.pass).toBe(true);
  });

  it('answers cherry blossoms in April with places that show them, and says where', () => {
    const { first, second } = both({
      travelMotivation: 'Cherry blossoms',
      travelTimeline: 'early April',
      travelLengthDays: 7,
      departingFrom: 'San Francisco',
    });
    for (const r of [first, second])
      expect(r.destination.why?.some((w) => w.startsWith('Cherry blossom: '))).toBe(true);
  });

  it('reads "by the sea" as a wish for the coast', () => {
    const { dests } = both({
      travelMotivation: 'Our honeymoon: somewhere romantic by the sea',
      travelTimeline: 'June',
      travelLengthDays: 10,
      departingFrom: 'Chicago',
    });
    for (const d of dests) expect(d?.environment).toContain('beach');
  });

  it('says plainly when no place has a seasonal wish in the travel months', () => {
    const { first } = both({
      travelMotivation: 'See the northern lights',
      travelTimeline: 'June',
      travelLengthDays: 5,
      departingFrom: 'New York',
    });
    expect(first.destination.why?.[0]).toMatch(
      /^No place we know has the northern lights in June: they need dark night skies/,
    );
  });

  it('never gives a reason both places have as the one that makes the difference', () => {
    const { second } = both({
      travelMotivation: 'Easy trip for my elderly parents, not too much walking, good food',
      travelTimeline: 'September',
      travelLengthDays: 7,
      departingFrom: 'Toronto',
      otherTravelers: 'my parents (78 and 81)',
    });
    const verdict = String(second.comparison?.other_tips ?? '');
    expect(verdict).not.toMatch(/better fit for you: (Food|About \d|Your budget)/);
  });
});
