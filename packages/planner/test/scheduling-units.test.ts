import { describe, expect, it } from 'vitest';
import { closingNote, openOn, seasonNote, tripCalendar } from '../src/build/calendar.ts';
import type { DayPlan } from '../src/build/day-plan.ts';
import { assignMeals } from '../src/build/meals.ts';
import { includesDinner, isNightOut } from '../src/build/select.ts';
import { chooseTripDays, tripLunchFinder } from '../src/build/trips.ts';
import { getDestination } from '../src/catalogue/index.ts';
import type { Activity, DayTrip, Destination, Restaurant } from '../src/catalogue/types.ts';
import { parseStartDate } from '../src/parse/dates.ts';
import { requestFromKnown } from '../src/request.ts';
import { knownForm } from './helpers.ts';

const TODAY = new Date('2026-03-01T00:00:00Z');

function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    name: 'Sight',
    description: 'A sight.',
    neighbourhood: 'Old Town',
    kinds: ['landmark'],
    indoor: false,
    accessible: true,
    familyFriendly: true,
    nightlife: false,
    costUsd: 0,
    durationHours: 2,
    bestTime: ['morning'],
    ...overrides,
  };
}

function restaurant(name: string, neighbourhood: string, meals = ['lunch', 'dinner']): Restaurant {
  return {
    name,
    cuisine: 'Local',
    priceLevel: 2,
    neighbourhood,
    description: 'A place.',
    dietary: [],
    meals: meals as Restaurant['meals'],
  };
}

/** Days in town, each around one sight in the given neighbourhood. */
function days(areas: readonly string[]): DayPlan[] {
  return areas.map((area, i) => ({
    num: i + 1,
    area,
    summary: '',
    morning: {
      activity: activity({ name: `Sight ${i}`, neighbourhood: area }),
      meal: { meal: 'breakfast' },
    },
    afternoon: { meal: { meal: 'lunch' } },
    evening: { meal: { meal: 'dinner' } },
  }));
}

describe('the first day of the trip', () => {
  it('reads calendar days and picks the next such day after today', () => {
    expect(parseStartDate('June 3-9', TODAY)).toBe('2026-06-03');
    expect(parseStartDate('3-9 June', TODAY)).toBe('2026-06-03');
    expect(parseStartDate('June 28 - July 4', TODAY)).toBe('2026-06-28');
    expect(parseStartDate('from the 12th of March', TODAY)).toBe('2026-03-12');
    expect(parseStartDate('January 10-14', TODAY)).toBe('2027-01-10');
    expect(parseStartDate('June 3-9, 2027', TODAY)).toBe('2027-06-03');
    expect(parseStartDate('2026-06-03')).toBe('2026-06-03');
  });

  it('stays unknown without a calendar day or a year', () => {
    expect(parseStartDate('10 days in May', TODAY)).toBeUndefined();
    expect(parseStartDate('a week in October', TODAY)).toBeUndefined();
    expect(parseStartDate('June 2026', TODAY)).toBeUndefined();
    expect(parseStartDate('February 30', TODAY)).toBeUndefined();
    expect(parseStartDate('June 3-9')).toBeUndefined();
  });

  it('gives each day a weekday and a month', () => {
    expect(tripCalendar('2026-06-29', 3)).toEqual([
      { weekday: 'mon', month: 6 },
      { weekday: 'tue', month: 6 },
      { weekday: 'wed', month: 7 },
    ]);
    expect(tripCalendar(undefined, 3)).toEqual([]);
  });
});

describe('opening days and seasons', () => {
  const market = activity({ closedDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] });
  const museum = activity({ closedDays: ['mon'] });
  const summer = activity({ months: [6, 7, 8] });

  it('plans a venue only on a day it is open and in season', () => {
    expect(openOn(market, { weekday: 'sun', month: 6 })).toBe(true);
    expect(openOn(market, { weekday: 'tue', month: 6 })).toBe(false);
    expect(openOn(summer, { weekday: 'tue', month: 9 })).toBe(false);
    expect(openOn(summer, undefined)).toBe(true);
  });

  it('says when a venue closes or runs', () => {
    expect(closingNote(market)).toBe('Open Sundays only.');
    expect(closingNote(museum)).toBe('Closed Mondays.');
    expect(seasonNote(summer)).toBe('Runs June to August only.');
    expect(seasonNote(activity({ months: [11, 12, 1, 2, 3] }))).toBe(
      'Runs November to March only.',
    );
    expect(seasonNote(activity())).toBe('');
  });
});

describe('evening kinds', () => {
  it('tells a bar night from an evening outing', () => {
    expect(
      isNightOut(activity({ kinds: ['nightlife', 'neighbourhood-walk'], nightlife: true })),
    ).toBe(true);
    expect(isNightOut(activity({ kinds: ['nightlife', 'live-music'], nightlife: true }))).toBe(
      false,
    );
    expect(isNightOut(activity({ kinds: ['viewpoint'], nightlife: true }))).toBe(false);
  });

  it('knows when an evening includes dinner', () => {
    expect(includesDinner(activity({ description: 'Dinner and fado in a vaulted house.' }))).toBe(
      true,
    );
    expect(includesDinner(activity({ name: 'Mozart Dinner Concert' }))).toBe(true);
    expect(includesDinner(activity({ description: 'Shows over dinner or drinks.' }))).toBe(false);
    expect(includesDinner(activity({ description: 'A sunset show, with a dinner option.' }))).toBe(
      false,
    );
  });
});

