import type { KnownDestination } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { tripCalendar } from '../src/build/calendar.ts';
import { isEveningThing, isNightOut } from '../src/build/select.ts';
import { getDestination, listDestinations } from '../src/catalogue/index.ts';
import type { Activity, Destination } from '../src/catalogue/types.ts';
import { planKnown, revisePlan } from '../src/index.ts';
import { servesDiet } from '../src/parse/dietary.ts';
import { knownForm } from './helpers.ts';

const TODAY = { today: new Date('2026-03-01T00:00:00Z') };
type Day = KnownDestination['itinerary'][number];
const PARTS = ['morning', 'afternoon', 'evening'] as const;

function plan(overrides: Parameters<typeof knownForm>[0]): KnownDestination {
  return planKnown(knownForm(overrides), TODAY).destination;
}

/** The catalogue activity a part of the day opens with, longest name first. */
function activityIn(text: string, dest: Destination): Activity | undefined {
  return [...dest.activities]
    .sort((a, b) => b.name.length - a.name.length)
    .find((a) => text.startsWith(`${a.name} (`));
}

function named(day: Day, dest: Destination): boolean {
  return PARTS.some(
    (p) => day[p].activities.startsWith('Day trip to') || !!activityIn(day[p].activities, dest),
  );
}

/** Restaurant names booked for lunch and dinner, per day. */
function meals(p: KnownDestination, dest: Destination): string[][] {
  return p.itinerary.map((d) =>
    [d.afternoon.dining, d.evening.dining]
      .map((t) => dest.restaurants.find((r) => t.startsWith(`${t.split(' ')[0]} at ${r.name} (`)))
      .filter((r) => r !== undefined)
      .map((r) => r.name),
  );
}

const lisbon = getDestination('lisbon') as Destination;
const london = getDestination('london') as Destination;
const tokyo = getDestination('tokyo') as Destination;

describe('long trips are not thin', () => {
  it('names a thing to do every day of a fortnight, with day trips where the city runs out', () => {
    for (const dest of [lisbon, london, tokyo]) {
      const p = plan({ destination: dest.name, datesTraveling: '15 days in June' });
      expect(p.itinerary.filter((d) => !named(d, dest))).toEqual([]);
    }
  });

  it('spaces asked-for day trips from day 4, four days apart', () => {
    const p = plan({
      destination: 'London',
      datesTraveling: '15 days',
      exploreSurroundingAreas: true,
    });
    const trips = p.itinerary.filter((d) => d.summary.startsWith('Day trip')).map((d) => d.day_num);
    expect(trips).toEqual([4, 8, 12]);
  });

  it('takes no day trip a short stay does not need', () => {
    const p = plan({ destination: 'Lisbon', datesTraveling: '5 days' });
    expect(p.itinerary.some((d) => d.summary.startsWith('Day trip'))).toBe(false);
  });

  it('names lunch on a day trip only from the catalogue, and never invents one', () => {
    const p = plan({
      destination: 'Lisbon',
      datesTraveling: '15 days',
      exploreSurroundingAreas: true,
    });
    const sintra = getDestination('sintra');
    for (const d of p.itinerary.filter((x) => x.summary.startsWith('Day trip'))) {
      const lunch = d.afternoon.dining;
      const trip = lisbon.dayTrips.find((t) => d.summary === `Day trip to ${t.name}`);
      if (d.summary.includes('Sintra') && sintra)
        expect(sintra.restaurants.some((r) => lunch.startsWith(`Lunch at ${r.name} (`))).toBe(true);
      else if (trip?.lunch?.length)
        expect(trip.lunch.some((r) => lunch.startsWith(`Lunch at ${r.name} (`))).toBe(true);
      else expect(lunch).toMatch(/^Lunch on the day trip, at a place of your choice in or near /);
    }
  });

  it('names at least nine in ten lunches and dinners on a week in a well-covered city', () => {
    for (const dest of [lisbon, london]) {
      const p = plan({ destination: dest.name, datesTraveling: 'a week in May' });
      const booked = meals(p, dest).flat().length;
      expect(booked / (p.itinerary.length * 2)).toBeGreaterThanOrEqual(0.9);
    }
  });
});

