/**
 * Words that name Object.prototype members ("toString", "constructor", "__proto__") are ordinary
 * text to a traveller. A lookup table indexed with them must answer "not found", never a
 * prototype function: CI's route fuzzer once got a 500 from budgetPriorities ["toString"].
 */
import { describe, expect, it } from 'vitest';
import {
  destinationChips,
  experienceChips,
  experienceQuestionChips,
  PlannerError,
  planKnown,
  recommendUnknownFirst,
  recommendUnknownSecond,
  revisePlan,
} from '../src/index.ts';
import { knownForm, unknownForm } from './helpers.ts';

const TODAY = { today: new Date('2026-03-01T00:00:00Z') };
const WORDS = Object.getOwnPropertyNames(Object.prototype);

/** Runs `fn`; a PlannerError (a clear "cannot plan this") is an answer, anything else is a bug. */
function answers(fn: () => unknown): void {
  try {
    fn();
  } catch (err) {
    if (!(err instanceof PlannerError)) throw err;
  }
}

describe('Object.prototype names as traveller text', () => {
  it.each(WORDS)('the find-a-destination path reads %s as text', (word) => {
    const lists = [word, word.toUpperCase(), ` ${word} `];
    const form = unknownForm({
      firstName: word,
      travelMotivation: word,
      travelTimeline: word,
      otherTravelers: word,
      departingFrom: word,
      destinationPreferences: lists,
      experiencePreferences: lists,
      maxTravelDistance: word,
      dietaryRestrictions: word,
      placesToAvoid: word,
      budgetPriorities: lists,
      accommodationPreferences: lists,
      transportationPreferences: lists,
      preferredAirlines: word,
      preferredHotelBrands: word,
    });
    answers(() => {
      const first = recommendUnknownFirst(form, TODAY);
      recommendUnknownSecond(form, first.destinationId, TODAY);
    });
    expect(() =>
      destinationChips({ travelMotivation: word, datesTraveling: word, departingFrom: word }),
    ).not.toThrow();
    expect(() =>
      experienceChips({ travelMotivation: word, destinationPreferences: lists }),
    ).not.toThrow();
  });

  it.each(WORDS)('the known-destination path reads %s as text', (word) => {
    const lists = [word, word.toUpperCase()];
    for (const destination of [word, 'Lisbon']) {
      const form = knownForm({
        destination,
        departingFrom: word,
        datesTraveling: word,
        otherTravelers: word,
        plansSoFar: word,
        dayStructurePreferences: lists,
        experiencePriorities: lists,
        dietaryRestrictions: word,
        accommodationPreferences: lists,
        transportationPreferences: lists,
        placesToAvoid: word,
        preferredHotelBrands: word,
      });
      answers(() => planKnown(form, TODAY));
    }
    expect(() =>
      experienceQuestionChips({
        destination: word,
        plansSoFar: word,
        dayStructurePreferences: lists,
      }),
    ).not.toThrow();
  });

  it.each(WORDS)('revision feedback reads %s as text', (word) => {
    const form = knownForm();
    const plan = planKnown(form, TODAY);
    answers(() =>
      revisePlan({
        planType: 'DESTINATION_KNOWN',
        form,
        destination: plan.destination,
        feedback: `${word} ${word.toLowerCase()} more ${word}`,
        opts: TODAY,
      }),
    );
  });
});
