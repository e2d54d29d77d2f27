/**
 * Questionnaire answers turned into one normalised request that the plan builder, the quality
 * checker and the revision code all read, so that each constraint is parsed in one place.
 */

import type { KnownFormData, UnknownFormData } from '@app/shared';
import type {
  AccommodationType,
  ActivityKind,
  Destination,
  DietaryTag,
  TransportMode,
} from './catalogue/types.ts';
import { geocode, type Place } from './gazetteer.ts';
import { type Allergen, parseAllergies } from './parse/allergies.ts';
import { parseAvoid } from './parse/avoid.ts';
import { parseStartDate } from './parse/dates.ts';
import { parseTripDays } from './parse/days.ts';
import { parseDietary } from './parse/dietary.ts';
import { parseMaxDistanceKm } from './parse/distance.ts';
import {
  interestWeights,
  type KindWeights,
  type StatedInterest,
  statedInterests,
} from './parse/interests.ts';
import { limitInWords, type TravelLimit } from './parse/limits.ts';
import { type Occasion, parseOccasions } from './parse/occasions.ts';
import { type Pace, parsePace } from './parse/pace.ts';
import { type Party, parseParty } from './parse/party.ts';
import { parseRegion, type RegionWish } from './parse/regions.ts';
import { parseTimeline } from './parse/timeline.ts';
import { type NamedWish, namedWishes, type Theme, themesIn } from './parse/wishes.ts';
import { norm, wordTable } from './text.ts';

export type Tier = 'budget' | 'mid' | 'luxury';
export const TIERS: readonly Tier[] = ['budget', 'mid', 'luxury'];

export interface PlanRequest {
  firstName: string;
  days: number;
  pace: Pace;
  dietary: DietaryTag[];
  accessible: boolean;
  kids: boolean;
  /** Everyone travelling, the traveller included. */
  party: number;
  /** Who they are: ages, seniors, mobility (see parse/party.ts). */
  people: Party;
  /** Frail or slow-walking travellers: no hikes or adventure activities, an unhurried pace. */
  lowStrain: boolean;
  /** Things the traveller named: each is scheduled or named in a note. */
  wishes: NamedWish[];
  /** Themes that decide where and when (snow, aurora, wine, ...). */
  themes: Theme[];
  /** What the trip celebrates (a honeymoon, a 40th birthday): named in the overview, not booked. */
  occasions?: Occasion[];
  /** Interests in the traveller's words ("hiking", "craft beer", "jazz"): scored and explained. */
  interests?: StatedInterest[];
  /** Allergies outside the diet tags: named in a note, steer restaurant choice. */
  allergies: Allergen[];
  /** Unknown path: the region the destination must lie in ("Europe"). */
  region?: RegionWish;
  /** The travel-time limit in the traveller's words, when one was given. */
  limit?: TravelLimit;
  avoid: string[];
  accommodation: AccommodationType[];
  /** Normalised hotel-group names ("marriott"). */
  brands: string[];
  transport: TransportMode[];
  /** The traveller asked for day trips (the "surrounding areas" checkbox or a revision). */
  dayTrips: boolean;
  /**
   * The traveller turned day trips down (revision "no day trips"). Without it, a trip the city's
   * own venues cannot fill still gets day trips rather than empty days (decision 0023).
   */
  noDayTrips?: boolean;
  /** Total trip budget per person in USD; undefined when not given. */
  budgetPerPerson?: number;
  /**
   * The budget as the traveller set it: the party's total for the trip, unless they wrote "per
   * person" (decision 0021). Undefined when not given.
   */
  budgetTotal?: number;
  /** Unknown path: the stated range, per person. */
  budgetRange?: [number, number];
  /** Forced tier (revision "cheaper"/"more upscale"); otherwise derived per destination. */
  tierOverride?: Tier;
  months: number[];
  monthsLabel: string;
  /**
   * The trip's first day (YYYY-MM-DD) when the answer names a calendar day ("June 3-9"): each day
   * then has a weekday and a month, so closing days and seasons are planned per day.
   */
  startDate?: string;
  weights: KindWeights;
  /** Normalised text of plans so far: activities it names are placed first. */
  mustSeeText: string;
  departure?: Place;
  departureText: string;
  maxDistanceKm?: number;
  /** Venue names already in a plan being revised: kept where the change allows, for stability. */
  keep: string[];
  /** Activity kinds the traveller asked to drop (revision "less nightlife"). */
  excludeKinds: ActivityKind[];
  /** A day trip asked for by name goes first ("add a day trip to Sintra"). */
  tripFirst?: string;
}

