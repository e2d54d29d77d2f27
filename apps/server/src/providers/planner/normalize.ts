import {
  type ComparisonData,
  comparisonData,
  type KnownDestination,
  knownDestination,
  MAX_GENERATED_CHIPS,
  mapSearchLink,
  type PlanDestination,
  type PlanType,
  type UnknownDestination,
  unknownDestination,
} from '@app/shared';
import { extractJson, invalid } from './json-repair.ts';

/**
 * From parsed model JSON to the shared plan shapes. Small, predictable slips are coerced
 * (a list where a sentence was asked for, "1" for a day number, a {destination: {...}}
 * wrapper); everything is then validated with the same zod schemas the local planner's
 * output passes, so a model can never put a malformed plan into the database.
 */

/** Chips are button labels; anything longer is a sentence the model should not have sent. */
export const MAX_CHIP_LENGTH = 40;

type Json = Record<string, unknown>;

function asRecord(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

/** The shared maps-search helper (packages/shared/src/maps.ts), for "name, location". */
export function mapsSearchLink(name: string, location: string): string {
  return mapSearchLink(`${name}, ${location}`);
}

/** Lists and numbers where prose was asked for become prose; other values pass to zod. */
function toText(value: unknown): unknown {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('; ');
  if (typeof value === 'number') return String(value);
  return value;
}

/**
 * Models invent short links and place ids that lead nowhere; a maps search for the name
 * and location always finds the place, so it replaces anything that is not a plain https URL
 * and every goo.gl short link.
 */
function mapsLink(value: unknown, name: unknown, location: unknown): string {
  if (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value) && !/goo\.gl\//.test(value)) {
    return value;
  }
  return mapsSearchLink(String(toText(name) ?? ''), String(toText(location) ?? ''));
}

function items(value: unknown, nameKey: string, textKeys: string[]): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((raw) => {
    const item = asRecord(raw);
    if (!item) return raw;
    const out: Json = { ...item };
    for (const key of textKeys) out[key] = toText(item[key]);
    out.google_maps_link = mapsLink(item.google_maps_link, out[nameKey], out.location);
    // Photos come from the image provider, never from the model: its URLs are guesses.
    out.images = [];
    return out;
  });
}

function dayPart(value: unknown, planType: PlanType): unknown {
  const record = asRecord(value);
  if (planType === 'DESTINATION_KNOWN') {
    if (typeof value === 'string') return { time: '', activities: value, dining: '' };
    if (!record) return value;
    return {
      time: toText(record.time ?? ''),
      activities: toText(record.activities ?? ''),
      dining: toText(record.dining ?? ''),
    };
  }
  if (record) {
    return Object.values(record)
      .map(toText)
      .filter((v) => typeof v === 'string' && v !== '')
      .join(' ');
  }
  return toText(value);
}

function itinerary(value: unknown, planType: PlanType, maxDays?: number): unknown {
  if (!Array.isArray(value)) return value;
  const days = value.map((raw, index) => {
    const day = asRecord(raw);
    if (!day) return raw;
    const num = Number(day.day_num);
    return {
      day_num: Number.isInteger(num) && num > 0 ? num : index + 1,
      summary: toText(day.summary ?? ''),
      morning: dayPart(day.morning, planType),
      afternoon: dayPart(day.afternoon, planType),
      evening: dayPart(day.evening, planType),
    };
  });
  // The traveller chose the trip length; extra days from the model are dropped, not shown.
  return maxDays === undefined ? days : days.slice(0, maxDays);
}

/** The destination object itself, also when the model wrapped it in {destination: {...}}. */
function unwrap(value: unknown, wrapperKeys: string[]): Json | undefined {
  const record = asRecord(value);
  if (!record) return undefined;
  if (typeof record.location === 'string') return record;
  for (const key of wrapperKeys) {
    const inner = asRecord(record[key]);
    if (inner) return inner;
  }
  return record;
}

export interface DestinationOptions {
  /** Itinerary days beyond this are dropped (the unknown path's chosen trip length). */
  maxDays?: number;
  /** Wrapper keys to look inside when the object has no location of its own. */
  wrapperKeys?: string[];
}

export function toDestination(
  value: unknown,
  planType: 'DESTINATION_KNOWN',
  options?: DestinationOptions,
): KnownDestination;
export function toDestination(
  value: unknown,
  planType: 'DESTINATION_UNKNOWN',
  options?: DestinationOptions,
): UnknownDestination;
export function toDestination(
  value: unknown,
  planType: PlanType,
  options?: DestinationOptions,
): PlanDestination;
export function toDestination(
  value: unknown,
  planType: PlanType,
  options: DestinationOptions = {},
): PlanDestination {
  const raw = unwrap(value, options.wrapperKeys ?? ['destination', 'plan']);
  // Spec §5: a recommendation without a destination is rejected by name.
  if (!raw || typeof raw.location !== 'string' || raw.location.trim() === '') throw invalid();
  const candidate: Json = {
    ...raw,
    location: raw.location.trim(),
    overview: toText(raw.overview),
    time_to_go: toText(raw.time_to_go),
    estimated_cost: toText(raw.estimated_cost),
    helpful_tips: toText(raw.helpful_tips),
    itinerary: itinerary(raw.itinerary, planType, options.maxDays),
    places_to_stay: items(raw.places_to_stay, 'name', ['price_range']),
    restaurants: items(raw.restaurants, 'restaurant_name', ['restaurant_type']),
    things_to_do: items(raw.things_to_do, 'destination_name', []),
  };
  if (raw.what_to_pack === undefined || raw.what_to_pack === null) delete candidate.what_to_pack;
  else candidate.what_to_pack = toText(raw.what_to_pack);
  const schema = planType === 'DESTINATION_KNOWN' ? knownDestination : unknownDestination;
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

export function toComparison(value: unknown): ComparisonData {
  const raw = asRecord(value);
  if (!raw) throw invalid();
  const parsed = comparisonData.safeParse({
    ...raw,
    travel_timing: toText(raw.travel_timing),
    budget_highlights: toText(raw.budget_highlights),
    other_tips: toText(raw.other_tips),
  });
  if (!parsed.success) throw invalid();
  return parsed.data;
}

/** Chips: {"chips": [...]} (json_object mode needs an object) or a bare array. */
export function parseChips(text: string): string[] {
  const value = extractJson(text);
  const record = asRecord(value);
  const list = Array.isArray(value)
    ? value
    : (record?.chips ?? record?.response_chips ?? Object.values(record ?? {}).find(Array.isArray));
  if (!Array.isArray(list)) throw invalid();
  const seen = new Set<string>();
  const chips: string[] = [];
  for (const entry of list) {
    if (typeof entry !== 'string') continue;
    const label = entry.trim().replace(/\s+/g, ' ');
    const key = label.toLowerCase();
    if (!label || label.length > MAX_CHIP_LENGTH || seen.has(key)) continue;
    seen.add(key);
    chips.push(label);
    if (chips.length === MAX_GENERATED_CHIPS) break;
  }
  if (chips.length === 0) throw invalid();
  return chips;
}
