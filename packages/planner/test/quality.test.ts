import type { KnownDestination } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { checkPlan, planKnown } from '../src/index.ts';
import { knownForm } from './helpers.ts';

const form = knownForm({ dietaryRestrictions: 'vegetarian', accessibilityNeeds: true });
const plan = planKnown(form).destination;
const failing = (p: KnownDestination, f = form) =>
  checkPlan({ planType: 'DESTINATION_KNOWN', form: f, destination: p })
    .constraints.filter((c) => !c.pass)
    .map((c) => c.name);

describe('quality checker', () => {
  it('passes a planner plan', () => {
    expect(failing(plan)).toEqual([]);
  });

  it('catches missing days and empty parts', () => {
    const short = { ...plan, itinerary: plan.itinerary.slice(1) };
    expect(failing(short)).toContain('complete-days');
    const [first, ...rest] = plan.itinerary;
    if (!first) throw new Error('no day');
    const empty = {
      ...plan,
      itinerary: [{ ...first, morning: { time: '', activities: '', dining: '' } }, ...rest],
    };
    expect(failing(empty)).toContain('complete-days');
  });

  it('catches repeated and invented venues', () => {
    const dup = { ...plan, things_to_do: [...plan.things_to_do, plan.things_to_do[0]!] };
    expect(failing(dup)).toContain('no-repeated-venues');
    const invented = {
      ...plan,
      restaurants: [
        ...plan.restaurants,
        { ...plan.restaurants[0]!, restaurant_name: 'Café Imaginário' },
      ],
    };
    expect(failing(invented)).toContain('venues-in-destination');
  });

  it('catches broken hard constraints', () => {
    const meaty = planKnown(knownForm()).destination;
    expect(failing(meaty, form)).toEqual(expect.arrayContaining(['accessibility']));
    const few = { ...plan, things_to_do: plan.things_to_do.slice(0, 2) };
    expect(failing(few)).toContain('min-recommendations');
  });

  it('lets a restaurant come back on a later day, never the next day', () => {
    const [d1, d2, d3, ...rest] = plan.itinerary;
    if (!d1 || !d2 || !d3) throw new Error('need three days');
    const name = plan.restaurants[0]?.restaurant_name ?? '';
    const dinner = (day: typeof d1) => ({
      ...day,
      evening: { ...day.evening, dining: `Dinner at ${name}` },
    });
    const again = { ...plan, itinerary: [dinner(d1), d2, dinner(d3), ...rest] };
    expect(failing(again)).not.toContain('no-repeated-venues');
    const nextDay = { ...plan, itinerary: [dinner(d1), dinner(d2), d3, ...rest] };
    expect(failing(nextDay)).toContain('no-repeated-venues');
  });
});
