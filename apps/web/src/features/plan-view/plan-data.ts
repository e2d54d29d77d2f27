import type {
  ComparisonData,
  KnownDayPart,
  PlaceToStay,
  PlanRecord,
  Restaurant,
  ThingToDo,
} from '@app/shared';

/**
 * Read-only views of a plan record's plan_data. The API passes plan_data through as stored
 * (or trimmed for a preview), so every field is read defensively: a preview has no best
 * time, cost or packing, and the second destination or comparison may not exist yet.
 */
export interface ItineraryDayView {
  day_num: number;
  summary: string;
  morning: string | KnownDayPart;
  afternoon: string | KnownDayPart;
  evening: string | KnownDayPart;
}

export interface DestinationView {
  location: string;
  overview: string;
  time_to_go: string;
  estimated_cost: string;
  what_to_pack: string;
  helpful_tips: string;
  places_to_stay: PlaceToStay[];
  restaurants: Restaurant[];
  things_to_do: ThingToDo[];
  itinerary: ItineraryDayView[];
}

export type DestinationKey = 'destination' | 'second_destination';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function listOf<T>(value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    ...item,
    images: Array.isArray(item.images) ? item.images.filter((i) => typeof i === 'string') : [],
  })) as T[];
}

function dayPart(value: unknown): string | KnownDayPart {
  if (isRecord(value)) {
    return { time: str(value.time), activities: str(value.activities), dining: str(value.dining) };
  }
  return str(value);
}

function itineraryOf(value: unknown): ItineraryDayView[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((day, index) => ({
    day_num: typeof day.day_num === 'number' ? day.day_num : index + 1,
    summary: str(day.summary),
    morning: dayPart(day.morning),
    afternoon: dayPart(day.afternoon),
    evening: dayPart(day.evening),
  }));
}

/** The destination under `key`, or null when the plan does not have it (yet). */
export function destinationOf(plan: PlanRecord, key: DestinationKey): DestinationView | null {
  const raw = plan.plan_data[key];
  if (!isRecord(raw) || str(raw.location) === '') return null;
  return {
    location: str(raw.location),
    overview: str(raw.overview),
    time_to_go: str(raw.time_to_go),
    estimated_cost: str(raw.estimated_cost),
    what_to_pack: str(raw.what_to_pack),
    helpful_tips: str(raw.helpful_tips),
    places_to_stay: listOf<PlaceToStay>(raw.places_to_stay),
    restaurants: listOf<Restaurant>(raw.restaurants),
    things_to_do: listOf<ThingToDo>(raw.things_to_do),
    itinerary: itineraryOf(raw.itinerary),
  };
}

function pairOf(value: unknown): ComparisonData['cost'] {
  const record = isRecord(value) ? value : {};
  return {
    firstDestination: str(record.firstDestination),
    secondDestination: str(record.secondDestination),
  };
}

export function comparisonOf(plan: PlanRecord): ComparisonData | null {
  const raw = plan.comparison_data_unknown;
  if (!isRecord(raw)) return null;
  return {
    cost: pairOf(raw.cost),
    travel_distance: pairOf(raw.travel_distance),
    travel_timing: str(raw.travel_timing),
    budget_highlights: str(raw.budget_highlights),
    other_tips: str(raw.other_tips),
  };
}

export function locationOf(plan: PlanRecord | null | undefined): string | null {
  if (!plan) return null;
  const raw = plan.plan_data.destination;
  return isRecord(raw) && typeof raw.location === 'string' ? raw.location : null;
}

/** The item's map link, else a maps search built from its name and location. */
export function mapLink(link: string | undefined, name: string, location: string): string {
  if (link && /^https?:\/\//i.test(link)) return link;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} ${location}`)}`;
}

/** The cached-image key (plans-payments-admin §5): lowercase, non-alphanumeric runs -> '_'. */
export function normaliseDestination(location: string): string {
  return location.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

export const isUnknownType = (plan: PlanRecord) => plan.plan_type === 'DESTINATION_UNKNOWN';

/** Only numeric plan ids are real (the checkout modal renders only for those). */
export function parsePlanId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
