import { describe, expect, it } from 'vitest';
import { cachedImageProvider, LruMap } from '../../src/providers/images/cache.ts';
import type { ImageProvider } from '../../src/providers/images/types.ts';

/** A provider that counts lookups and can be told to fail or find nothing. */
function countingProvider() {
  const calls: string[] = [];
  let mode: 'ok' | 'fail' | 'empty' = 'ok';
  const provider: ImageProvider = {
    name: 'google-places',
    async destinationImages({ destination, count }) {
      calls.push(destination);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (mode === 'fail') throw new Error('quota');
      return mode === 'empty'
        ? []
        : Array.from({ length: count }, (_, i) => `https://img/${destination}/${i}`);
    },
    async placeImages({ name, count }) {
      calls.push(`place:${name}`);
      return Array.from({ length: count }, (_, i) => `https://img/${name}/${i}`);
    },
  };
  return { provider, calls, setMode: (m: typeof mode) => (mode = m) };
}

describe('cachedImageProvider', () => {
  it('looks each destination up once per process, sharing concurrent lookups', async () => {
    const { provider, calls } = countingProvider();
    const cached = cachedImageProvider(provider, 10);
    expect(cached.name).toBe('google-places');
    const [a, b] = await Promise.all([
      cached.destinationImages({ destination: 'Lisbon, Portugal', count: 2 }),
      cached.destinationImages({ destination: ' lisbon, portugal ', count: 2 }),
    ]);
    const c = await cached.destinationImages({ destination: 'Lisbon, Portugal', count: 2 });
    expect(a).toEqual(b);
    expect(c).toEqual(a);
    expect(calls).toEqual(['Lisbon, Portugal']);

    c.push('mutated');
    expect(
      await cached.destinationImages({ destination: 'Lisbon, Portugal', count: 2 }),
    ).toHaveLength(2);
    await cached.placeImages({ name: 'Market', location: 'X', destination: 'Lisbon', count: 1 });
    await cached.placeImages({ name: 'Market', location: 'X', destination: 'Lisbon', count: 1 });
    expect(calls).toEqual(['Lisbon, Portugal', 'place:Market']);
  });

  it('forgets failures and empty answers so a later plan can try again', async () => {
    const { provider, calls, setMode } = countingProvider();
    const cached = cachedImageProvider(provider, 10);
    setMode('fail');
    await expect(cached.destinationImages({ destination: 'Rome', count: 1 })).rejects.toThrow(
      'quota',
    );
    setMode('empty');
    await expect(cached.destinationImages({ destination: 'Rome', count: 1 })).resolves.toEqual([]);
    setMode('ok');
    await expect(cached.destinationImages({ destination: 'Rome', count: 1 })).resolves.toEqual([
      'https://img/Rome/0',
    ]);
    await cached.destinationImages({ destination: 'Rome', count: 1 });
    expect(calls).toEqual(['Rome', 'Rome', 'Rome']);
  });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const { provider, calls } = countingProvider();
    const cached = cachedImageProvider(provider, 2);
    for (const d of ['A', 'B', 'A', 'C', 'A', 'B'])
      await cached.destinationImages({ destination: d, count: 1 });
    // C evicted B (A was used more recently), so B is looked up again at the end.
    expect(calls).toEqual(['A', 'B', 'C', 'B']);
  });
});

describe('LruMap', () => {
  it('keeps at most maxEntries, dropping the oldest unread key', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.size).toBe(2);
  });
});
