/**
 * Seasons and weekdays for every kind of venue, day trips for wheelchair users and families,
 * lighter days instead of empty ones, full afternoons, and restaurants under a strict diet.
 */
import type { KnownDestination } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { tripCalendar } from '../src/build/calendar.ts';
import type { DayPlan } from '../src/build/day-plan.ts';
import { assignMeals } from '../src/build/meals.ts';
import { planKnownDestination } from '../src/build/plan.ts';
import {
  eligibleActivities,
  eligibleRestaurants,
  eligibleStays,
  eligibleTrips,
  revisitable,
  tripSuitsChildren,
} from '../src/build/select.ts';
import { getDestination } from '../src/catalogue/index.ts';
import type {
  Activity,
  DayTrip,
  Destination,
  Restaurant,
  Stay,
  Weekday,
} from '../src/catalogue/types.ts';
import { checkPlan, planKnown, requestFromKnown } from '../src/index.ts';
import { themeVenue } from '../src/unknown/themes.ts';
import { knownForm } from './helpers.ts';

const TODAY = { today: new Date('2026-03-01T00:00:00Z') };
const lisbon = getDestination('lisbon') as Destination;

function activity(name: string, overrides: Partial<Activity> = {}): Activity {
  return {
    name,
    description: `${name}, a sight.`,
    neighbourhood: 'Old Town',
    kinds: ['landmark'],
    indoor: false,
    accessible: true,
    familyFriendly: true,
    nightlife: false,
    costUsd: 10,
    durationHours: 2,
    bestTime: ['morning', 'afternoon'],
    ...overrides,
  };
}

function restaurant(name: string, overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    name,
    cuisine: 'Local',
    priceLevel: 2,
    neighbourhood: 'Old Town',
    description: `${name}, a place to eat.`,
    dietary: ['vegetarian'],
    meals: ['lunch', 'dinner'],
    ...overrides,
  };
}

function stay(name: string, overrides: Partial<Stay> = {}): Stay {
  return {
    name,
    type: 'hotel',
    priceLevel: 2,
    neighbourhood: 'Old Town',
    why: 'Central.',
    accessible: true,
    familyFriendly: true,
    ...overrides,
  };
}

function trip(name: string, overrides: Partial<DayTrip> = {}): DayTrip {
  return { name, description: `${name}, a town nearby.`, travelTime: '1 h by train', ...overrides };
}

/** A small made-up destination (Lisbon's climate and costs) with the venues a test needs. */
function place(parts: Partial<Destination>): Destination {
  return {
    ...lisbon,
    id: 'testville',
    name: 'Testville',
    stays: [stay('Hotel One'), stay('Hotel Two')],
    restaurants: [restaurant('Tasca A'), restaurant('Tasca B'), restaurant('Tasca C')],
    activities: [],
    dayTrips: [],
    ...parts,
  };
}

function request(overrides: Parameters<typeof knownForm>[0]) {
  return requestFromKnown(knownForm(overrides), TODAY);
}

const PARTS = ['morning', 'afternoon', 'evening'] as const;
const text = (p: KnownDestination) => JSON.stringify(p.itinerary);

