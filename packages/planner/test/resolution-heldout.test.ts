/**
 * Place resolution for what travellers type outside the evaluation set (audit 11, gap 2):
 * countries, regions, islands, parks, sights and namesakes. Each case names the expected country
 * and, where the catalogue has a base really inside the place, its id.
 */
import { describe, expect, it } from 'vitest';
import { geocode } from '../src/gazetteer.ts';
import { planKnown, resolvePlace } from '../src/known/plan-known.ts';
import { knownForm } from './helpers.ts';

const plan = (destination: string, extra: Parameters<typeof knownForm>[0] = {}) =>
  planKnown(knownForm({ destination, ...extra }));

const country = (location: string) => location.slice(location.lastIndexOf(',') + 1).trim();

describe('a country typed alone', () => {
  it.each([
    ['Japan', 'Japan', ['tokyo', 'kyoto']],
    ['a trip to Japan', 'Japan', ['tokyo', 'kyoto']],
    ['two weeks in Italy', 'Italy', ['rome']],
    ['Greece', 'Greece', ['athens', 'santorini']],
    ['Morocco', 'Morocco', ['marrakech', 'fez']],
    ['Peru', 'Peru', ['lima', 'cusco']],
    ['Scotland', 'United Kingdom', ['edinburgh']],
    ['Norway', 'Norway', ['bergen', 'tromso', 'lofoten-islands']],
    ['Costa Rica', 'Costa Rica', ['la-fortuna', 'monteverde']],
    ['Portugal', 'Portugal', ['lisbon', 'porto']],
    ['Thailand', 'Thailand', ['bangkok']],
    ['Iceland', 'Iceland', ['reykjavik']],
    ['Ireland', 'Ireland', ['dublin']],
    ['New Zealand', 'New Zealand', ['auckland', 'queenstown']],
    ['Holland', 'Netherlands', ['amsterdam']],
    ['China', 'China', ['beijing']],
  ])('%s -> a catalogue destination in %s', (typed, where, ids) => {
    const r = plan(typed);
    expect(country(r.destination.location)).toBe(where);
    expect(ids).toContain(r.destinationId);
    expect(r.source).toBe('catalogue');
  });

  it('says which destination it chose and names the others to ask for', () => {
    const r = plan('Japan');
    expect(r.destination.overview).toMatch(
      /^You asked for Japan: we planned your trip from Tokyo, the best-known place in Japan in our catalogue\. We also cover Kyoto, Osaka/,
    );
    expect(r.destination.overview).toMatch(/ask for one of them by name/);
    // Not the false map-search claim the audit found ("Tokyo is not in our curated catalogue").
    expect(r.destination.overview).not.toMatch(/not in our curated catalogue/);
  });

  it('never resolves to a namesake town abroad', () => {
    for (const typed of ['Greece', 'Morocco', 'Peru', 'Italy', 'Norway', 'Scotland', 'Canada'])
      expect(country(plan(typed).destination.location)).not.toBe('United States');
    expect(plan('Costa Rica').destination.location).not.toMatch(/Brazil/);
  });

  it('a country with no catalogue destination gets its largest city as a map-search plan', () => {
    const r = plan('Bulgaria');
    expect(r.source).toBe('map-search');
    expect(r.destination.location).toBe('Sofia, Bulgaria');
    expect(r.destination.overview).toMatch(
      /^You asked for Bulgaria: we have no destination there in our curated catalogue, so this plan is for Sofia, Bulgaria, its largest city\./,
    );
  });

  it('a qualified namesake of a country stays the town ("Peru, Indiana")', () => {
    expect(plan('Peru, Indiana').destination.location).toBe('Peru, Indiana, United States');
    expect(plan('Greece, New York').destination.location).toBe('Greece, New York, United States');
  });
});

