import { describe, expect, it } from 'vitest';
import { destinationForLocation, findDestination, getDestination } from '../src/catalogue/index.ts';
import { planKnown } from '../src/known/plan-known.ts';
import { knownForm } from './helpers.ts';

const plan = (destination: string, extra: Parameters<typeof knownForm>[0] = {}) =>
  planKnown(knownForm({ destination, ...extra })).destination;

describe('qualifiers decide between namesakes', () => {
  it.each([
    ['Paris, Texas', 'Paris, Texas, United States'],
    ['London, Ontario', 'London, Ontario, Canada'],
    ['Perth, Scotland', 'Perth, Scotland, United Kingdom'],
    ['Sydney, Nova Scotia', 'Sydney, Nova Scotia, Canada'],
    ['Naples, Florida', 'Naples, Florida, United States'],
    ['Athens, Georgia', 'Athens, Georgia, United States'],
  ])('%s -> %s', (typed, location) => {
    expect(plan(typed).location).toBe(location);
  });

  it.each([
    ['London, Ontario', 'london-ontario', 'London'],
    ['London ON', 'london-ontario', 'London'],
    ['Perth, Scotland', 'perth-scotland', 'Perth'],
    ['Perth, UK', 'perth-scotland', 'Perth'],
    ['Athens, Georgia', 'athens-georgia', 'Athens'],
    ['Athens GA', 'athens-georgia', 'Athens'],
    ['Birmingham, Alabama', 'birmingham-alabama', 'Birmingham'],
  ])('%s plans from the namesake catalogue entry %s', (typed, id, bare) => {
    const r = planKnown(knownForm({ destination: typed }));
    expect(r.source).toBe('catalogue');
    const venues = new Set(
      [...(getDestination(id)?.activities ?? []), ...(getDestination(id)?.dayTrips ?? [])].map(
        (v) => v.name,
      ),
    );
    const named = r.destination.things_to_do.map((t) => t.destination_name);
    expect(named.length).toBeGreaterThan(0);
    for (const n of named) expect(venues.has(n)).toBe(true);
    // The bare name still means the famous namesake, never the entry only its region finds.
    expect(findDestination(bare)?.id).not.toBe(id);
  });

  it('a namesake entry is named with its region wherever the plan says where it is', () => {
    const p = plan('Perth, Scotland');
    expect(p.location).toBe('Perth, Scotland, United Kingdom');
    expect(destinationForLocation(p.location)?.id).toBe('perth-scotland');
    expect(destinationForLocation('Perth, Australia')?.id).toBe('perth');
  });

  it('picks the best-known place for a bare name and says which', () => {
    const p = plan('Perth');
    expect(p.location).toBe('Perth, Australia');
    expect(p.overview).toMatch(/more than one Perth/);
  });
});

describe('regions, islands, parks, lakes and villages', () => {
  it.each([
    ['Amalfi Coast', /Italy$/],
    ['Lake Como', /Italy$/],
    ['Yosemite', /United States$/],
    ['Bali', /Indonesia$/],
    ['Hallstatt', /Austria$/],
    ['the Cotswolds', /United Kingdom$/],
  ])('%s resolves in the right country', (typed, country) => {
    expect(plan(typed).location).toMatch(country);
  });

  it('says which base serves a region the catalogue covers from a town', () => {
    const p = plan('Amalfi Coast');
    if (!/Amalfi/.test(p.location)) expect(p.overview).toMatch(/You asked for Amalfi Coast/);
  });
});

describe('every wish is honoured or named', () => {
  it('schedules what the catalogue has and names what it lacks', () => {
    const p = plan('London', {
      plansSoFar: 'Watch a Premier League football match',
      datesTraveling: 'four days in November',
    });
    const text = JSON.stringify(p);
    expect(/Premier League|football/i.test(text)).toBe(true);
  });

  it('names allergies outside the diet tags in a note', () => {
    const p = plan('Lisbon', { dietaryRestrictions: 'shellfish allergy' });
    expect(p.helpful_tips).toMatch(/Allergies: you mentioned a shellfish allergy/);
    expect(p.restaurants.map((r) => r.restaurant_name)).not.toContain('Cervejaria Ramiro');
  });

  it('keeps strenuous activities from a frail party', () => {
    const p = plan('Edinburgh', { otherTravelers: 'my grandmother (85)' });
    expect(p.things_to_do.map((t) => t.destination_name)).not.toContain("Arthur's Seat");
    expect(p.helpful_tips).toMatch(/Gentle pace:/);
  });

  it('states the party total in the cost', () => {
    const p = plan('Paris', {
      otherTravelers: 'my wife and our two kids (6 and 9)',
      budgetRange: 3000,
      datesTraveling: 'a week in July',
    });
    expect(p.estimated_cost).toMatch(/in total for your party of 4/);
    expect(p.estimated_cost).toMatch(/Your budget of \$3,000 for the party is \$750 per person/);
  });
});
