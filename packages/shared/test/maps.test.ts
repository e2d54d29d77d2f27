import { describe, expect, it } from 'vitest';
import {
  dayRouteLink,
  dayStops,
  MAX_ROUTE_WAYPOINTS,
  mapLink,
  mapSearchLink,
} from '../src/maps.ts';

const venues = [
  { name: 'Time Out Market', location: 'Cais do Sodré, Lisbon' },
  { name: 'Belém Tower', location: 'Belém, Lisbon' },
  { name: 'MAAT', location: 'Belém, Lisbon' },
  { name: 'Hotel Avenida', location: 'Avenida, Lisbon' },
];

describe('map links', () => {
  it('orders a day’s venues as the day visits them, once each', () => {
    const day = {
      morning: 'Walk to Belém Tower, then coffee.',
      afternoon: { time: '14:00', activities: 'MAAT roof and river', dining: 'Snacks' },
      evening: 'Dinner at Time Out Market; back past Belém Tower.',
    };
    expect(dayStops(day, venues).map((v) => v.name)).toEqual([
      'Belém Tower',
      'MAAT',
      'Time Out Market',
    ]);
  });

  it('builds a multi-stop route through two or more stops', () => {
    const link = dayRouteLink(venues.slice(0, 3));
    const url = new URL(link ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('Time Out Market, Cais do Sodré, Lisbon');
    expect(url.searchParams.get('waypoints')).toBe('Belém Tower, Belém, Lisbon');
    expect(url.searchParams.get('destination')).toBe('MAAT, Belém, Lisbon');
    // No mode: Google picks walking for neighbours and driving or transit for a day trip.
    expect(url.searchParams.has('travelmode')).toBe(false);
    const two = new URL(dayRouteLink(venues.slice(0, 2)) ?? '');
    expect(two.searchParams.get('waypoints')).toBeNull();
  });

  it(`keeps at most ${MAX_ROUTE_WAYPOINTS} waypoints (Google's limit), with the day's first and last stop`, () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      name: `Stop ${i + 1}`,
      location: i < 7 ? 'Alfama, Lisbon' : 'Sintra',
    }));
    const url = new URL(dayRouteLink(many) ?? '');
    expect(url.searchParams.get('origin')).toBe('Stop 1, Alfama, Lisbon');
    expect(url.searchParams.get('destination')).toBe('Stop 14, Sintra');
    const waypoints = url.searchParams.get('waypoints')?.split('|') ?? [];
    expect(waypoints).toHaveLength(MAX_ROUTE_WAYPOINTS);
    expect(waypoints[0]).toBe('Stop 2, Alfama, Lisbon');
    expect(waypoints.at(-1)).toBe('Stop 10, Sintra');
    expect(url.searchParams.has('travelmode')).toBe(false);
    // Exactly at the limit nothing is dropped.
    const eleven = new URL(dayRouteLink(many.slice(0, 11)) ?? '');
    expect(eleven.searchParams.get('waypoints')?.split('|')).toHaveLength(9);
    expect(eleven.searchParams.get('destination')).toBe('Stop 11, Sintra');
  });

  it('links a day that names one venue to that place', () => {
    const link = new URL(dayRouteLink(venues.slice(0, 1), 'Lisbon') ?? '');
    expect(link.origin + link.pathname).toBe('https://www.google.com/maps/search/');
    expect(link.searchParams.get('api')).toBe('1');
    expect(link.searchParams.get('query')).toBe('Time Out Market Cais do Sodré, Lisbon');
    // The venue's own map link is used when it has one.
    const own = 'https://www.google.com/maps/place/?q=place_id:abc';
    expect(dayRouteLink([{ name: 'MAAT', location: 'Belém, Lisbon', link: own }])).toBe(own);
  });

  it('links a day that names no venue to a search for its area, so every day has a link', () => {
    const link = new URL(dayRouteLink([], 'Hội An, Vietnam') ?? '');
    expect(link.origin + link.pathname).toBe('https://www.google.com/maps/search/');
    expect(link.searchParams.get('query')).toBe('Hội An, Vietnam');
    expect(dayRouteLink([], '  ')).toBeNull();
    expect(dayRouteLink([])).toBeNull();
  });

  it('falls back to a maps search from name and location', () => {
    expect(mapLink('', 'Café Luso', 'Bairro Alto')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20Luso%20Bairro%20Alto',
    );
    expect(mapLink('javascript:alert(1)', 'a', 'b')).toContain('google.com/maps/search');
    expect(mapSearchLink(' Kraków ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Krak%C3%B3w',
    );
  });
});
