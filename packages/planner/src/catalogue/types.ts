/**
 * The destination catalogue's shape. Every entry names a real, long-established place;
 * the planner only ever recommends venues that appear here (or, for places outside the
 * catalogue, map searches that are labelled as such).
 */

/** The ten destination chips of the questionnaire, as tags. */
export const ENVIRONMENT_TAGS = [
  'warm',
  'cool',
  'beach',
  'mountains',
  'urban',
  'rural',
  'popular',
  'hidden-gem',
  'modern',
  'traditional',
] as const;
export type EnvironmentTag = (typeof ENVIRONMENT_TAGS)[number];

/** The ten experience chips of the questionnaire, as tags. */
export const EXPERIENCE_TAGS = [
  'relaxing',
  'active',
  'cultural',
  'scenic',
  'nightlife',
  'quiet',
  'culinary',
  'simple-dining',
  'historical',
  'recreation',
] as const;
export type ExperienceTag = (typeof EXPERIENCE_TAGS)[number];

/** The transport chips, as tags. */
export const TRANSPORT_MODES = [
  'walking',
  'public-transit',
  'rideshare',
  'rental-car',
  'biking',
  'scooter',
  'tours',
  'boat',
] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** The accommodation chips, as tags. */
export const ACCOMMODATION_TYPES = [
  'hotel',
  'resort',
  'vacation-home',
  'apartment',
  'boutique',
  'hostel',
  'camping',
  'unique',
] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'halal', 'kosher'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** What an activity is, used to match the experience/budget priority chips and revision feedback. */
export const ACTIVITY_KINDS = [
  'museum',
  'gallery',
  'landmark',
  'historic-site',
  'religious-site',
  'park',
  'nature',
  'hike',
  'beach',
  'viewpoint',
  'market',
  'shopping',
  'food',
  'tour',
  'nightlife',
  'live-music',
  'spa',
  'adventure',
  'water-sport',
  'neighbourhood-walk',
  'family',
  'performance',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const CONTINENTS = [
  'africa',
  'asia',
  'europe',
  'north-america',
  'south-america',
  'oceania',
] as const;
export type Continent = (typeof CONTINENTS)[number];

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** 1 = budget, 2 = moderate, 3 = upscale, 4 = luxury. */
export type PriceLevel = 1 | 2 | 3 | 4;

/** Twelve values, January first. */
export type Monthly = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export interface Stay {
  name: string;
  type: AccommodationType;
  priceLevel: PriceLevel;
  neighbourhood: string;
  /** One or two sentences on why it is recommended. */
  why: string;
  /** Parent hotel group when it belongs to one: 'Marriott', 'Hilton', 'Hyatt', 'IHG', 'Accor', ... */
  brand?: string;
  /** Step-free access and accessible rooms are documented by the property. */
  accessible: boolean;
  familyFriendly: boolean;
  /** Months (1-12) it is open, for seasonal lodges (a summer-only park lodge); absent means all year. */
  months?: number[];
}

export interface Restaurant {
  name: string;
  /** Cuisine or kind of place: "Portuguese seafood", "Ramen counter", "Café". */
  cuisine: string;
  priceLevel: PriceLevel;
  neighbourhood: string;
  description: string;
  /** Only what is true of the menu: vegetarian/vegan options, gluten-free options, halal, kosher. */
  dietary: DietaryTag[];
  meals: Meal[];
  /** Months (1-12) it is open, for seasonal places (a ski-season mountain restaurant); absent means all year. */
  months?: number[];
  /** Weekdays it is closed all day (many restaurants close on Sunday or Monday). */
  closedDays?: Weekday[];
}

export interface Activity {
  name: string;
  description: string;
  neighbourhood: string;
  kinds: ActivityKind[];
  indoor: boolean;
  /** Reasonably accessible to wheelchair users. */
  accessible: boolean;
  familyFriendly: boolean;
  /** An evening or night-time thing (bar district, show, night market, sunset cruise). */
  nightlife: boolean;
  /** Typical cost per adult in US dollars; 0 when free. */
  costUsd: number;
  durationHours: number;
  /** When in the day it is best done. */
  bestTime: TimeOfDay[];
  /** Months (1-12) it runs or is worth doing; absent means all year. */
  months?: number[];
  /** Weekdays it is closed (a Sunday market is closed every other day). */
  closedDays?: Weekday[];
  /** The youngest age the venue admits, when it sets one (a tour that admits no child under 5). */
  minAge?: number;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What kind of place a destination is (the catalogue's coverage is counted by it). */
export const DESTINATION_KINDS = ['city', 'nature', 'island-coast', 'town-countryside'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

export interface DayTrip {
  name: string;
  description: string;
  /** "1 h by train", "90 min by car". */
  travelTime: string;
  /** The outing works for a wheelchair user (step-free transport and the main sights reachable). */
  accessible?: boolean;
  /** The outing suits children. */
  familyFriendly?: boolean;
  /** Months (1-12) it is worth doing or reachable (a mountain pass open in summer); absent means all year. */
  months?: number[];
  /**
   * Real places to eat lunch at the trip's destination (a market hall by Kronborg, a soba house
   * in Kamakura), used when the trip's town is not itself in the catalogue.
   */
  lunch?: Restaurant[];
}

export interface Destination {
  /** kebab-case, unique: "lisbon", "cape-town". */
  id: string;
  name: string;
  country: string;
  /** State, province or region, where it tells namesakes apart ("Texas", "Ontario"). */
  region?: string;
  /**
   * The bare name means a better-known namesake (Portland alone is Portland, Oregon), so only a
   * qualified name ("Portland, Maine", "Portland ME") or the id finds this entry.
   */
  onlyWithRegion?: boolean;
  /** Absent on the older city entries, which are all 'city'. */
  kind?: DestinationKind;
  /** ISO date (YYYY-MM-DD) the entry's venues were last checked as operating. */
  lastChecked?: string;
  continent: Continent;
  lat: number;
  lng: number;
  environment: EnvironmentTag[];
  experiences: ExperienceTag[];
  /** Two to four sentences, factual. */
  overview: string;
  climate: {
    /** Typical daily high per month, °C. */
    highC: Monthly;
    /** Typical daily low per month, °C. */
    lowC: Monthly;
    /** Months (1-12) that are notably wet or stormy (monsoon, rainy season). */
    wetMonths: number[];
  };
  /** Typical spend per person per day in US dollars including lodging, by tier. */
  dailyCostUsd: { budget: number; mid: number; luxury: number };
  /** Four to six practical local tips. */
  tips: string[];
  transport: TransportMode[];
  dayTrips: DayTrip[];
  stays: Stay[];
  restaurants: Restaurant[];
  activities: Activity[];
}