export interface RequestOptions {
  /** Reference date for "next month" style answers; plan logic never reads the clock. */
  today?: Date;
}

const ACCOMMODATION_BY_CHIP: Record<string, AccommodationType> = wordTable({
  hotel: 'hotel',
  resort: 'resort',
  'vacation home': 'vacation-home',
  'vacation apartment condo': 'apartment',
  apartment: 'apartment',
  'boutique b and b': 'boutique',
  boutique: 'boutique',
  hostel: 'hostel',
  camping: 'camping',
  'unique stays': 'unique',
});

const TRANSPORT_BY_CHIP: Record<string, TransportMode> = wordTable({
  walking: 'walking',
  'public transit': 'public-transit',
  'rideshare taxi': 'rideshare',
  'rental car': 'rental-car',
  biking: 'biking',
  'scooter motorcycle': 'scooter',
  'tours shuttles': 'tours',
  'boat ferry': 'boat',
});

export function accommodationTypes(chips: readonly string[]): AccommodationType[] {
  return [
    ...new Set(chips.map((c) => ACCOMMODATION_BY_CHIP[norm(c)]).filter((t) => t !== undefined)),
  ];
}

export function transportModes(chips: readonly string[]): TransportMode[] {
  return [...new Set(chips.map((c) => TRANSPORT_BY_CHIP[norm(c)]).filter((t) => t !== undefined))];
}

function brandList(text: string): string[] {
  return text
    .split(/[,;/]|\band\b|\bor\b/i)
    .map((b) =>
      norm(b)
        .replace(/\b(hotels?|resorts?|group|rewards|bonvoy|honors|one|inc)\b/g, '')
        .trim(),
    )
    .filter((b) => b.length >= 2);
}

function departureOf(text: string): Place | undefined {
  return text.trim() ? geocode(text) : undefined;
}

/** "per person" written anywhere means the slider is per person; otherwise it is the party's total. */
function perPerson(...texts: string[]): boolean {
  return /\b(per (person|head|traveller|traveler|adult)|each|pp|a head)\b/.test(
    norm(texts.join(' ')),
  );
}

function peopleFields(travellers: string, otherText: string, accessible: boolean) {
  const people = parseParty(travellers, otherText);
  return {
    people,
    party: people.size,
    kids: people.kids,
    lowStrain: people.lowStrain,
    accessible: accessible || people.wheelchair,
  };
}

