import { knownDestination } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { getDestination } from '../src/catalogue/index.ts';
import { checkPlan, PlannerError, planKnown } from '../src/index.ts';
import { servesDiet } from '../src/parse/dietary.ts';
import { knownForm } from './helpers.ts';

const lisbon = getDestination('lisbon');
const tokyo = getDestination('tokyo');

function hardFailures(form: ReturnType<typeof knownForm>) {
  const plan = planKnown(form).destination;
  return checkPlan({ planType: 'DESTINATION_KNOWN', form, destination: plan }).constraints.filter(
    (c) => c.hard && !c.pass,
  );
}

describe('planKnown: catalogue destinations', () => {
  it('fills every field of the spec', () => {
    const { destination: plan, destinationId, source } = planKnown(knownForm());
    expect(source).toBe('catalogue');
    expect(destinationId).toBe('lisbon');
    expect(knownDestination.safeParse(plan).success).toBe(true);
    expect(plan.location).toBe('Lisbon, Portugal');
    expect(plan.overview.startsWith('Sam, here is your 7-day plan')).toBe(true);
    for (const field of ['time_to_go', 'estimated_cost', 'what_to_pack', 'helpful_tips'] as const)
      expect(plan[field]?.length ?? 0).toBeGreaterThan(20);
    expect(plan.time_to_go).toMatch(
      /January|February|March|April|May|June|July|August|September|October|November|December/,
    );
    expect(plan.estimated_cost).toMatch(/\$[\d,]+ .*per person/);
    expect(plan.itinerary).toHaveLength(7);
    const stay = plan.places_to_stay[0];
    expect(stay?.google_maps_link).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${stay?.name}, Lisbon`)}`,
    );
    expect(stay?.price_range).toMatch(/^\${1,4}$/);
    expect(
      plan.places_to_stay.length + plan.restaurants.length + plan.things_to_do.length,
    ).toBeGreaterThanOrEqual(15);
  });

  it('uses object itinerary parts with time, activities and dining', () => {
    const day = planKnown(knownForm()).destination.itinerary[0];
    expect(day?.morning.time).toBe('9:00 AM - 12:00 PM');
    expect(day?.evening.dining).toMatch(/^Dinner/);
  });

  it('is deterministic', () => {
    const form = knownForm({
      experiencePriorities: ['Museums & Art Galleries'],
      dietaryRestrictions: 'vegetarian',
    });
    expect(JSON.stringify(planKnown(form))).toBe(JSON.stringify(planKnown(form)));
  });

  it('keeps to the dietary restriction', () => {
    const plan = planKnown(
      knownForm({ destination: 'Tokyo', dietaryRestrictions: 'vegan' }),
    ).destination;
    expect(plan.restaurants.length).toBeGreaterThan(0);
    for (const r of plan.restaurants) {
      const entry = tokyo?.restaurants.find((x) => x.name === r.restaurant_name);
      expect(entry && servesDiet(entry.dietary, ['vegan'])).toBe(true);
    }
    if (plan.restaurants.length < 6)
      expect(plan.helpful_tips).toMatch(/Few of our restaurants in Tokyo are listed with vegan/);
  });

  it('keeps to accessibility needs', () => {
    const plan = planKnown(
      knownForm({ accessibilityNeeds: true, exploreSurroundingAreas: true }),
    ).destination;
    for (const s of plan.places_to_stay)
      expect(lisbon?.stays.find((x) => x.name === s.name)?.accessible).toBe(true);
    for (const t of plan.things_to_do) {
      // Day trips only when the catalogue documents them as step-free.
      const venue =
        lisbon?.activities.find((x) => x.name === t.destination_name) ??
        lisbon?.dayTrips.find((x) => x.name === t.destination_name);
      expect(venue?.accessible, t.destination_name).toBe(true);
    }
  });

  it('picks family-friendly things for children', () => {
    const plan = planKnown(
      knownForm({ destination: 'Tokyo', otherTravelers: 'my husband and our son (7)' }),
    ).destination;
    for (const t of plan.things_to_do)
      expect(tokyo?.activities.find((x) => x.name === t.destination_name)?.familyFriendly).toBe(
        true,
      );
    expect(plan.things_to_do.map((t) => t.destination_name)).not.toContain('Golden Gai');
  });

  it('skips the places to avoid', () => {
    const hood = tokyo?.activities[0]?.neighbourhood ?? 'Asakusa';
    const plan = planKnown(
      knownForm({ destination: 'Tokyo', placesToAvoid: `${hood}, Golden Gai` }),
    ).destination;
    const text = JSON.stringify([
      plan.itinerary,
      plan.things_to_do,
      plan.places_to_stay,
      plan.restaurants,
    ]);
    expect(text).not.toContain('Golden Gai');
    expect(plan.things_to_do.every((t) => !t.location.startsWith(hood))).toBe(true);
  });

  it('puts the preferred accommodation type and brand first', () => {
    const apt = lisbon?.stays.find((s) => s.type === 'apartment');
    if (apt) {
      const plan = planKnown(
        knownForm({ accommodationPreferences: ['Vacation apartment/condo'] }),
      ).destination;
      expect(plan.places_to_stay[0]?.name).toBe(apt.name);
    }
    const branded = tokyo?.stays.find((s) => s.brand);
    if (branded?.brand) {
      const plan = planKnown(
        knownForm({
          destination: 'Tokyo',
          preferredHotelBrands: branded.brand,
          budgetRange: 10000,
        }),
      ).destination;
      expect(plan.places_to_stay[0]?.name).toBe(branded.name);
    }
  });

  it('follows the pace: three things a day when action-packed, one when wandering', () => {
    const count = (chips: string[], parts: Array<'morning' | 'afternoon' | 'evening'>) => {
      const plan = planKnown(
        knownForm({
          destination: 'Tokyo',
          datesTraveling: '3 days',
          dayStructurePreferences: chips,
        }),
      ).destination;
      const names = new Set(tokyo?.activities.map((a) => a.name));
      return plan.itinerary.map(
        (d) => parts.filter((p) => names.has(d[p].activities.split(' (')[0] ?? '')).length,
      );
    };
    const all = ['morning', 'afternoon', 'evening'] as const;
    expect(count(['Action-packed'], [...all])).toEqual([3, 3, 3]);
    expect(count(['Pure wandering'], [...all]).every((n) => n === 1)).toBe(true);
    // The default fills the morning and the afternoon, and goes out every other evening or so.
    expect(count([], ['morning', 'afternoon'])).toEqual([2, 2, 2]);
    const evenings = count([], ['evening']);
    expect(evenings.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
    expect(evenings.some((n, i) => n > 0 && (evenings[i + 1] ?? 0) > 0)).toBe(false);
  });

  it('adds day trips when asked, never on the arrival day', () => {
    const plan = planKnown(knownForm({ exploreSurroundingAreas: true })).destination;
    const tripDays = plan.itinerary.filter((d) => d.summary.startsWith('Day trip'));
    expect(tripDays.length).toBeGreaterThan(0);
    expect(tripDays.every((d) => d.day_num > 1)).toBe(true);
    expect(
      planKnown(knownForm()).destination.itinerary.some((d) => d.summary.startsWith('Day trip')),
    ).toBe(false);
  });

  it('gives evening slots evening things', () => {
    const plan = planKnown(
      knownForm({ destination: 'Tokyo', dayStructurePreferences: ['Action-packed'] }),
    ).destination;
    for (const d of plan.itinerary) {
      const name = d.evening.activities.split(' (')[0];
      const act = tokyo?.activities.find((a) => a.name === name);
      if (act) expect(act.nightlife || act.bestTime.includes('evening')).toBe(true);
    }
  });

  it('matches prices to the budget', () => {
    const cheap = planKnown(knownForm({ destination: 'Tokyo', budgetRange: 300 })).destination;
    const rich = planKnown(knownForm({ destination: 'Tokyo', budgetRange: 10000 })).destination;
    const avg = (p: typeof cheap) =>
      p.places_to_stay.reduce((s, x) => s + x.price_range.length, 0) / p.places_to_stay.length;
    expect(avg(cheap)).toBeLessThan(avg(rich));
  });

  it('mentions only transport the destination has', () => {
    const plan = planKnown(
      knownForm({ transportationPreferences: ['Rental car', 'Walking'] }),
    ).destination;
    expect(plan.helpful_tips).toMatch(/Getting around:/);
  });

  it('passes every hard quality check for a demanding request', () => {
    expect(
      hardFailures(
        knownForm({
          destination: 'Tokyo',
          dietaryRestrictions: 'vegetarian',
          otherTravelers: 'kids',
          placesToAvoid: 'Shinjuku',
          exploreSurroundingAreas: true,
        }),
      ),
    ).toEqual([]);
  });
});

