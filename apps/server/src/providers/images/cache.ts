import type { ImageProvider } from './types.ts';

/** A Map kept in recency order: re-inserting on read moves a key to the young end. */
export class LruMap<K, V> {
  readonly #max: number;
  readonly #map = new Map<K, V>();

  constructor(maxEntries: number) {
    this.#max = Math.max(1, Math.floor(maxEntries));
  }

  get size() {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    if (!this.#map.has(key)) return undefined;
    const value = this.#map.get(key) as V;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.#max) {
      const oldest = this.#map.keys().next();
      if (!oldest.done) this.#map.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#map.delete(key);
  }
}

/**
 * Wraps a provider so one process looks each destination (and place) up once: lookups are
 * paid API calls. The promise itself is cached so concurrent plans for the same city share
 * one request. Failures and empty answers are forgotten so a later plan can try again.
 */
export function cachedImageProvider(provider: ImageProvider, maxEntries = 500): ImageProvider {
  const cache = new LruMap<string, Promise<string[]>>(maxEntries);

  function remember(key: string, load: () => Promise<string[]>): Promise<string[]> {
    const hit = cache.get(key);
    // Callers get their own copy: a caller mutating its list must not change the cache.
    if (hit) return hit.then((urls) => [...urls]);
    // Promise.resolve().then turns a synchronous throw into a rejection like any other failure.
    const pending = Promise.resolve()
      .then(load)
      .then(
        (urls) => {
          if (urls.length === 0 && cache.get(key) === pending) cache.delete(key);
          return urls;
        },
        (err: unknown) => {
          if (cache.get(key) === pending) cache.delete(key);
          throw err;
        },
      );
    cache.set(key, pending);
    return pending.then((urls) => [...urls]);
  }

  const norm = (text: string) => text.trim().toLowerCase();
  return {
    name: provider.name,
    destinationImages(input) {
      const key = JSON.stringify(['d', norm(input.destination), input.count]);
      return remember(key, () => provider.destinationImages(input));
    },
    placeImages(input) {
      const key = JSON.stringify([
        'p',
        norm(input.name),
        norm(input.location),
        norm(input.destination),
        input.count,
      ]);
      return remember(key, () => provider.placeImages(input));
    },
  };
}