export function requestFromUnknown(form: UnknownFormData, opts: RequestOptions = {}): PlanRequest {
  const departure = departureOf(form.departingFrom);
  const timeline = parseTimeline(form.travelTimeline, {
    southern: (departure?.lat ?? 1) < 0,
    today: opts.today,
  });
  const who = peopleFields(form.otherTravelers, form.travelMotivation, form.accessibilityNeeds);
  const [low, high] = form.budgetRange;
  const per = perPerson(form.travelMotivation, form.otherTravelers) ? 1 : who.party;
  const limitText = `${form.maxTravelDistance} ${form.travelMotivation}`;
  const explicit = parseMaxDistanceKm(form.maxTravelDistance);
  const limit =
    explicit !== undefined
      ? { km: explicit, label: form.maxTravelDistance.trim() }
      : limitInWords(limitText);
  const pace = parsePace([], form.travelMotivation);
  return {
    firstName: form.firstName.trim(),
    days: Math.max(1, Math.min(15, form.travelLengthDays)),
    pace: who.lowStrain ? (Math.min(pace, 2) as Pace) : pace,
    dietary: parseDietary(form.dietaryRestrictions),
    ...who,
    wishes: namedWishes(form.travelMotivation, { properOnly: true }),
    themes: themesIn(`${form.travelMotivation} ${form.destinationPreferences.join(' ')}`),
    occasions: parseOccasions(`${form.travelMotivation}. ${form.otherTravelers}`),
    interests: statedInterests(form.travelMotivation),
    allergies: parseAllergies(form.dietaryRestrictions),
    // A region chip ("Europe") counts as much as the words.
    region:
      parseRegion(form.travelMotivation) ?? parseRegion(form.destinationPreferences.join('. ')),
    limit,
    avoid: parseAvoid(form.placesToAvoid),
    accommodation: accommodationTypes(form.accommodationPreferences),
    brands: brandList(form.preferredHotelBrands),
    transport: transportModes(form.transportationPreferences),
    dayTrips: false,
    budgetPerPerson: high > 0 ? high / per : undefined,
    budgetTotal: high > 0 ? high * (who.party / per) : undefined,
    budgetRange: [Math.min(low, high) / per, Math.max(low, high) / per],
    months: timeline.months,
    monthsLabel: timeline.label,
    startDate: parseStartDate(form.travelTimeline, opts.today),
    weights: interestWeights({
      chips: [...form.experiencePreferences, ...form.budgetPriorities],
      text: form.travelMotivation,
    }),
    mustSeeText: '',
    departure,
    departureText: form.departingFrom,
    maxDistanceKm: limit?.km,
    keep: [],
    excludeKinds: [],
  };
}

export function requestFromKnown(form: KnownFormData, opts: RequestOptions = {}): PlanRequest {
  const departure = departureOf(form.departingFrom);
  const timeline = parseTimeline(form.datesTraveling, {
    southern: (departure?.lat ?? 1) < 0,
    today: opts.today,
  });
  const who = peopleFields(form.otherTravelers, form.plansSoFar, form.accessibilityNeeds);
  const per = perPerson(form.plansSoFar, form.otherTravelers) ? 1 : who.party;
  const pace = parsePace(form.dayStructurePreferences);
  return {
    firstName: form.firstName.trim(),
    days: parseTripDays(form.datesTraveling),
    pace: who.lowStrain ? (Math.min(pace, 2) as Pace) : pace,
    dietary: parseDietary(form.dietaryRestrictions),
    ...who,
    wishes: namedWishes(form.plansSoFar),
    themes: themesIn(form.plansSoFar),
    occasions: parseOccasions(`${form.plansSoFar}. ${form.otherTravelers}`),
    interests: statedInterests(form.plansSoFar),
    allergies: parseAllergies(form.dietaryRestrictions),
    avoid: parseAvoid(form.placesToAvoid),
    accommodation: accommodationTypes(form.accommodationPreferences),
    brands: brandList(form.preferredHotelBrands),
    transport: transportModes(form.transportationPreferences),
    dayTrips: form.exploreSurroundingAreas,
    budgetPerPerson: form.budgetRange > 0 ? form.budgetRange / per : undefined,
    budgetTotal: form.budgetRange > 0 ? form.budgetRange * (who.party / per) : undefined,
    months: timeline.months,
    monthsLabel: timeline.label,
    startDate: parseStartDate(form.datesTraveling, opts.today),
    weights: interestWeights({ chips: form.experiencePriorities, text: form.plansSoFar }),
    mustSeeText: norm(form.plansSoFar),
    departure,
    departureText: form.departingFrom,
    keep: [],
    excludeKinds: [],
  };
}

/**
 * The tier a budget buys at this destination: the dearest tier whose daily cost fits the budget
 * per person per day (the budget tier when even that does not fit).
 */
export function tierFor(dest: Destination, req: PlanRequest): Tier {
  if (req.tierOverride) return req.tierOverride;
  if (req.budgetPerPerson === undefined) return 'mid';
  const perDay = req.budgetPerPerson / req.days;
  if (perDay >= dest.dailyCostUsd.luxury) return 'luxury';
  if (perDay >= dest.dailyCostUsd.mid) return 'mid';
  return 'budget';
}

/** Price levels a tier may use; the first is the level aimed at. */
export const LEVELS_BY_TIER: Record<Tier, readonly number[]> = {
  budget: [1, 2],
  mid: [2, 3],
  luxury: [4, 3],
};
