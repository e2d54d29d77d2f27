import { z } from 'zod';
import type { ImageProvider } from './types.ts';

export interface GooglePlacesImageProviderOptions {
  apiKey: string;
  /** Overridable so tests talk to a local stand-in; production uses Google's endpoint. */
  baseUrl?: string;
  maxWidthPx?: number;
  /** Per request; a slow Places API must not hold a plan's background job for long. */
  timeoutMs?: number;
}

const searchResponse = z.object({
  places: z
    .array(z.object({ photos: z.array(z.object({ name: z.string() })).optional() }))
    .optional(),
});

const httpUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));
const mediaResponse = z.object({ photoUri: httpUrl });

/** Photo resource names as the API returns them; anything else must not reach our URL path. */
const PHOTO_NAME = /^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/;

/** The API allows 1..4800 pixels. */
const clampWidth = (px: number) => Math.max(1, Math.min(4800, Math.round(px)));

class PlacesError extends Error {}

/**
 * Real photos through the Places API (New): a Text Search for the place's photo names, then
 * one media call per photo with skipHttpRedirect so Google answers the short-lived photoUri.
 * Browsers get only that URI; the API key stays on the server.
 */
export function createGooglePlacesImageProvider(
  options: GooglePlacesImageProviderOptions,
): ImageProvider {
  const baseUrl = (options.baseUrl ?? 'https://places.googleapis.com').replace(/\/+$/, '');
  const maxWidthPx = clampWidth(options.maxWidthPx ?? 1200);
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(
    url: string,
    init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  ): Promise<unknown> {
    const res = await fetch(url, {
      ...init,
      headers: { ...init.headers, 'X-Goog-Api-Key': options.apiKey },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      // Google's error body explains quota and key problems; keep a bounded excerpt for the log.
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new PlacesError(`Places API answered ${res.status}: ${detail}`);
    }
    return res.json();
  }

  async function photoNames(textQuery: string, count: number): Promise<string[]> {
    const body = await call(`${baseUrl}/v1/places:searchText`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Only the fields we use: the field mask also decides which SKU Google bills.
        'X-Goog-FieldMask': 'places.id,places.displayName,places.photos',
      },
      body: JSON.stringify({ textQuery, maxResultCount: 1 }),
    });
    const parsed = searchResponse.safeParse(body);
    if (!parsed.success) throw new PlacesError('Places search answered an unexpected shape');
    const photos = parsed.data.places?.[0]?.photos ?? [];
    return photos
      .map((photo) => photo.name)
      .filter((name) => PHOTO_NAME.test(name))
      .slice(0, count);
  }

  async function photoUri(name: string): Promise<string> {
    const body = await call(
      `${baseUrl}/v1/${name}/media?maxWidthPx=${maxWidthPx}&skipHttpRedirect=true`,
      { method: 'GET' },
    );
    const parsed = mediaResponse.safeParse(body);
    if (!parsed.success) throw new PlacesError('Places photo media answered an unexpected shape');
    return parsed.data.photoUri;
  }

  /** One failed photo should not cost the others; only a total failure is an error. */
  async function lookup(textQuery: string, count: number): Promise<string[]> {
    const wanted = Math.max(0, Math.floor(count));
    if (wanted === 0 || !textQuery.trim()) return [];
    const names = await photoNames(textQuery, wanted);
    const results = await Promise.allSettled(names.map(photoUri));
    const uris = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const firstFailure = results.find((r) => r.status === 'rejected');
    if (uris.length === 0 && firstFailure) throw firstFailure.reason;
    return uris;
  }

  return {
    name: 'google-places',
    // Destination failures propagate: the caller logs them and the plan keeps its placeholder.
    destinationImages: ({ destination, count }) => lookup(destination.trim(), count),
    async placeImages({ name, location, destination, count }) {
      const where = location.trim() || destination.trim();
      try {
        return await lookup(where ? `${name.trim()}, ${where}` : name.trim(), count);
      } catch {
        // Place images are optional decoration: a missing photo must never fail a plan.
        return [];
      }
    },
  };
}
