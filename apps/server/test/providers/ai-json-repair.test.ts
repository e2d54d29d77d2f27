import { describe, expect, it } from 'vitest';
import { extractJson } from '../../src/providers/planner/json-repair.ts';
import { mapsSearchLink, parseChips } from '../../src/providers/planner/normalize.ts';

describe('extractJson', () => {
  it('takes the outermost object, ignoring brackets inside strings', () => {
    const text = 'Sure! {"a": "x } y", "b": {"c": [1, 2]}} Hope that helps {"d": 1}';
    expect(extractJson(text)).toEqual({ a: 'x } y', b: { c: [1, 2] } });
  });

  it('removes trailing commas but not commas inside strings', () => {
    expect(extractJson('{"a": "1, }", "b": [1, 2, ], }')).toEqual({ a: '1, }', b: [1, 2] });
  });

  it('reads a fenced block with escaped quotes', () => {
    expect(extractJson('```json\n{"a": "say \\"hi\\""}\n```')).toEqual({ a: 'say "hi"' });
  });

  it('rejects a reply cut off mid-object', () => {
    expect(() => extractJson('{"location": "Lisbon", "itinerary": [')).toThrow(
      expect.objectContaining({ code: 'INVALID_RECOMMENDATION' }),
    );
  });
});

describe('helpers', () => {
  it('builds a maps search link from name and location', () => {
    expect(mapsSearchLink('Café A Brasileira', 'Chiado, Lisbon')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20A%20Brasileira%2C%20Chiado%2C%20Lisbon',
    );
  });

  it('skips non-string chips', () => {
    expect(parseChips('{"chips": ["Beaches", 3, null, " Food "]}')).toEqual(['Beaches', 'Food']);
  });
});