describe('planKnown: other places', () => {
  it('builds an honest map-search plan for a real place outside the catalogue', () => {
    const { destination: plan, source } = planKnown(
      knownForm({ destination: 'Ghent', dietaryRestrictions: 'vegan' }),
    );
    expect(source).toBe('map-search');
    expect(plan.location).toBe('Ghent, Belgium');
    expect(plan.overview).toMatch(/built from map searches/);
    expect(
      plan.places_to_stay.every(
        (s) =>
          s.name.startsWith('Search: ') && /not in our curated catalogue/.test(s.why_recommended),
      ),
    ).toBe(true);
    expect(plan.restaurants.every((r) => r.restaurant_name.includes('vegan'))).toBe(true);
    expect(plan.itinerary).toHaveLength(7);
  });

  it('rejects text that is not a place', () => {
    expect(() => planKnown(knownForm({ destination: 'Xyzzyville' }))).toThrow(PlannerError);
    try {
      planKnown(knownForm({ destination: 'Xyzzyville' }));
    } catch (e) {
      expect((e as PlannerError).code).toBe('UNKNOWN_DESTINATION');
      expect((e as PlannerError).message).toBe(
        "We couldn't find a place called 'Xyzzyville'. Check the spelling or try a nearby city.",
      );
    }
  });
});
