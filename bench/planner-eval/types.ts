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
export type Category = (typeof CATEGORIES)[number];

export type DietTag = 'vegetarian' | 'vegan' | 'gluten-free' | 'halal' | 'kosher';

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
