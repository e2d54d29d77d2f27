/**
 * The planner evaluation set: requests written as travellers would write them, each with the
 * expectations a person wrote down before running the planner. Expectations are plain data so
 * the judge can check them without any of the planner's own parsing.
 */
import type { KnownFormData, UnknownFormData } from '@app/shared';

/** The failure kinds of issue 11; each case has one primary category. */
export const CATEGORIES = [
  'season',
  'distance',
  'day-out',
  'region',
  'wine-villages',
  'qualifier',
  'regions-islands-parks',
  'party',
  'seniors',
  'wheelchair',
  'named-wish',
  'allergy',
  'avoid',
  'family-budget',
  'long-trip',
  'diet',
] as const;
/** Categories of the held-out set (cases-heldout.ts) that the original set does not have. */
export const HELDOUT_CATEGORIES = [
  'season',
  'weekday',
  'long-wheelchair',
  'long-family',
  'diet',
  'allergy',
  'avoid',
  'occasion',
  'interests',
  'country-region',
] as const;
export type Category = (typeof CATEGORIES)[number] | (typeof HELDOUT_CATEGORIES)[number];

export type DietTag = 'vegetarian' | 'vegan' | 'gluten-free' | 'halal' | 'kosher';

/**
 * Venues or activities a case author says must not appear anywhere in the plan (venue names and
 * descriptions in the lists, and every part of every day), written from real-world knowledge, not
 * from the catalogue.
 */
export interface MustNot {
  /**
   * season: not running in the travel month; weekday: only on days the trip does not include;
   * avoid: on or part of a place the traveller asked to avoid; allergen: a dish or house that
   * normally contains the allergen; access: not usable from a wheelchair; family: not for a
   * family with young children.
   */
  kind: 'season' | 'weekday' | 'avoid' | 'allergen' | 'access' | 'family';
  terms: string[];
  /** Longer names that contain a term but are something else ("Nou de la Rambla"). */
  except?: string[];
  reason: string;
}

/** A venue that runs or opens only on some weekdays (0 Sunday .. 6 Saturday). */
export interface WeekdayRule {
  terms: string[];
  onlyOn?: number[];
  notOn?: number[];
  reason: string;
}

export interface Expectations {
  /** Known path: the place the plan must be for (location or overview names it). */
  place?: { name: string; country: string; region?: string };
  /**
   * Unknown path: acceptable destinations. A destination passes when its name matches one of
   * `names`, or its country one of `countries`, or its continent one of `continents`.
   */
  accept?: { names?: string[]; countries?: string[]; continents?: string[] };
  /** Unknown path: great-circle limit from the traveller's home, written as home coordinates. */
  within?: { km: number; from: readonly [number, number] };
  /** Unknown path: climate the destination must have in `months` (catalogue monthly highs). */
  climate?: { months: number[]; maxHighC?: number; minHighC?: number };
  /** Unknown path: destinations must lie at or above this latitude (aurora). */
  minLat?: number;
  /** Each wish: alternative words; one must appear in the plan, or in a note that says it is missing. */
  wishes?: string[][];
  diets?: DietTag[];
  /** Allergens that must be named in the plan's notes. */
  allergies?: string[];
  /** No venue named in (or the destination itself) may match these words. */
  avoid?: string[];
  days?: number;
  /** Travel months, written down by the author, for the out-of-season check. */
  months?: number[];
  /** true: child mode expected; false: the plan must not treat the party as children. */
  kids?: boolean;
  /** Wheelchair user: every stay and activity used must be documented as accessible. */
  wheelchair?: boolean;
  /** Activity kinds that must not be scheduled (strenuous things for frail seniors). */
  noKinds?: string[];
  /** Budget: stays no dearer than this many $ signs, and the cost states the party's total. */
  budget?: { maxStayLevel?: number; partyTotal: boolean };
  /** Unknown path: each destination says why it was chosen, and the comparison says which fits better. */
  why?: boolean;
  /** Held-out: names that must not appear (season, weekday, avoid variants, allergen dishes, access). */
  mustNot?: MustNot[];
  /** Held-out: the first day's date (YYYY-MM-DD) and venues that must only be on some weekdays. */
  weekdays?: { start: string; rules: WeekdayRule[] };
  /**
   * Held-out: an occasion (alternative words) the overview or the reasons must acknowledge, and
   * that no "couldn't find" note may name.
   */
  occasion?: string[];
  /** Held-out: the traveller's interests (alternative words); the reasons must mention one. */
  interests?: string[][];
  /**
   * Held-out: restaurants the case author knows suit `diets` in this city. When present, a named
   * restaurant or meal suits the diet only if it is on this list (catalogue tags are not read).
   */
  dietVenues?: string[];
}

interface Base {
  id: string;
  category: Category;
  /** Who is asking, in a few words. */
  who: string;
  expect: Expectations;
}

export type EvalCase =
  | (Base & {
      planType: 'DESTINATION_KNOWN';
      form: Partial<KnownFormData> & { destination: string };
    })
  | (Base & { planType: 'DESTINATION_UNKNOWN'; form: Partial<UnknownFormData> });
