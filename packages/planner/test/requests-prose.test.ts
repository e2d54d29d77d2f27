/**
 * What the traveller wrote, read and answered: places to skip in any spelling, allergens in the
 * dishes a place is built on, occasions as context, interests in "why", the budget level said
 * once, the comparison's verdict on their top wishes, and the pace read back by revision.
 */
import { describe, expect, it } from 'vitest';
import { allergenMenu, eligibleRestaurants } from '../src/build/select.ts';
import { getDestination } from '../src/catalogue/index.ts';
import type { Destination, Restaurant } from '../src/catalogue/types.ts';
import {
  planKnown,
  recommendUnknownFirst,
  recommendUnknownSecond,
  requestFromKnown,
  requestFromUnknown,
  revisePlan,
} from '../src/index.ts';
import { parseAllergies } from '../src/parse/allergies.ts';
import { canonical, describedOnAvoided, isAvoided, venueAvoided } from '../src/parse/avoid.ts';
import { servesInterest, statedInterests } from '../src/parse/interests.ts';
import { occasionPhrase, parseOccasions } from '../src/parse/occasions.ts';
import { namedWishes } from '../src/parse/wishes.ts';
import { verdict } from '../src/unknown/compare.ts';
import { knownForm, unknownForm } from './helpers.ts';

const TODAY = { today: new Date('2026-03-01T00:00:00Z') };
const barcelona = getDestination('barcelona') as Destination;
const bangkok = getDestination('bangkok') as Destination;

describe('places to skip, however they are written', () => {
  it('reads articles, plurals and street abbreviations alike', () => {
    expect(canonical('Las Ramblas')).toBe(canonical('La Rambla'));
    expect(canonical('the Ramblas')).toBe('rambla');
    expect(canonical("St Mark's Square")).toBe(canonical("Saint Mark's Sq"));
    expect(canonical('Oxford St')).toBe(canonical('Oxford Street'));
    expect(canonical('Les Halles')).toBe(canonical('Halles'));
    expect(canonical('il Duomo')).toBe(canonical('Duomo'));
    expect(isAvoided('Citadines Ramblas Barcelona', ['las ramblas'])).toBe(true);
    expect(isAvoided('Hotel on Oxford Street', ['oxford st'])).toBe(true);
  });

  it('matches names, neighbourhoods and descriptions', () => {
    expect(describedOnAvoided("Barcelona's famous market off La Rambla", ['las ramblas'])).toBe(
      true,
    );
    expect(describedOnAvoided('Steps from Times Square', ['times square'])).toBe(true);
    // A common noun counts only after a place word, so a cocktail menu is not "a bar".
    expect(describedOnAvoided('Cocktail bar menu and tapas', ['bars'])).toBe(false);
    expect(describedOnAvoided('A terrace right on the beach', ['beaches'])).toBe(true);
    expect(
      venueAvoided({ name: 'Hotel X', neighbourhood: 'Le Marais', text: 'Quiet rooms.' }, [
        'marais',
      ]),
    ).toBe(true);
  });

  it('knows a famous square by its English and its local name', () => {
    expect(describedOnAvoided('Café under the arcades of Piazza San Marco', ["St Mark's Sq"])).toBe(
      true,
    );
    expect(describedOnAvoided("A walk to St Peter's Square", ['Piazza San Pietro'])).toBe(true);
    expect(isAvoided('Staroměstské náměstí', ['old town square'])).toBe(true);
    // Only the same place: another square in the same city is kept.
    expect(describedOnAvoided('A market on Campo de Fiori', ["St Peter's Square"])).toBe(false);
    const venice = planKnown(
      knownForm({
        destination: 'Venice',
        datesTraveling: 'September 28 - October 1, 2026',
        placesToAvoid: "St Mark's Sq",
      }),
      TODAY,
    );
    // The overview may still describe the city; no venue on the square is recommended.
    const { things_to_do, restaurants, places_to_stay, itinerary } = venice.destination;
    const text = JSON.stringify({ things_to_do, restaurants, places_to_stay, itinerary });
    for (const venue of ['Caffè Florian', "St Mark's Basilica", "St Mark's Campanile"])
      expect(text).not.toContain(venue);
  });

  it('keeps La Boqueria out of a plan that skips Las Ramblas', () => {
    for (const avoid of ['Las Ramblas', 'the Ramblas', 'La Rambla']) {
      const p = planKnown(
        knownForm({ destination: 'Barcelona', datesTraveling: 'June 3-9', placesToAvoid: avoid }),
        TODAY,
      ).destination;
      const used = JSON.stringify([p.itinerary, p.restaurants, p.things_to_do, p.places_to_stay]);
      expect(used, avoid).not.toMatch(/Boqueria|Rambla/);
    }
    expect(barcelona.restaurants.some((r) => r.name === 'La Boqueria')).toBe(true);
  });
});

