/** A place that largely closes for the season says so in "When to go" (decision 23). */
import { describe, expect, it } from 'vitest';
import { closedSeason } from '../src/build/climate.ts';
import { getDestination } from '../src/catalogue/index.ts';
import type { Destination } from '../src/catalogue/types.ts';
import { planKnown } from '../src/index.ts';
import { knownForm } from './helpers.ts';

const lisbon = getDestination('lisbon') as Destination;

describe('a place that largely closes for the season says so', () => {
  it('warns about Denali in January with the count, and not about Lisbon', () => {
    const denali = planKnown(knownForm({ destination: 'Denali', datesTraveling: 'January 10-16' }));
    expect(denali.destination.time_to_go).toMatch(
      /Much of Denali National Park is closed in January: \d+ of the \d+ places to stay, eat and visit in our catalogue are shut then/,
    );
    const inLisbon = planKnown(
      knownForm({ destination: 'Lisbon', datesTraveling: 'January 10-16' }),
    );
    expect(inLisbon.destination.time_to_go).not.toMatch(/Much of/);
  });

  it('counts only places whose months leave out the whole trip', () => {
    const summer = { months: [6, 7, 8] };
    const [s1, s2] = lisbon.stays;
    const [r1] = lisbon.restaurants;
    const [a1, a2, a3] = lisbon.activities;
    if (!s1 || !s2 || !r1 || !a1 || !a2 || !a3) throw new Error('Lisbon is missing venues');
    const d: Destination = {
      ...lisbon,
      name: 'Summer Town',
      stays: [
        { ...s1, ...summer },
        { ...s2, months: undefined },
      ],
      restaurants: [{ ...r1, ...summer }],
      activities: [
        { ...a1, ...summer },
        { ...a2, ...summer },
        { ...a3, months: undefined },
      ],
    };
    expect(closedSeason(d, [1], 'January')).toBe(
      'Much of Summer Town is closed in January: 4 of the 6 places to stay, eat and visit in our catalogue are shut then, and this plan uses only what is open.',
    );
    expect(closedSeason(d, [5, 6], 'May to June')).toBeUndefined();
  });
});
