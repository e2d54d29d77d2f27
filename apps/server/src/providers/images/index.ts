import { cachedImageProvider } from './cache.ts';
import { createGooglePlacesImageProvider } from './google-places.ts';
import { createLocalImageProvider } from './local.ts';
import type { ImageProvider } from './types.ts';

export { ARTWORK_VERSION, type ArtworkInput, renderArtwork } from './artwork.ts';
export { cachedImageProvider, LruMap } from './cache.ts';
export {
  createGooglePlacesImageProvider,
  type GooglePlacesImageProviderOptions,
} from './google-places.ts';
export { createLocalImageProvider, type LocalImageProviderOptions } from './local.ts';
export { isValidSlug, slugify, titleFromSlug } from './slug.ts';
export type { ImageProvider } from './types.ts';

export interface ImageProviderConfig {
  provider: 'local' | 'google-places';
  googlePlacesApiKey?: string;
  /** Only for tests and proxies; defaults to Google's endpoint. */
  googlePlacesBaseUrl?: string;
}

/**
 * Chooses the provider from configuration. Google lookups are cached per process (they are
 * billed); the local provider computes URLs and needs no cache.
 */
export function imageProviderFromConfig(config: ImageProviderConfig): ImageProvider {
  if (config.provider === 'local') return createLocalImageProvider();
  if (!config.googlePlacesApiKey) {
    throw new Error('IMAGE_PROVIDER=google-places needs GOOGLE_PLACES_API_KEY');
  }
  return cachedImageProvider(
    createGooglePlacesImageProvider({
      apiKey: config.googlePlacesApiKey,
      ...(config.googlePlacesBaseUrl ? { baseUrl: config.googlePlacesBaseUrl } : {}),
    }),
  );
}