describe('allergies', () => {
  const menu = (r: Partial<Restaurant>, allergy: string) =>
    allergenMenu(
      { name: 'X', cuisine: '', description: '', ...r } as Restaurant,
      requestFromKnown(knownForm({ dietaryRestrictions: allergy })),
    );

  it('knows the dishes built on each allergen', () => {
    expect(menu({ name: 'Thipsamai Pad Thai' }, 'peanut allergy')).toBe(true);
    expect(menu({ description: 'Chicken satay and gado-gado' }, 'peanut allergy')).toBe(true);
    expect(menu({ cuisine: 'Oaxacan', description: 'Seven moles' }, 'peanut allergy')).toBe(true);
    expect(menu({ description: 'Famous for trofie al pesto' }, 'allergic to nuts')).toBe(true);
    expect(menu({ name: 'A Cevicheria' }, 'shellfish allergy')).toBe(true);
    expect(menu({ description: 'Paella de marisco' }, 'shellfish allergy')).toBe(true);
    expect(menu({ description: 'Hummus and falafel' }, 'sesame allergy')).toBe(true);
    expect(menu({ description: 'Wood-fired pizza' }, 'peanut allergy')).toBe(false);
    expect(parseAllergies('coeliac')).toEqual([]);
  });

  it('leaves those places out and says so', () => {
    const req = requestFromKnown(knownForm({ dietaryRestrictions: 'severe peanut allergy' }));
    expect(eligibleRestaurants(bangkok, req).map((r) => r.name)).not.toContain(
      'Thipsamai Pad Thai',
    );
    const p = planKnown(
      knownForm({ destination: 'Bangkok', dietaryRestrictions: 'severe peanut allergy' }),
      TODAY,
    ).destination;
    expect(JSON.stringify(p)).not.toMatch(/Thipsamai/);
    expect(p.helpful_tips).toMatch(/Allergies: you mentioned a peanut allergy/);
  });
});

describe('occasions are context, not wishes', () => {
  it('reads the occasion, with the age or year', () => {
    expect(parseOccasions('It is our honeymoon!')).toEqual([{ kind: 'honeymoon' }]);
    expect(parseOccasions('celebrating my 40th birthday')).toEqual([
      { kind: 'birthday', count: 40 },
    ]);
    expect(parseOccasions('turning 50 in Rome')).toEqual([{ kind: 'birthday', count: 50 }]);
    expect(parseOccasions('our silver wedding anniversary')).toEqual([
      { kind: 'anniversary', count: 25 },
    ]);
    for (const [text, kind] of [
      ['she just graduated', 'graduation'],
      ['I am going to propose', 'proposal'],
      ['a babymoon before the baby comes', 'babymoon'],
      ['I just retired', 'retirement'],
      ['a family reunion', 'reunion'],
    ] as const)
      expect(parseOccasions(text).map((o) => o.kind)).toEqual([kind]);
    expect(parseOccasions('two retired teachers')).toEqual([]);
    expect(occasionPhrase({ kind: 'birthday', count: 21 })).toBe('to celebrate a 21st birthday');
  });

  it('keeps named wishes and drops the occasion sentence', () => {
    const labels = namedWishes('It is our honeymoon! We would love a sunset dinner.').map(
      (w) => w.label,
    );
    expect(labels).toEqual(['sunset dinner']);
    expect(
      namedWishes('Celebrating my 40th birthday with a flamenco show').map((w) => w.label),
    ).toEqual(['flamenco show']);
  });

  it('names the occasion in the overview and never as a missing wish', () => {
    const p = planKnown(
      knownForm({
        destination: 'Santorini',
        otherTravelers: 'my husband',
        plansSoFar: 'It is our honeymoon! We would love a sunset dinner.',
      }),
      TODAY,
    ).destination;
    expect(p.overview).toMatch(/for your honeymoon/);
    expect(p.helpful_tips).not.toMatch(/honeymoon/i);
    const u = recommendUnknownFirst(
      unknownForm({ travelMotivation: 'Celebrating my 60th birthday somewhere warm' }),
      TODAY,
    ).destination;
    expect(u.overview).toMatch(/to celebrate a 60th birthday/);
  });
});