describe('day trip days', () => {
  const base = { available: 3, asked: true, named: false, declined: false, capacity: 30 };

  it('asked for: from day 4, one every four days, never the last day', () => {
    expect(chooseTripDays({ ...base, days: 15 })).toEqual([4, 8, 12]);
    expect(chooseTripDays({ ...base, days: 7 })).toEqual([4]);
    expect(chooseTripDays({ ...base, days: 4 })).toEqual([3]);
    expect(chooseTripDays({ ...base, days: 3 })).toEqual([2]);
    expect(chooseTripDays({ ...base, days: 1 })).toEqual([]);
  });

  it('not asked for: only days the destination cannot fill', () => {
    expect(chooseTripDays({ ...base, asked: false, days: 10 })).toEqual([]);
    const fill = chooseTripDays({ ...base, asked: false, days: 10, capacity: 8 });
    expect(fill).toHaveLength(2);
    expect(fill.every((d) => d > 1 && d < 10)).toBe(true);
    expect(fill[1]! - fill[0]!).toBeGreaterThan(1);
  });

  it('a named trip is taken; turned down, none is', () => {
    expect(chooseTripDays({ ...base, asked: false, named: true, days: 5 })).toEqual([4]);
    expect(chooseTripDays({ ...base, declined: true, days: 15, capacity: 2 })).toEqual([]);
  });
});

describe('meals', () => {
  it('books lunch and dinner where the day is', () => {
    const plan = days(['Alfama', 'Belém']);
    const pool = [
      restaurant('Far', 'Parque'),
      restaurant('Alfama A', 'Alfama'),
      restaurant('Alfama B', 'Alfama'),
      restaurant('Belém A', 'Belém'),
      restaurant('Belém B', 'Belém'),
    ];
    assignMeals(plan, pool, { base: 'Chiado', wished: new Set() });
    for (const d of plan) {
      expect(d.afternoon.meal.restaurant?.neighbourhood).toBe(d.area);
      expect(d.evening.meal.restaurant?.neighbourhood).toBe(d.area);
    }
  });

  it('repeats a place only when it must, never the next day or twice a day', () => {
    const short = days(['A', 'A']);
    const four = ['1', '2', '3', '4'].map((n) => restaurant(`R${n}`, 'A'));
    assignMeals(short, four, { base: 'A', wished: new Set() });
    const names = short.flatMap((d) =>
      [d.afternoon, d.evening].map((s) => s.meal.restaurant?.name),
    );
    expect(new Set(names).size).toBe(4);

    const long = days(['A', 'A', 'A', 'A', 'A', 'A']);
    assignMeals(long, four, { base: 'A', wished: new Set() });
    for (let i = 0; i < long.length; i++) {
      const today = [long[i]?.afternoon, long[i]?.evening].map((s) => s?.meal.restaurant?.name);
      expect(today[0]).not.toBe(today[1]);
      const tomorrow = [long[i + 1]?.afternoon, long[i + 1]?.evening].map(
        (s) => s?.meal.restaurant?.name,
      );
      for (const name of today) if (name) expect(tomorrow).not.toContain(name);
    }
    const named = long.flatMap((d) => [d.afternoon, d.evening]).filter((s) => s.meal.restaurant);
    expect(named.length).toBe(12);
  });

  it('spreads two places over the days instead of filling one day and leaving the next', () => {
    const plan = days(['A', 'A', 'A', 'A']);
    assignMeals(plan, [restaurant('R1', 'A'), restaurant('R2', 'A')], {
      base: 'A',
      wished: new Set(),
    });
    expect(plan.every((d) => d.evening.meal.restaurant)).toBe(true);
  });

  it('books no dinner when the evening includes one', () => {
    const [day] = days(['A']);
    if (!day) throw new Error('no day');
    day.evening.activity = activity({ name: 'Fado night', description: 'Dinner and fado.' });
    assignMeals([day], [restaurant('R1', 'A'), restaurant('R2', 'A'), restaurant('R3', 'A')], {
      base: 'A',
      wished: new Set(),
    });
    expect(day.evening.meal.restaurant).toBeUndefined();
    expect(day.evening.meal.included).toBe('Fado night');
    expect(day.afternoon.meal.restaurant).toBeDefined();
  });
});

describe('lunch on a day trip', () => {
  const base = getDestination('lisbon') as Destination;
  const trip: DayTrip = {
    name: 'Óbidos',
    description: 'Walled village.',
    travelTime: '1 h by bus',
    lunch: [
      { ...restaurant('Meat Tavern', 'Óbidos', ['lunch']), closedDays: ['mon'] },
      { ...restaurant('Green Table', 'Óbidos', ['lunch']), dietary: ['vegetarian', 'vegan'] },
    ],
  };
  const dest: Destination = { ...base, dayTrips: [trip] };
  const monday = { weekday: 'mon' as const, month: 5 };
  const tuesday = { weekday: 'tue' as const, month: 5 };

  it("names one of the trip's own places when its town is not in the catalogue", () => {
    const find = tripLunchFinder(dest, requestFromKnown(knownForm({ destination: 'Lisbon' })));
    expect(find(trip, tuesday)).toMatchObject({
      restaurant: { name: 'Meat Tavern' },
      town: 'Óbidos',
    });
  });

  it('keeps to closing days and the diet, and names none rather than a wrong one', () => {
    const anyone = tripLunchFinder(dest, requestFromKnown(knownForm({ destination: 'Lisbon' })));
    expect(anyone(trip, monday)?.restaurant.name).toBe('Green Table');
    const vegan = requestFromKnown(
      knownForm({ destination: 'Lisbon', dietaryRestrictions: 'vegan' }),
    );
    expect(tripLunchFinder(dest, vegan)(trip, tuesday)?.restaurant.name).toBe('Green Table');
    const halal = requestFromKnown(
      knownForm({ destination: 'Lisbon', dietaryRestrictions: 'halal' }),
    );
    expect(tripLunchFinder(dest, halal)(trip, tuesday)).toBeUndefined();
  });
});
