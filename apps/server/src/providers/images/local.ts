import { ARTWORK_VERSION } from './artwork.ts';
import { slugify } from './slug.ts';
import type { ImageProvider } from './types.ts';

/** Galleries beyond this add nothing (the carousel shows a handful) and the route refuses more. */
export const MAX_GALLERY_INDEX = 9;

export interface LocalImageProviderOptions {
  /** Where routes.ts serves the artwork; an operator behind a CDN may use an absolute URL. */
  publicPath?: string;
}

const clampCount = (count: number) =>
  Math.max(0, Math.min(MAX_GALLERY_INDEX + 1, Math.floor(count)));

/**
 * The embedded default: URLs of artwork this app draws itself (routes.ts), so plans have
 * images with no network and no keys. Nothing is looked up, so it never fails.
 */
export function createLocalImageProvider(options: LocalImageProviderOptions = {}): ImageProvider {
  const base = (options.publicPath ?? '/images/art').replace(/\/+$/, '');
  return {
    name: 'local',
    async destinationImages({ destination, count }) {
      const url = `${base}/destination/${slugify(destination, 'destination')}.svg?v=${ARTWORK_VERSION}`;
      // The hero keeps the plain URL; further gallery images ask for other compositions.
      return Array.from({ length: clampCount(count) }, (_, i) => (i === 0 ? url : `${url}&i=${i}`));
    },
    async placeImages({ name, destination, count }) {
      const path = `${base}/place/${slugify(destination, 'destination')}/${slugify(name, 'place')}.svg`;
      return Array.from(
        { length: clampCount(count) },
        (_, i) => `${path}?v=${ARTWORK_VERSION}&i=${i}`,
      );
    },
  };
}
