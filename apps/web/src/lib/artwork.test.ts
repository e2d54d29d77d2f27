import { describe, expect, it } from 'vitest';
import { isArtwork, unlabelledArtwork } from './artwork.ts';

describe('artwork URLs', () => {
  it('asks for generated art without its drawn name, once; photos stay as they are', () => {
    const art = '/images/art/destination/kyoto-japan.svg?v=3';
    expect(isArtwork(art)).toBe(true);
    expect(unlabelledArtwork(art)).toBe(`${art}&plain=1`);
    expect(unlabelledArtwork(`${art}&plain=1`)).toBe(`${art}&plain=1`);
    expect(unlabelledArtwork('/images/art/destination/kyoto-japan.svg')).toBe(
      '/images/art/destination/kyoto-japan.svg?plain=1',
    );
    const photo = 'https://places.example.com/photo/abc?w=800';
    expect(isArtwork(photo)).toBe(false);
    expect(unlabelledArtwork(photo)).toBe(photo);
  });
});