describe('seasons and weekdays for every venue', () => {
  const winterOnly = { months: [12, 1, 2] };

  it('leaves out restaurants, stays and day trips out of season', () => {
    const dest = place({
      restaurants: [restaurant('Ski Hut', winterOnly), restaurant('All Year')],
      stays: [stay('Summer Lodge', { months: [6, 7, 8] }), stay('Town Hotel')],
      dayTrips: [trip('Snow Pass', winterOnly), trip('Coast')],
    });
    const june = request({ datesTraveling: 'June 3-9' });
    expect(eligibleRestaurants(dest, june).map((r) => r.name)).toEqual(['All Year']);
    expect(eligibleTrips(dest, june).map((t) => t.name)).toEqual(['Coast']);
    // A stay is lived in for the whole trip: open in every travel month.
    expect(eligibleStays(dest, june).map((s) => s.name)).toEqual(['Summer Lodge', 'Town Hotel']);
    const late = request({ datesTraveling: 'August 28 - September 4' });
    expect(eligibleStays(dest, late).map((s) => s.name)).toEqual(['Town Hotel']);
    // With only a month known, months still apply.
    const january = request({ datesTraveling: 'a week in January' });
    expect(eligibleRestaurants(dest, january).map((r) => r.name)).toEqual(['Ski Hut', 'All Year']);
    expect(eligibleStays(dest, january).map((s) => s.name)).toEqual(['Town Hotel']);
  });

  it('books no restaurant on a weekday it is closed, and says the closing day when dates are unknown', () => {
    const closedMonday = restaurant('Closed Mondays', { closedDays: ['mon'] });
    const dest = place({
      restaurants: [closedMonday, restaurant('Tasca B'), restaurant('Tasca C')],
      activities: Array.from({ length: 12 }, (_, i) => activity(`Sight ${i}`)),
    });
    // June 1, 2026 is a Monday.
    const dated = planKnownDestination(dest, request({ datesTraveling: 'June 1-14, 2026' }));
    const calendar = tripCalendar('2026-06-01', 14);
    dated.itinerary.forEach((d, i) => {
      if (calendar[i]?.weekday !== 'mon') return;
      for (const p of PARTS) expect(d[p].dining).not.toMatch(/Closed Mondays \(/);
    });
    expect(text(dated)).toMatch(/Closed Mondays \(/);
    const undated = planKnownDestination(dest, request({ datesTraveling: '10 days in June' }));
    expect(text(undated)).toMatch(/at Closed Mondays \(Local, Old Town; closed Mondays\)/);
  });

  it('takes a seasonal day trip only on a day it runs', () => {
    const dest = place({
      activities: [activity('Only Sight')],
      dayTrips: [trip('Autumn Fair', { months: [10] }), trip('Coast Town')],
    });
    // Ends in October: the fair may be taken only on an October day.
    const p = planKnownDestination(
      dest,
      request({ datesTraveling: 'September 26 - October 5, 2026', exploreSurroundingAreas: true }),
    );
    const calendar = tripCalendar('2026-09-26', 10);
    expect(text(p)).toMatch(/Day trip to Autumn Fair/);
    p.itinerary.forEach((d, i) => {
      if (d.morning.activities.startsWith('Day trip to Autumn Fair'))
        expect(calendar[i]?.month).toBe(10);
    });
    const june = planKnownDestination(
      dest,
      request({ datesTraveling: 'June 1-8, 2026', exploreSurroundingAreas: true }),
    );
    expect(text(june)).not.toMatch(/Autumn Fair/);
    expect(june.things_to_do.map((t) => t.destination_name)).not.toContain('Autumn Fair');
  });

  it('cites only in-season venues as evidence for a theme', () => {
    const dest = place({
      activities: [
        activity('Wine auction weekend', { months: [11] }),
        activity('Old cellars', { description: 'Tasting in vaulted cellars.' }),
      ],
    });
    expect(themeVenue(dest, 'wine', [9])).toBe('Old cellars');
    expect(themeVenue(dest, 'wine', [11])).toBe('Wine auction weekend');
  });
});

describe('the checker sees seasons and closing days for every venue', () => {
  const form = knownForm({ destination: 'Lisbon', datesTraveling: 'June 1-7, 2026' });
  const failing = (p: KnownDestination) =>
    checkPlan({ planType: 'DESTINATION_KNOWN', form, destination: p, opts: TODAY })
      .constraints.filter((c) => !c.pass)
      .map((c) => c.name);

  it('flags a restaurant on its closing day and venues out of season', () => {
    const p = planKnown(form, TODAY).destination;
    expect(failing(p)).toEqual([]);
    const booked = lisbon.restaurants.find((r) => text(p).includes(`at ${r.name} (`));
    if (!booked) throw new Error('no restaurant booked');
    const firstDay = p.itinerary.findIndex((d) =>
      JSON.stringify(d).includes(`at ${booked.name} (`),
    );
    const weekday = tripCalendar('2026-06-01', 7)[firstDay]?.weekday as Weekday;
    const saved = { closedDays: booked.closedDays, months: booked.months };
    try {
      booked.closedDays = [weekday];
      expect(failing(p)).toContain('open-on-the-day');
      booked.closedDays = saved.closedDays;
      booked.months = [12];
      expect(failing(p)).toContain('out-of-season');
    } finally {
      booked.closedDays = saved.closedDays;
      booked.months = saved.months;
    }
    expect(failing(p)).toEqual([]);
  });
});

describe('day trips for wheelchair users and families', () => {
  it('offers step-free trips to wheelchair users and family trips to children', () => {
    const dest = place({
      dayTrips: [
        trip('Step-free Town', { accessible: true, familyFriendly: true }),
        trip('Cliff Walk', { accessible: false, familyFriendly: false }),
        trip('Unknown Access'),
      ],
    });
    const wheelchair = request({ accessibilityNeeds: true });
    expect(eligibleTrips(dest, wheelchair).map((t) => t.name)).toEqual(['Step-free Town']);
    const kids = request({ otherTravelers: 'my wife and our kids aged 4 and 7' });
    // This destination's trips are assessed: an unmarked trip is not taken with children.
    expect(eligibleTrips(dest, kids).map((t) => t.name)).toEqual(['Step-free Town']);
    // Not yet assessed (no trip carries the field): trips stay open to families.
    const unassessed = place({ dayTrips: [trip('Old Town Nearby')] });
    expect(tripSuitsChildren(unassessed.dayTrips[0] as DayTrip, unassessed)).toBe(true);
  });

  it('lets the checker pass a documented step-free trip and flag any other', () => {
    const cascais = lisbon.dayTrips.find((t) => t.accessible === true);
    const form = knownForm({
      accessibilityNeeds: true,
      exploreSurroundingAreas: true,
      datesTraveling: '8 days in June',
    });
    const p = planKnown(form, TODAY).destination;
    const report = (plan: KnownDestination) =>
      checkPlan({ planType: 'DESTINATION_KNOWN', form, destination: plan, opts: TODAY });
    expect(report(p).constraints.find((c) => c.name === 'accessibility')?.pass).toBe(true);
    if (cascais)
      expect(p.itinerary.some((d) => d.morning.activities.startsWith('Day trip to'))).toBe(true);
    const other = lisbon.dayTrips.find((t) => t.accessible !== true);
    if (!other) return;
    const withTrip = {
      ...p,
      things_to_do: [
        ...p.things_to_do,
        { ...p.things_to_do[0]!, destination_name: other.name, location: other.name },
      ],
    };
    expect(report(withTrip).constraints.find((c) => c.name === 'accessibility')?.pass).toBe(false);
  });
});

describe('minimum ages', () => {
  const tour = activity('Underground Close Tour', { minAge: 5 });
  const dest = place({ activities: [tour, activity('Castle')] });

  it('keeps a venue with a minimum age from a party with a child under it, or of unknown age', () => {
    const names = (otherTravelers: string) =>
      eligibleActivities(dest, request({ otherTravelers })).map((a) => a.name);
    expect(names('my husband and our two children, 4 and 6')).toEqual(['Castle']);
    expect(names('our kids')).toEqual(['Castle']);
    expect(names('our children aged 6 and 9')).toEqual(['Underground Close Tour', 'Castle']);
    expect(names('my sister')).toEqual(['Underground Close Tour', 'Castle']);
  });

  it('has the checker flag a plan that books it for a child too young', () => {
    const form = knownForm({
      destination: 'Edinburgh',
      datesTraveling: 'August 3-9',
      otherTravelers: 'my husband and our two children, 4 and 6',
    });
    const plan = planKnown(form, TODAY).destination;
    expect(JSON.stringify(plan)).not.toContain("Mary King's Close");
    const family = (p: KnownDestination) =>
      checkPlan({
        planType: 'DESTINATION_KNOWN',
        form,
        destination: p,
        opts: TODAY,
      }).constraints.find((c) => c.name === 'family-friendly');
    expect(family(plan)?.pass).toBe(true);
    const booked = structuredClone(plan);
    booked.things_to_do.push({
      ...booked.things_to_do[0]!,
      destination_name: "The Real Mary King's Close",
    });
    expect(family(booked)?.pass).toBe(false);
    expect(family(booked)?.reason).toContain("The Real Mary King's Close");
  });
});

describe('no empty days while something fits', () => {
  it('goes back to a free park on a later, non-consecutive day rather than leaving a day empty', () => {
    const park = activity('Riverside Park', {
      kinds: ['park'],
      costUsd: 0,
      neighbourhood: 'River',
    });
    const museum = activity('Town Museum', { kinds: ['museum'] });
    expect(revisitable(park)).toBe(true);
    expect(revisitable(museum)).toBe(false);
    const dest = place({ activities: [park, museum] });
    const p = planKnownDestination(dest, request({ datesTraveling: '6 days in June' }));
    const parkDays = p.itinerary
      .filter((d) => PARTS.some((x) => d[x].activities.includes('Riverside Park')))
      .map((d) => d.day_num);
    expect(parkDays.length).toBeGreaterThan(1);
    for (let i = 1; i < parkDays.length; i++)
      expect((parkDays[i] ?? 0) - (parkDays[i - 1] ?? 0)).toBeGreaterThan(1);
    expect(text(p)).toMatch(/Back to Riverside Park \(River\) for a free afternoon/);
    // The rest are lighter days in a named neighbourhood, never an invented venue.
    for (const d of p.itinerary) expect(d.afternoon.activities).not.toMatch(/^$/);
    expect(text(p)).toMatch(/A free afternoon exploring (River|Old Town) at your own pace/);
  });

  it('fills the afternoon before the evening while other days keep their things', () => {
    const sights = Array.from({ length: 10 }, (_, i) => activity(`Sight ${i}`));
    const dest = place({ activities: sights });
    const p = planKnownDestination(dest, request({ datesTraveling: '4 days in June' }));
    for (const d of p.itinerary) {
      expect(d.morning.activities).toMatch(/^Sight \d \(/);
      expect(d.afternoon.activities).toMatch(/^Sight \d \(/);
    }
    // With one thing for each day only, the afternoons stay free rather than emptying a day.
    const few = planKnownDestination(
      place({ activities: sights.slice(0, 4) }),
      request({ datesTraveling: '4 days in June' }),
    );
    for (const d of few.itinerary)
      expect(PARTS.filter((x) => /^Sight \d \(/.test(d[x].activities))).toHaveLength(1);
  });
});

describe('restaurants under a strict diet', () => {
  function days(n: number): DayPlan[] {
    return Array.from({ length: n }, (_, i) => ({
      num: i + 1,
      area: 'Old Town',
      summary: '',
      morning: { meal: { meal: 'breakfast' as const } },
      afternoon: { meal: { meal: 'lunch' as const } },
      evening: { meal: { meal: 'dinner' as const } },
    }));
  }
  const booked = (plans: DayPlan[]) =>
    plans.map((d) => [d.afternoon.meal.restaurant?.name, d.evening.meal.restaurant?.name]);

  it('reuses the one place rather than leave meals open, never the same meal two days running', () => {
    const plans = days(6);
    assignMeals(plans, [restaurant('Only One')], { base: 'Old Town', wished: new Set() });
    const byDay = booked(plans);
    byDay.forEach(([lunch, dinner], i) => {
      expect(lunch && dinner).toBeFalsy();
      expect(lunch ?? dinner).toBe('Only One');
      const next = byDay[i + 1];
      if (lunch) expect(next?.[0]).toBeUndefined();
      if (dinner) expect(next?.[1]).toBeUndefined();
    });
  });

  it('names every lunch and dinner with two places, alternating', () => {
    const plans = days(5);
    assignMeals(plans, [restaurant('A'), restaurant('B')], {
      base: 'Old Town',
      wished: new Set(),
    });
    expect(booked(plans).flat().every(Boolean)).toBe(true);
  });

  it('does not repeat a dinner venue while another place fits', () => {
    const plans = days(4);
    const pool = ['A', 'B', 'C', 'D', 'E'].map((n) => restaurant(n));
    assignMeals(plans, pool, { base: 'Old Town', wished: new Set() });
    const dinners = plans.map((d) => d.evening.meal.restaurant?.name);
    expect(new Set(dinners).size).toBe(dinners.length);
  });

  it('says honestly, once, how few restaurants fit', () => {
    const p = planKnown(
      knownForm({
        destination: 'Tokyo',
        datesTraveling: 'a week in April',
        dietaryRestrictions: 'halal',
      }),
      TODAY,
    ).destination;
    const notes =
      p.helpful_tips.match(/Few of our restaurants in Tokyo are certified halal/g) ?? [];
    if (p.restaurants.length < 6) expect(notes).toHaveLength(1);
    const form = knownForm({
      destination: 'Tokyo',
      datesTraveling: 'a week in April',
      dietaryRestrictions: 'halal',
    });
    const report = checkPlan({ planType: 'DESTINATION_KNOWN', form, destination: p, opts: TODAY });
    expect(report.constraints.filter((c) => !c.pass).map((c) => c.name)).toEqual([]);
  });
});
