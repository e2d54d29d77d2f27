import {
  DESTINATION_CHIPS,
  EXPERIENCE_CHIPS,
  MAX_GENERATED_CHIPS,
  PRIORITY_CHIPS,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { destinationChips, experienceChips, experienceQuestionChips } from '../src/index.ts';

describe('chips', () => {
  it('falls back to the default lists', () => {
    expect(destinationChips({})).toEqual([...DESTINATION_CHIPS]);
    expect(experienceChips({})).toEqual([...EXPERIENCE_CHIPS]);
    expect(experienceQuestionChips({}).slice(0, 11)).toEqual([...PRIORITY_CHIPS]);
  });

  it('puts what the answers ask for first', () => {
    const d = destinationChips({
      travelMotivation: 'beaches and island hopping',
      datesTraveling: 'December',
    });
    expect(d.slice(0, 2)).toContain('Beach & Coastal');
    expect(d).toContain('Island Escapes');
    const e = experienceChips({ travelMotivation: 'street food and hiking' });
    expect(e.slice(0, 3)).toContain('Culinary Adventures');
    expect(e).toContain('Street Food Tours');
  });

  it('uses the destination and travellers on the known path', () => {
    const c = experienceQuestionChips({ destination: 'Tokyo', otherTravelers: 'two kids' });
    expect(c[0]).toBe('Family-Friendly Activities');
    const nightlife = c.indexOf('Nightlife & Entertainment');
    expect(nightlife === -1 || nightlife > 5).toBe(true);
  });

  it('never returns more than the maximum', () => {
    const all = [
      destinationChips({
        travelMotivation: 'island wine ski food snorkel hiking art wildlife surf honeymoon beach',
      }),
      experienceChips({
        travelMotivation: 'island wine ski food snorkel hiking art wildlife surf honeymoon',
      }),
      experienceQuestionChips({ destination: 'Lisbon', plansSoFar: 'museums food shopping' }),
    ];
    for (const list of all) {
      expect(list.length).toBeLessThanOrEqual(MAX_GENERATED_CHIPS);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
