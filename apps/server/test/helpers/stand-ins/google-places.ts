import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Places API (New), speaking the two calls the image provider makes:
 * POST /v1/places:searchText and GET /v1/{photo name}/media. It checks the key and field mask
 * the way Google does and records every request so tests can assert the wire format.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** What a text query finds: a number of photos, explicit photo names, or an HTTP failure. */
export type PlaceFixture = { photos: number | string[] } | { status: number };

export interface GooglePlacesStandIn {
  url: string;
  requests: RecordedRequest[];
  places: Map<string, PlaceFixture>;
  /** Photo names whose media call answers 500. */
  failingMedia: Set<string>;
  close(): Promise<void>;
}

const googleError = (code: number, status: string, message: string) =>
  JSON.stringify({ error: { code, message, status } });

export async function startGooglePlacesStandIn(apiKey: string): Promise<GooglePlacesStandIn> {
  const requests: RecordedRequest[] = [];
  const places = new Map<string, PlaceFixture>();
  const failingMedia = new Set<string>();

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    const send = (status: number, payload: string) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(payload);
    };

    if (req.headers['x-goog-api-key'] !== apiKey) {
      return send(403, googleError(403, 'PERMISSION_DENIED', 'API key not valid.'));
    }
    if (req.method === 'POST' && url.pathname === '/v1/places:searchText') {
      if (!req.headers['x-goog-fieldmask']) {
        return send(
          400,
          googleError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.'),
        );
      }
      const query = (body as { textQuery?: string } | undefined)?.textQuery ?? '';
      const fixture = places.get(query);
      if (!fixture) return send(200, '{}'); // Google answers an empty object when nothing matches.
      if ('status' in fixture)
        return send(fixture.status, googleError(fixture.status, 'ERROR', 'Failed.'));
      const id = `ChIJ${Buffer.from(query).toString('hex').slice(0, 12)}`;
      const names =
        typeof fixture.photos === 'number'
          ? Array.from({ length: fixture.photos }, (_, i) => `places/${id}/photos/AUc7tXr${i}`)
          : fixture.photos;
      return send(
        200,
        JSON.stringify({
          places: [
            {
              id,
              displayName: { text: query.split(',')[0], languageCode: 'en' },
              photos: names.map((name) => ({
                name,
                widthPx: 4032,
                heightPx: 3024,
                authorAttributions: [{ displayName: 'A photographer' }],
              })),
            },
          ],
        }),
      );
    }
    const media = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(url.pathname);
    if (req.method === 'GET' && media) {
      const name = media[1]!;
      if (failingMedia.has(name)) return send(500, googleError(500, 'INTERNAL', 'Backend error.'));
      const width = url.searchParams.get('maxWidthPx');
      const photoUri = `https://lh3.googleusercontent.com/places/${name.split('/').pop()}=s${width}`;
      if (url.searchParams.get('skipHttpRedirect') !== 'true') {
        res.writeHead(302, { location: photoUri }).end();
        return;
      }
      return send(200, JSON.stringify({ name: `${name}/media`, photoUri }));
    }
    return send(404, googleError(404, 'NOT_FOUND', 'Method not found.'));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    places,
    failingMedia,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
