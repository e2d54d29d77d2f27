import { describe, expect, it } from 'vitest';
import { parseAvoid } from '../src/parse/avoid.ts';
import { parseTripDays } from '../src/parse/days.ts';
import { parseDietary } from '../src/parse/dietary.ts';
import { parseMaxDistanceKm } from '../src/parse/distance.ts';
import { parsePace } from '../src/parse/pace.ts';
import { parseTimeline } from '../src/parse/timeline.ts';
import { hasChildren, partySize } from '../src/parse/travellers.ts';

describe('trip length', () => {
  it.each([
    ['June 3-9', 7],
    ['June 28 - July 4', 7],
    ['3-9 June', 7],
    ['a week', 7],
    ['5 days', 5],
    ['long weekend', 3],
    ['two weeks', 14],
    ['three weeks in Asia', 15],
    ['4 nights', 5],
    ['sometime in July', 5],
    ['', 5],
  ])('%s -> %i days', (text, days) => {
    expect(parseTripDays(text)).toBe(days);
  });
});

describe('dietary', () => {
  it('reads the common restrictions', () => {
    expect(parseDietary('vegetarian')).toEqual(['vegetarian']);
    expect(parseDietary('Vegan, and my partner is celiac')).toEqual(['vegan', 'gluten-free']);
    expect(parseDietary('halal food only')).toEqual(['halal']);
    expect(parseDietary('Kosher')).toEqual(['kosher']);
    expect(parseDietary('none')).toEqual([]);
  });
});

describe('distance limit', () => {
  it.each([
    ['5 hours flight', 3750],
    ['under 2000 miles', 3219],
    ['3000 km', 3000],
    ['2,000 miles', 3219],
    ['nearby', 1500],
  ])('%s -> %i km', (text, km) => {
    expect(parseMaxDistanceKm(text)).toBe(km);
  });
  it('has no limit for "anywhere" or nothing', () => {
    expect(parseMaxDistanceKm('anywhere')).toBeUndefined();
    expect(parseMaxDistanceKm('')).toBeUndefined();
  });
});

describe('timeline', () => {
  it('reads months, seasons and holidays', () => {
    expect(parseTimeline('in July').months).toEqual([7]);
    expect(parseTimeline('next spring').months).toEqual([3, 4, 5]);
    expect(parseTimeline('December holidays').months).toEqual([12]);
    expect(parseTimeline('whenever').months).toEqual([]);
  });
  it('flips seasons for southern-hemisphere travellers', () => {
    expect(parseTimeline('summer', { southern: true }).months).toEqual([12, 1, 2]);
  });
  it('uses the given date, never the clock, for "next month"', () => {
    expect(parseTimeline('next month', { today: new Date('2025-11-15T00:00:00Z') }).months).toEqual(
      [12],
    );
    expect(parseTimeline('next month').months).toEqual([]);
  });
});

describe('travellers and pace', () => {
  it('detects children', () => {
    expect(hasChildren('my wife and our two kids')).toBe(true);
    expect(hasChildren('partner and daughter')).toBe(true);
    expect(hasChildren('two friends, ages 8 and 10')).toBe(true);
    expect(hasChildren('my husband')).toBe(false);
    expect(hasChildren('friends aged 30 and 32')).toBe(false);
  });
  it('counts the party', () => {
    expect(partySize('solo')).toBe(1);
    expect(partySize('my wife')).toBe(2);
    expect(partySize('family of 4')).toBe(4);
  });
  it('maps day-structure chips to activities per day', () => {
    expect(parsePace(['Action-packed'])).toBe(3);
    expect(parsePace(['Taking your time'])).toBe(1);
    expect(parsePace(['Pure wandering'])).toBe(1);
    expect(parsePace([])).toBe(2);
  });
  it('splits places to avoid', () => {
    expect(parseAvoid('Avoid Bairro Alto and tourist traps; no Golden Gai')).toEqual([
      'bairro alto',
      'golden gai',
    ]);
  });
});
