import { describe, expect, it } from 'vitest';
import { planKnown } from '../src/known/plan-known.ts';
import { parseAllergies } from '../src/parse/allergies.ts';
import { isAvoided, parseAvoid } from '../src/parse/avoid.ts';
import { limitInWords } from '../src/parse/limits.ts';
import { parseParty } from '../src/parse/party.ts';
import { parseRegion } from '../src/parse/regions.ts';
import { parseTimeline } from '../src/parse/timeline.ts';
import { namedWishes, servesWish, themesIn } from '../src/parse/wishes.ts';
import { requestFromKnown, requestFromUnknown } from '../src/request.ts';
import { knownForm, unknownForm } from './helpers.ts';

describe('the party', () => {
  it.each([
    ['my two adult sons', 3, false],
    ['me and my 30-year-old son', 2, false],
    ['my wife and her 24-year-old daughter', 3, false],
    ['my two sisters (we are all in our 40s)', 3, false],
    ['with our kids aged 4 and 7', 3, true],
    ['my wife and our two kids (6 and 9)', 4, true],
    ['husband and three kids aged 5, 8 and 12', 5, true],
    ['my husband and our kids, 3 and 6', 4, true],
    ['my two teenage kids', 3, true],
    ['family of 4', 4, false],
    ['solo', 1, false],
  ])('%s -> %i people, children %s', (text, size, kids) => {
    const p = parseParty(text);
    expect(p.size).toBe(size);
    expect(p.kids).toBe(kids);
  });

  it('reads seniors and limited mobility', () => {
    expect(parseParty('my mother, who is 82 and walks with a cane')).toMatchObject({
      seniors: true,
      lowStrain: true,
      kids: false,
    });
    expect(
      parseParty('my wife', 'Culture without too much walking; we are 75 and 78'),
    ).toMatchObject({ seniors: true, lowStrain: true });
    expect(parseParty('my partner; I use a wheelchair').wheelchair).toBe(true);
    expect(parseParty('my husband').lowStrain).toBe(false);
  });
});