describe('regions, islands and sights with a catalogue base inside them', () => {
  it.each([
    ['Hawaii', 'honolulu'],
    ['Tasmania', 'hobart'],
    ['Canary Islands', 'tenerife'],
    ['Palawan', 'el-nido'],
    ['Angkor Wat', 'siem-reap'],
    ['Rajasthan', 'jaipur'],
    ['Madeira', 'funchal'],
    ['Cornwall', 'st-ives'],
    ['Normandy', 'bayeux'],
    ['Bavaria', 'munich'],
    ['Sicily', 'taormina'],
    ['Oia', 'santorini'],
    ['Patagonia', 'el-calafate'],
    ['Lake Louise', 'banff'],
    ['Victoria Falls', 'livingstone'],
    ['Queensland', 'cairns'],
    ['Washington State', 'seattle'],
  ])('%s -> %s', (typed, id) => {
    expect(plan(typed).destinationId).toBe(id);
  });

  it('says which base it planned from, and names the other bases in the region', () => {
    const hawaii = plan('Hawaii').destination.overview;
    expect(hawaii).toMatch(/^We planned your trip from Honolulu, our base for Hawaii\./);
    expect(hawaii).toMatch(/We also cover Maui, Kauai and Kailua-Kona in Hawaii/);
    expect(plan('Tasmania').destination.overview).toMatch(
      /^We planned your trip from Hobart, our base for Tasmania\./,
    );
    expect(plan('Canary Islands').destination.overview).toMatch(
      /our base for the Canary Islands\. We also cover Lanzarote/,
    );
  });

  it('schedules a sight planned from its gateway town, but never books a region', () => {
    const angkor = JSON.stringify(plan('Angkor Wat', { datesTraveling: 'four days in January' }));
    expect(angkor).toMatch(/Angkor/);
    expect(angkor).not.toMatch(/couldn't find Angkor/);
    const hawaii = JSON.stringify(plan('Hawaii'));
    expect(hawaii).not.toMatch(/couldn't find Hawaii/);
  });

  it('does not map a region to a base outside it (Tahiti is not Bora Bora)', () => {
    const tahiti = plan('Tahiti');
    expect(tahiti.source).toBe('map-search');
    expect(tahiti.destination.location).toBe('Tahiti, French Polynesia');
    expect(plan('Phi Phi Islands').destinationId).toBeUndefined();
    expect(plan('Andaman Islands').destinationId).toBeUndefined();
  });
});

describe('regions with no catalogue base: a map-search plan in the right country', () => {
  it.each([
    ['Swedish Lapland', 'Swedish Lapland, Sweden'],
    ['Everglades', 'Everglades, Florida, United States'],
    ['Lake Garda', 'Lake Garda, Italy'],
  ])('%s -> %s', (typed, location) => {
    const r = plan(typed);
    expect(r.source).toBe('map-search');
    expect(r.destination.location).toBe(location);
  });

  it('the Faroe Islands are their own country, with Tórshavn standing in', () => {
    expect(country(plan('Faroe Islands').destination.location)).toBe('Faroe Islands');
  });

  it('a qualifier naming another country still decides ("Cornwall, Ontario")', () => {
    expect(plan('Cornwall, Ontario').destination.location).toBe('Cornwall, Ontario, Canada');
    expect(plan('Cornwall, England').destinationId).toBe('st-ives');
    expect(plan('Hollywood, Florida').destination.location).toBe(
      'Hollywood, Florida, United States',
    );
  });
});

describe('namesakes: tourist prominence first, qualifiers always decide', () => {
  it.each([
    ['Valencia', 'Spain'],
    ['Valencia, Venezuela', 'Venezuela'],
    ['Santa Cruz', 'United States'],
    ['Santa Cruz, Bolivia', 'Bolivia'],
    ['Cordoba', 'Spain'],
    ['Cordoba, Argentina', 'Argentina'],
    ['St Petersburg', 'Russia'],
    ['St. Petersburg, Florida', 'United States'],
    ['Split', 'Croatia'],
    ['Washington, England', 'United Kingdom'],
  ])('%s -> %s', (typed, where) => {
    expect(country(plan(typed).destination.location)).toBe(where);
  });

  it('Venice Beach is in Los Angeles; Venice is in Italy', () => {
    expect(plan('Venice Beach').destinationId).toBe('los-angeles');
    expect(plan('Venice').destinationId).toBe('venice');
  });

  it.each([
    'Washington',
    'Washington DC',
    'Washington D.C.',
    'Washington, D.C.',
    'Washington, DC',
    'Washington, D.C., United States',
    'Washington D.C., USA',
  ])('"%s" is the capital', (typed) => {
    expect(plan(typed).destinationId).toBe('washington-dc');
  });

  it('says which namesake it chose for a bare name', () => {
    expect(plan('Valencia').destination.overview).toMatch(
      /There is more than one Valencia: this plan is for Valencia, Spain/,
    );
  });
});

describe('map-search notes name the resolved place with its qualifier', () => {
  it('Paris, Texas is named in full, never as the Paris the catalogue has', () => {
    const r = plan('Paris, Texas');
    expect(r.source).toBe('map-search');
    expect(r.destination.overview).toMatch(/Paris, Texas is not in our curated catalogue/);
    expect(r.destination.overview).not.toMatch(/Paris is not/);
    expect(r.destination.things_to_do[0]?.destination_name).toMatch(/in Paris, Texas$/);
  });

  it('a map-search location geocodes back to the same place (for revisions)', () => {
    for (const typed of ['Swedish Lapland', 'Paris, Texas', 'Everglades', 'Bulgaria', 'Tahiti']) {
      const r = plan(typed);
      const again = geocode(r.destination.location);
      const first = resolvePlace(typed);
      expect(again?.country).toBe(first?.country);
      expect(Math.abs((again?.lat ?? 0) - (first?.lat ?? 0))).toBeLessThan(0.5);
    }
  });
});
