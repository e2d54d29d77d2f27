import { describe, expect, it } from 'vitest';
import { distanceKm, geocode } from '../src/gazetteer.ts';

describe('gazetteer', () => {
  it('geocodes sentences, qualifiers and aliases', () => {
    expect(geocode('departing from Chicago')?.name).toBe('Chicago');
    const il = geocode('Chicago, IL');
    expect(il?.countryCode).toBe('US');
    expect(il?.admin).toBe('IL');
    expect(geocode('near Lyon, France')?.countryCode).toBe('FR');
    expect(geocode('NYC')?.destinationId).toBe('new-york-city');
    expect(geocode('Lisbon')?.destinationId).toBe('lisbon');
  });

  it('honours a US state or a country over population', () => {
    expect(geocode('Portland, Maine')).toMatchObject({
      destinationId: 'portland-maine',
      region: 'Maine',
    });
    expect(geocode('Portland, ME')?.destinationId).toBe('portland-maine');
    expect(geocode('Portland')?.admin).toBe('OR');
    expect(geocode('Portland, OR')?.admin).toBe('OR');
    expect(geocode('Paris, TX')?.countryCode).toBe('US');
    expect(geocode('Paris')?.countryCode).toBe('FR');
    expect(geocode('Atlanta, Georgia')?.countryCode).toBe('US');
    expect(geocode('Tbilisi, Georgia')?.countryCode).toBe('GE');
  });

  it('prefers the most populous match and keeps English names', () => {
    expect(geocode('London')?.countryCode).toBe('GB');
    expect(geocode('Sydney')?.countryCode).toBe('AU');
    const ghent = geocode('Ghent');
    expect(ghent?.countryCode).toBe('BE');
    expect(ghent?.name).toBe('Ghent');
  });

  it('returns nothing for text that is not a place', () => {
    expect(geocode('Xyzzyville')).toBeUndefined();
    expect(geocode('')).toBeUndefined();
    expect(geocode('asdfgh qwerty')).toBeUndefined();
  });

  it('measures haversine distances', () => {
    const london = { lat: 51.5074, lng: -0.1278 };
    const paris = { lat: 48.8566, lng: 2.3522 };
    expect(distanceKm(london, paris)).toBeGreaterThan(330);
    expect(distanceKm(london, paris)).toBeLessThan(350);
    expect(distanceKm(paris, paris)).toBe(0);
  });
});
