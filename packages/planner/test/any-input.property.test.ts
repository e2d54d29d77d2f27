/**
 * Any text a traveller can send, in any field the schema accepts, gives a plan or a clear
 * PlannerError (which the API answers with a 4xx), never another exception. Strings mix
 * whole words the parsers look for with arbitrary code points, so both the word tables and the
 * character handling are exercised. FC_RUNS=500 hunts longer.
 */
import {
  type KnownFormData,
  knownFormData,
  type UnknownFormData,
  unknownFormData,
} from '@app/shared';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  PlannerError,
  planKnown,
  recommendUnknownFirst,
  recommendUnknownSecond,
  revisePlan,
} from '../src/index.ts';

const RUNS = Number(process.env.FC_RUNS ?? 60);
const TIMEOUT_MS = Math.max(30_000, RUNS * 60);
const TODAY = { today: new Date('2026-03-01T00:00:00Z') };

/** Words and shapes the parsers react to, and names that exist on Object.prototype. */
const WORDS = [
  'vegan',
  'halal',
  'gluten free',
  'kosher',
  'nut allergy',
  'wheelchair',
  'my 2 kids aged 4 and 7',
  'two adult sons',
  'seniors',
  'no long flights',
  'a day out',
  'within 3 hours',
  'weekend',
  'June 3-9',
  'in January',
  'next spring',
  '15 days',
  'snow',
  'northern lights',
  'wine',
  'jazz',
  'beer',
  'hiking',
  'beach',
  'honeymoon',
  'our 40th birthday',
  'Paris, Texas',
  'Valencia',
  'Kyoto',
  'Europe',
  'Asia',
  'skip La Rambla',
  "St Mark's Sq",
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  '$5,000',
  '1e309',
  '-1',
  '0',
  '9999999999',
];

const text = (max: number) =>
  fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join(' ').slice(0, max));

const chips = fc.array(text(100), { maxLength: 4 });

const unknownInput = fc.record({
  firstName: text(100),
  travelMotivation: text(400),
  travelTimeline: text(200),
  travelLengthDays: fc.integer({ min: 1, max: 15 }),
  otherTravelers: text(200),
  departingFrom: text(200),
  destinationPreferences: chips,
  experiencePreferences: chips,
  budgetRange: fc.tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 })),
  maxTravelDistance: text(200),
  dietaryRestrictions: text(300),
  accessibilityNeeds: fc.boolean(),
  placesToAvoid: text(300),
  budgetPriorities: chips,
  accommodationPreferences: chips,
  transportationPreferences: chips,
  preferredAirlines: text(300),
  preferredHotelBrands: text(300),
});

const knownInput = fc.record({
  firstName: text(100),
  destination: fc.oneof(fc.constantFrom('Lisbon', 'Kyoto', 'Valencia', 'Paris, Texas'), text(200)),
  departingFrom: text(200),
  datesTraveling: text(300),
  otherTravelers: text(200),
  plansSoFar: text(400),
  dayStructurePreferences: chips,
  experiencePriorities: chips,
  budgetRange: fc.integer({ min: 0, max: 100_000 }),
  dietaryRestrictions: text(300),
  accessibilityNeeds: fc.boolean(),
  accommodationPreferences: chips,
  transportationPreferences: chips,
  placesToAvoid: text(300),
  exploreSurroundingAreas: fc.boolean(),
  preferredHotelBrands: text(300),
});

/** A PlannerError is an answer (a 4xx); anything else thrown is a bug. */
function answers(fn: () => void): void {
  try {
    fn();
  } catch (err) {
    if (!(err instanceof PlannerError)) throw err;
  }
}

describe('the planner with any input', () => {
  it('plans a find-a-destination trip or says why not', { timeout: TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(unknownInput, (raw) => {
        const parsed = unknownFormData.safeParse(raw);
        if (!parsed.success) return;
        const form: UnknownFormData = parsed.data;
        answers(() => {
          const first = recommendUnknownFirst(form, TODAY);
          recommendUnknownSecond(form, first.destinationId, TODAY);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('plans a known destination, and revises it, or says why not', { timeout: TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(knownInput, text(400), (raw, feedback) => {
        const parsed = knownFormData.safeParse(raw);
        if (!parsed.success) return;
        const form: KnownFormData = parsed.data;
        answers(() => {
          const plan = planKnown(form, TODAY);
          revisePlan({
            planType: 'DESTINATION_KNOWN',
            form,
            destination: plan.destination,
            feedback,
            opts: TODAY,
          });
        });
      }),
      { numRuns: RUNS },
    );
  });
});
