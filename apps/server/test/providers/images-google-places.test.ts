import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGooglePlacesImageProvider } from '../../src/providers/images/google-places.ts';
import {
  type GooglePlacesStandIn,
  startGooglePlacesStandIn,
} from '../helpers/stand-ins/google-places.ts';

const KEY = 'test-places-key';
let google: GooglePlacesStandIn;

beforeAll(async () => {
  google = await startGooglePlacesStandIn(KEY);
});
afterAll(() => google.close());
beforeEach(() => {
  google.requests.length = 0;
  google.places.clear();
  google.failingMedia.clear();
});

const provider = (apiKey = KEY) =>
  createGooglePlacesImageProvider({ apiKey, baseUrl: google.url, maxWidthPx: 800 });

describe('google-places image provider', () => {
  it('searches by text with the key and field mask, then resolves photo URIs without redirects', async () => {
    google.places.set('Lisbon, Portugal', { photos: 5 });
    const urls = await provider().destinationImages({ destination: 'Lisbon, Portugal', count: 3 });

    expect(urls).toHaveLength(3);
    expect(urls[0]).toMatch(/^https:\/\/lh3\.googleusercontent\.com\/places\/AUc7tXr0=s800$/);
    for (const url of urls) expect(url).not.toContain(KEY);

    const [search, ...media] = google.requests;
    expect(search?.method).toBe('POST');
    expect(search?.path).toBe('/v1/places:searchText');
    expect(search?.headers['x-goog-api-key']).toBe(KEY);
    expect(search?.headers['x-goog-fieldmask']).toBe('places.id,places.displayName,places.photos');
    expect(search?.headers['content-type']).toContain('application/json');
    expect(search?.body).toEqual({ textQuery: 'Lisbon, Portugal', maxResultCount: 1 });
    expect(media).toHaveLength(3);
    for (const m of media) {
      expect(m.method).toBe('GET');
      expect(m.path).toMatch(/^\/v1\/places\/[^/]+\/photos\/AUc7tXr\d\/media$/);
      expect(m.query.get('maxWidthPx')).toBe('800');
      expect(m.query.get('skipHttpRedirect')).toBe('true');
      expect(m.headers['x-goog-api-key']).toBe(KEY);
    }
  });

  it('looks a place up as "<name>, <location>" and falls back to the destination', async () => {
    google.places.set('Time Out Market, Av. 24 de Julho, Lisbon', { photos: 2 });
    google.places.set('Miradouro da Graça, Lisbon, Portugal', { photos: 1 });
    const p = provider();

    const market = await p.placeImages({
      name: 'Time Out Market',
      location: 'Av. 24 de Julho, Lisbon',
      destination: 'Lisbon, Portugal',
      count: 3,
    });
    const viewpoint = await p.placeImages({
      name: 'Miradouro da Graça',
      location: '  ',
      destination: 'Lisbon, Portugal',
      count: 3,
    });

    expect(market).toHaveLength(2);
    expect(viewpoint).toHaveLength(1);
    const queries = google.requests
      .filter((r) => r.path === '/v1/places:searchText')
      .map((r) => (r.body as { textQuery: string }).textQuery);
    expect(queries).toEqual([
      'Time Out Market, Av. 24 de Julho, Lisbon',
      'Miradouro da Graça, Lisbon, Portugal',
    ]);
  });

  it('answers [] when nothing matches or the place has no photos', async () => {
    google.places.set('Empty Place, Nowhere', { photos: 0 });
    const p = provider();
    await expect(p.destinationImages({ destination: 'Atlantis', count: 3 })).resolves.toEqual([]);
    await expect(
      p.placeImages({ name: 'Empty Place', location: 'Nowhere', destination: 'X', count: 3 }),
    ).resolves.toEqual([]);
  });

  it('answers [] for a place when Google refuses (403), but a destination failure throws', async () => {
    google.places.set('Closed Cafe, Porto', { status: 403 });
    google.places.set('Porto, Portugal', { status: 403 });
    const p = provider();
    await expect(
      p.placeImages({ name: 'Closed Cafe', location: 'Porto', destination: 'Porto', count: 2 }),
    ).resolves.toEqual([]);
    await expect(p.destinationImages({ destination: 'Porto, Portugal', count: 2 })).rejects.toThrow(
      /403/,
    );
  });

  it('rejects a destination lookup made with a wrong key', async () => {
    google.places.set('Rome, Italy', { photos: 2 });
    await expect(
      provider('wrong-key').destinationImages({ destination: 'Rome, Italy', count: 1 }),
    ).rejects.toThrow(/403/);
  });

  it('keeps the photos that resolved when one media call fails', async () => {
    google.places.set('Kyoto, Japan', { photos: 3 });
    const first = await provider().destinationImages({ destination: 'Kyoto, Japan', count: 3 });
    expect(first).toHaveLength(3);
    // The second media request names the photo whose lookup we now break.
    const name = google.requests.filter((r) => r.path.endsWith('/media'))[1]!.path.slice(4, -6);
    google.failingMedia.add(name);

    const second = await provider().destinationImages({ destination: 'Kyoto, Japan', count: 3 });
    expect(second).toEqual([first[0], first[2]]);
  });

  it('ignores photo names that are not Places photo resources (no path games with our key)', async () => {
    google.places.set('Odd, Place', {
      photos: [
        'places/abc/photos/ok1',
        '../../v1/places:searchText',
        'places/abc/photos/x/../../y',
      ],
    });
    const urls = await provider().destinationImages({ destination: 'Odd, Place', count: 5 });
    expect(urls).toEqual(['https://lh3.googleusercontent.com/places/ok1=s800']);
    expect(google.requests.filter((r) => r.path.endsWith('/media'))).toHaveLength(1);
  });

  it('makes no request for count 0', async () => {
    await expect(provider().destinationImages({ destination: 'Paris', count: 0 })).resolves.toEqual(
      [],
    );
    expect(google.requests).toHaveLength(0);
  });
});