describe('wishes', () => {
  it('finds named wishes and their key words', () => {
    const labels = (t: string) => namedWishes(t).map((w) => w.label);
    expect(labels('Ramen, sushi at the fish market, and a sumo tournament')).toEqual([
      'Ramen',
      'sushi',
      'sumo tournament',
    ]);
    expect(labels('First time here, want the highlights.')).toEqual([]);
    const [broadway] = namedWishes('We want to see a Broadway show');
    expect(broadway).toMatchObject({ label: 'Broadway show', required: ['broadway'] });
  });

  it('matches a wish to venue text, plurals and spellings included', () => {
    const [nata] = namedWishes('pastel de nata every day');
    expect(nata && servesWish(nata, 'Manteigaria: warm pastéis de nata all day')).toBe(true);
    const [gondola] = namedWishes('ride a gondola');
    expect(gondola && servesWish(gondola, 'Rialto Bridge and the Grand Canal')).toBe(false);
  });

  it('reads a wish behind a lead-in and a day, and keeps its own nouns', () => {
    expect(namedWishes('Going to the Georgia football game on Saturday')).toEqual([
      { label: 'Georgia football game', required: ['georgia'], nouns: ['football'] },
    ]);
  });

  it("does not let the destination's own name pick the venue for a wish", () => {
    const p = planKnown(
      knownForm({
        destination: 'Athens, Georgia',
        datesTraveling: 'a long weekend in October',
        plansSoFar: 'Going to the Georgia football game on Saturday',
      }),
    ).destination;
    expect(JSON.stringify(p.itinerary)).toContain('Georgia Bulldogs football at Sanford Stadium');
  });

  it('says a wished event runs in other months, rather than that it does not suit the party', () => {
    const p = planKnown(
      knownForm({
        destination: 'Athens, Georgia',
        datesTraveling: 'a long weekend in March',
        plansSoFar: 'Going to the Georgia football game',
      }),
    ).destination;
    expect(p.helpful_tips).toContain(
      'we could not schedule Georgia football game: Georgia Bulldogs football at Sanford Stadium runs only in September to November, not in your travel months.',
    );
    expect(p.helpful_tips).not.toMatch(/does not confirm it suits your party/);
  });

  it('names the season of the event a wish is about, even when a related venue is open', () => {
    const march = planKnown(
      knownForm({
        destination: 'Tokyo',
        datesTraveling: 'March 8-12, 2027',
        plansSoFar: 'a sumo tournament',
      }),
    ).destination;
    expect(march.helpful_tips).toContain(
      'we could not schedule sumo tournament: Grand Sumo Tournament at Ryōgoku Kokugikan runs only in January, May and September, not in your travel months.',
    );
    const january = planKnown(
      knownForm({
        destination: 'Tokyo',
        datesTraveling: 'January 12-16, 2027',
        plansSoFar: 'a sumo tournament',
      }),
    ).destination;
    expect(JSON.stringify(january.itinerary)).toContain(
      'Grand Sumo Tournament at Ryōgoku Kokugikan',
    );
    expect(january.helpful_tips).not.toContain('we could not schedule sumo');
  });

  it('does not book the people a traveller is visiting', () => {
    const labels = namedWishes('Visiting a friend, want to see a Knights hockey game').map(
      (w) => w.label,
    );
    expect(labels).toEqual(['Knights hockey game']);
  });

  it('schedules the event a wish names over a walk that mentions it', () => {
    const p = planKnown(
      knownForm({
        destination: 'Pamplona',
        datesTraveling: 'July 8-11, 2027',
        plansSoFar: 'See the running of the bulls',
      }),
    ).destination;
    expect(JSON.stringify(p.itinerary)).toContain('Encierro in the bullring (San Fermín)');
    expect(p.helpful_tips).not.toMatch(/couldn't find running of the bulls/);
  });

  it('reads themes that decide where and when', () => {
    expect(themesIn('See the northern lights and snow')).toEqual(['aurora', 'snow']);
    expect(themesIn('Wine and small towns')).toEqual(['wine', 'villages']);
  });

  it('keeps only themes and proper nouns from a motivation', () => {
    expect(namedWishes('Escape the grey: warm sun and a beach', { properOnly: true })).toEqual([
      expect.objectContaining({ theme: 'beach' }),
    ]);
  });
});

describe('allergies, regions, limits, avoids and months', () => {
  it('keeps allergies outside the diet tags', () => {
    expect(parseAllergies('severe peanut and tree nut allergy')).toEqual(['peanuts', 'tree nuts']);
    expect(parseAllergies('peanut allergy')).toEqual(['peanuts']);
    expect(parseAllergies('shellfish allergy')).toEqual(['shellfish']);
    expect(parseAllergies('lactose intolerant, no dairy')).toEqual(['dairy']);
    expect(parseAllergies('vegetarian')).toEqual([]);
  });

  it('reads regions', () => {
    expect(parseRegion('European culture: museums and opera')?.continents).toEqual(['europe']);
    expect(parseRegion('Scandinavian design and fjords')?.countries).toContain('NO');
    expect(parseRegion('Street food in Southeast Asia')?.label).toBe('Southeast Asia');
    expect(parseRegion('Good food and beaches')).toBeUndefined();
  });

  it.each([
    ['Culture and food, but no long flights please', 3500],
    ['A day out from London', 250],
    ['A relaxed break within driving distance', 700],
    ["We don't fly", 1200],
    ['Food and temples, not too far, max 3 hour flight', 2250],
  ])('%s -> %i km', (text, km) => {
    expect(limitInWords(text)?.km).toBe(km);
  });

  it('reads places to avoid without the filler words', () => {
    expect(parseAvoid('anything in Times Square')).toEqual(['times square']);
    expect(parseAvoid('La Rambla (pickpockets)')).toEqual(['la rambla']);
    expect(parseAvoid('do not book us a hotel in Le Marais')).toEqual(['le marais']);
    expect(isAvoided('Citadines Ramblas Barcelona', ['la rambla'])).toBe(true);
  });

  it('prefers a named month to a season', () => {
    expect(parseTimeline('this winter, probably January').months).toEqual([1]);
    expect(parseTimeline('March break').months).toEqual([3]);
  });
});

describe('the request model', () => {
  it('reads the budget slider as the party total unless it says per person', () => {
    const family = requestFromKnown(
      knownForm({ otherTravelers: 'my wife and our two kids (6 and 9)', budgetRange: 4000 }),
    );
    expect(family.party).toBe(4);
    expect(family.budgetTotal).toBe(4000);
    expect(family.budgetPerPerson).toBe(1000);
    const each = requestFromKnown(
      knownForm({
        otherTravelers: 'two friends',
        budgetRange: 2000,
        plansSoFar: 'budget is per person',
      }),
    );
    expect(each.budgetPerPerson).toBe(2000);
    expect(each.budgetTotal).toBe(6000);
  });

  it('does not switch on child mode for adult sons', () => {
    expect(requestFromKnown(knownForm({ otherTravelers: 'my two adult sons' })).kids).toBe(false);
  });

  it('reads limits, regions and themes from the motivation', () => {
    const req = requestFromUnknown(
      unknownForm({ travelMotivation: 'Snow and northern lights in Europe, no long flights' }),
    );
    expect(req.maxDistanceKm).toBe(3500);
    expect(req.region?.label).toBe('Europe');
    expect(req.themes).toEqual(['aurora', 'snow']);
  });
});
