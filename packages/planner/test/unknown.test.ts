import { unknownDestination } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { seasonScore } from '../src/build/climate.ts';
import { getDestination, listDestinations } from '../src/catalogue/index.ts';
import {
  checkPlan,
  distanceKm,
  geocode,
  recommendUnknownFirst,
  recommendUnknownSecond,
} from '../src/index.ts';
import { unknownForm } from './helpers.ts';

describe('recommendUnknownFirst', () => {
  it('returns a complete unknown-type plan with its catalogue id', () => {
    const r = recommendUnknownFirst(unknownForm());
    expect(getDestination(r.destinationId)).toBeDefined();
    expect(unknownDestination.safeParse(r.destination).success).toBe(true);
    expect(r.destination.itinerary).toHaveLength(6);
    expect(typeof r.destination.itinerary[0]?.morning).toBe('string');
    expect(r.destination.overview.startsWith('Ana,')).toBe(true);
  });

  it('is deterministic', () => {
    const form = unknownForm({ destinationPreferences: ['Beach & Coastal'] });
    expect(JSON.stringify(recommendUnknownFirst(form))).toBe(
      JSON.stringify(recommendUnknownFirst(form)),
    );
  });

  it('follows environment chips and motivation keywords', () => {
    const beach = recommendUnknownFirst(
      unknownForm({
        travelMotivation: 'lazy beach days and swimming',
        destinationPreferences: ['Beach & Coastal', 'Warm & Tropical'],
        travelTimeline: 'in February',
      }),
    );
    expect(getDestination(beach.destinationId)?.environment).toContain('beach');
    const mountains = recommendUnknownFirst(
      unknownForm({
        travelMotivation: 'hiking in the mountains',
        destinationPreferences: ['Mountains & Nature'],
      }),
    );
    expect(getDestination(mountains.destinationId)?.environment).toContain('mountains');
  });

  it('treats a stated distance limit as hard', () => {
    const form = unknownForm({
      departingFrom: 'Chicago',
      maxTravelDistance: 'under 2000 miles',
      destinationPreferences: ['Beach & Coastal'],
    });
    const r = recommendUnknownFirst(form);
    const chicago = geocode('Chicago');
    const d = getDestination(r.destinationId);
    expect(chicago && d && distanceKm(chicago, d)).toBeLessThanOrEqual(3219);
  });

  it('never recommends a place, country or destination to avoid', () => {
    const first = recommendUnknownFirst(unknownForm());
    const firstDest = getDestination(first.destinationId);
    const again = recommendUnknownFirst(unknownForm({ placesToAvoid: `${firstDest?.country}` }));
    expect(getDestination(again.destinationId)?.country).not.toBe(firstDest?.country);
  });

  it('prefers a pleasant, dry climate in the travel months', () => {
    const form = unknownForm({ travelTimeline: 'in July', travelMotivation: 'temples and food' });
    const d = getDestination(recommendUnknownFirst(form).destinationId);
    const anyGood = listDestinations().some((x) => seasonScore(x, [7]) >= 0);
    if (d && anyGood) expect(seasonScore(d, [7])).toBeGreaterThanOrEqual(0);
  });

  it('keeps to accessibility and budget', () => {
    const form = unknownForm({
      accessibilityNeeds: true,
      budgetRange: [300, 800],
      travelLengthDays: 5,
    });
    const r = recommendUnknownFirst(form);
    const d = getDestination(r.destinationId);
    expect((d?.dailyCostUsd.budget ?? 0) * 5).toBeLessThanOrEqual(800);
    const report = checkPlan({ planType: 'DESTINATION_UNKNOWN', form, destination: r.destination });
    expect(report.constraints.filter((c) => c.hard && !c.pass)).toEqual([]);
  });
});

describe('recommendUnknownSecond', () => {
  it('picks a clearly different place and compares the two from the catalogue', () => {
    const form = unknownForm({ maxTravelDistance: 'anywhere' });
    const first = recommendUnknownFirst(form);
    const second = recommendUnknownSecond(form, first.destination.location);
    const a = getDestination(first.destinationId);
    const b = getDestination(second.destinationId);
    expect(b?.id).not.toBe(a?.id);
    expect(b?.country).not.toBe(a?.country);
    expect(a && b && distanceKm(a, b)).toBeGreaterThanOrEqual(800);
    const c = second.comparison;
    const chicago = geocode('Chicago, IL');
    const km = chicago && b ? Math.round(distanceKm(chicago, b) / 10) * 10 : 0;
    expect(c.travel_distance.secondDestination).toContain(`${km.toLocaleString('en-US')} km`);
    expect(c.travel_distance.firstDestination).toMatch(/miles/);
    const totals = Object.values(a?.dailyCostUsd ?? {}).map(
      (perDay) => `$${(perDay * 6).toLocaleString('en-US')}`,
    );
    expect(totals.some((t) => c.cost.firstDestination.includes(t))).toBe(true);
    expect(c.travel_timing).toContain('May');
    expect(c.budget_highlights).toContain('$1,000-$3,000');
    expect(c.other_tips.length).toBeGreaterThan(0);
  });

  it('keeps the hard constraints for the second destination too', () => {
    const form = unknownForm({ maxTravelDistance: '3000 km', departingFrom: 'Paris, France' });
    const first = recommendUnknownFirst(form);
    const second = recommendUnknownSecond(form, first.destinationId);
    const paris = geocode('Paris, France');
    const d = getDestination(second.destinationId);
    expect(paris && d && distanceKm(paris, d)).toBeLessThanOrEqual(3000);
  });
});