describe('restaurants', () => {
  it('names dinners on a budget where every dinner place is above the budget level', () => {
    const barossa = getDestination('barossa-valley') as Destination;
    const p = plan({ destination: 'Barossa Valley', datesTraveling: '5 days', budgetRange: 400 });
    expect(p.overview).toMatch(/at a budget level/);
    const cheapDinners = barossa.restaurants.filter(
      (r) => r.meals.includes('dinner') && r.priceLevel <= 2,
    );
    expect(cheapDinners.length).toBeLessThan(2);
    for (const d of p.itinerary) expect(d.evening.dining).toMatch(/^Dinner at (?!a spot)/);
  });

  it('repeat only on a long trip, never the next day, and keep to the diet', () => {
    const p = plan({
      destination: 'Lisbon',
      datesTraveling: '15 days',
      dietaryRestrictions: 'vegetarian',
    });
    const byDay = meals(p, lisbon);
    byDay.forEach((today, i) => {
      expect(new Set(today).size).toBe(today.length);
      for (const name of today) expect(byDay[i + 1] ?? []).not.toContain(name);
      for (const name of today) {
        const r = lisbon.restaurants.find((x) => x.name === name);
        expect(r && servesDiet(r.dietary, ['vegetarian'])).toBe(true);
      }
    });
    const short = meals(plan({ destination: 'Lisbon', datesTraveling: '3 days' }), lisbon).flat();
    expect(new Set(short).size).toBe(short.length);
  });

  it('lists every restaurant the days book', () => {
    const p = plan({ destination: 'London', datesTraveling: '10 days' });
    const listed = new Set(p.restaurants.map((r) => r.restaurant_name));
    for (const name of meals(p, london).flat()) expect(listed.has(name)).toBe(true);
  });
});

describe('evenings', () => {
  const evenings = (p: KnownDestination, dest: Destination) =>
    p.itinerary.map((d) => activityIn(d.evening.activities, dest)).filter((a) => a !== undefined);

  it('get evening outings at a moderate pace, and no bar nights unless asked for', () => {
    const p = plan({ destination: 'Tokyo', datesTraveling: 'June 3-9' });
    const used = evenings(p, tokyo);
    expect(used.length).toBeGreaterThanOrEqual(3);
    expect(used.every(isEveningThing)).toBe(true);
    expect(used.some(isNightOut)).toBe(false);
    const night = plan({
      destination: 'Tokyo',
      datesTraveling: 'June 3-9',
      experiencePriorities: ['Nightlife'],
    });
    expect(evenings(night, tokyo).some(isNightOut)).toBe(true);
  });

  it('stay free at a wandering pace', () => {
    const p = plan({
      destination: 'Tokyo',
      datesTraveling: 'June 3-9',
      dayStructurePreferences: ['Pure wandering'],
    });
    expect(evenings(p, tokyo)).toEqual([]);
  });

  it('book no second dinner when the evening includes one', () => {
    const p = plan({ destination: 'Lisbon', plansSoFar: 'We want to hear fado' });
    const fado = p.itinerary.find((d) => d.evening.activities.startsWith('Fado at Clube de Fado'));
    expect(fado?.evening.dining).toBe('Dinner is part of the evening at Fado at Clube de Fado');
  });
});

describe('calendar', () => {
  const withClosures = listDestinations().filter((d) => d.activities.some((a) => a.closedDays));

  it('plans nothing on a day it is closed or out of season when the dates are known', () => {
    for (const dest of withClosures.slice(0, 25)) {
      const p = plan({ destination: `${dest.name}, ${dest.country}`, datesTraveling: 'June 1-14' });
      const calendar = tripCalendar('2026-06-01', p.itinerary.length);
      p.itinerary.forEach((d, i) => {
        const day = calendar[i];
        for (const part of PARTS) {
          const a = activityIn(d[part].activities, dest);
          if (!a || !day) continue;
          expect(a.closedDays ?? [], `${a.name} on ${day.weekday}`).not.toContain(day.weekday);
          if (a.months) expect(a.months).toContain(day.month);
        }
      });
      expect(p.itinerary[0]?.summary).toMatch(/\(Monday\)$/);
    }
  });

  it('says which days a venue closes when the dates are not known', () => {
    let seen = 0;
    for (const dest of withClosures.slice(0, 25)) {
      const p = plan({
        destination: `${dest.name}, ${dest.country}`,
        datesTraveling: '10 days in June',
      });
      for (const d of p.itinerary)
        for (const part of PARTS) {
          const a = activityIn(d[part].activities, dest);
          if (!a?.closedDays) continue;
          seen++;
          expect(d[part].activities).toMatch(/(Closed|Open) [A-Z][a-z]+days.*\.$/);
        }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('revision', () => {
  it('keeps day trips out once the traveller turned them down', () => {
    const form = knownForm({
      destination: 'Denali National Park',
      datesTraveling: '8 days in February',
    });
    const first = planKnown(form, TODAY).destination;
    expect(first.itinerary.some((d) => d.summary.startsWith('Day trip'))).toBe(true);
    const none = revisePlan({
      planType: 'DESTINATION_KNOWN',
      destination: first,
      feedback: 'no day trips',
      form,
    });
    expect(none.ok).toBe(true);
    if (!none.ok) return;
    expect(none.destination.helpful_tips).toMatch(/Day trips: left out at your request\./);
    const later = revisePlan({
      planType: 'DESTINATION_KNOWN',
      destination: none.destination,
      feedback: 'more museums',
      form,
    });
    if (later.ok)
      expect(later.destination.itinerary.some((d) => d.summary.startsWith('Day trip'))).toBe(false);
  });
});