describe('interests in their own words', () => {
  it('reads interests and matches venues by kind or words', () => {
    const labels = statedInterests('Hiking, craft beer, jazz and street food').map((i) => i.label);
    expect(labels).toEqual(['hiking', 'beer', 'street food', 'jazz']);
    const [beer] = statedInterests('craft beer');
    if (!beer) throw new Error('no interest');
    expect(servesInterest(beer, 'olhallen brewery pub with 70 taps')).toBe(true);
    expect(servesInterest(beer, 'a quiet garden')).toBe(false);
  });

  it('puts the matching venues in "why" and scores them in the choice', () => {
    const form = unknownForm({
      travelMotivation: 'Hiking and good beer with my two adult sons',
      otherTravelers: 'my two adult sons',
    });
    const first = recommendUnknownFirst(form, TODAY);
    const why = first.destination.why ?? [];
    expect(why.some((r) => /^(Hiking|Beer), as you asked: /.test(r))).toBe(true);
    const req = requestFromUnknown(form, TODAY);
    expect(req.interests?.map((i) => i.label)).toEqual(['hiking', 'beer']);
  });

  it('says the same budget level in "why" as in the overview', () => {
    for (const budgetRange of [
      [500, 1500],
      [2000, 9000],
    ] as const) {
      const d = recommendUnknownFirst(
        unknownForm({ budgetRange: [...budgetRange] }),
        TODAY,
      ).destination;
      const level = /at a (budget|mid-range|luxury) level/.exec(d.overview)?.[1];
      const said = (d.why ?? []).find((r) => r.startsWith('Your budget covers'));
      if (said) expect(said).toContain(`a ${level} trip`);
      expect((d.why ?? []).join(' ')).not.toMatch(/A mid-range trip fits/);
    }
  });
});

describe('the comparison verdict', () => {
  const a = getDestination('tromso') as Destination;
  const b = getDestination('rovaniemi') as Destination;

  it('says which fits better in terms of the top wishes, and what the other does better', () => {
    if (!a || !b) return;
    const text = verdict(a, b, {
      first: {
        score: 10,
        why: [],
        wishes: [
          { label: 'husky sledding', score: 1, evidence: 'Dog Sledding' },
          { label: 'the northern lights', score: 1 },
          { label: 'the beach', score: 0 },
        ],
      },
      second: {
        score: 8,
        why: [],
        wishes: [
          { label: 'husky sledding', score: 0 },
          { label: 'the northern lights', score: 1 },
          { label: 'the beach', score: 1, evidence: 'Sandy Bay' },
        ],
      },
    });
    expect(text).toMatch(
      /^Tromsø is the better fit for your top wishes: husky sledding \(Dog Sledding\)\./,
    );
    expect(text).toMatch(/has nothing for husky sledding/);
    expect(text).toMatch(/has the edge on the beach \(Sandy Bay\)\./);
  });

  it('comes from the ranking on the find-a-destination path', () => {
    const form = unknownForm({
      travelMotivation: 'Aurora borealis, husky sledding, a winter wonderland',
      travelTimeline: 'February',
      departingFrom: 'Boston, MA',
    });
    const first = recommendUnknownFirst(form, TODAY);
    const second = recommendUnknownSecond(form, first.destinationId, TODAY);
    expect(second.comparison.other_tips).toMatch(/better fit for (you|your top wishes)/);
    expect(second.comparison.other_tips).toMatch(/husky sledding|northern lights|snow/);
  });
});

describe('the pace, said and read back', () => {
  it('writes the pace in the tips and keeps it through a revision', () => {
    const form = knownForm({ destination: 'Tokyo', datesTraveling: '5 days' });
    const p = planKnown(form, TODAY).destination;
    expect(p.helpful_tips).toMatch(/Pace: up to two planned things a day/);
    const cheaper = revisePlan({
      planType: 'DESTINATION_KNOWN',
      destination: p,
      feedback: 'cheaper hotels',
      form,
    });
    if (cheaper.ok) expect(cheaper.destination.helpful_tips).toMatch(/Pace: up to two planned/);
    const busier = revisePlan({
      planType: 'DESTINATION_KNOWN',
      destination: p,
      feedback: 'make it busier',
      form,
    });
    expect(busier.ok && busier.destination.helpful_tips).toMatch(/Pace: packed/);
  });
});
