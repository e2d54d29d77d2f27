import { describe, expect, it } from 'vitest';
import { placeName } from '../src/place-name.ts';

describe('placeName', () => {
  it('says a repeated part once and leaves other names alone', () => {
    expect(placeName('Mauritius, Mauritius')).toBe('Mauritius');
    expect(placeName('Singapore, singapore')).toBe('Singapore');
    expect(placeName('Kyoto, Japan')).toBe('Kyoto, Japan');
    expect(placeName('Jeju Island, Jeju Province, South Korea')).toBe(
      'Jeju Island, Jeju Province, South Korea',
    );
    expect(placeName('Luxembourg')).toBe('Luxembourg');
  });
});
