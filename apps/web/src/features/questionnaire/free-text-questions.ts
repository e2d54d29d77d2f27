import type { KnownFormData, UnknownFormData } from '@app/shared';
import { KNOWN_DEFAULTS, type Responses, UNKNOWN_DEFAULTS } from './storage.ts';

/**
 * The free-text alternatives (journey-and-accounts §2 "10-question flow", plans-payments-admin
 * §2 "8-step free-text questionnaire"). The spec shows only some screens; the other questions
 * ask for the fields the guided questionnaires collect, so the answers map onto the same data.
 */
export const TEN_QUESTIONS = [
  'What is inspiring this trip? Tell us what you hope to get out of it.',
  'When are you traveling, and for how many days?',
  'Who is traveling with you?',
  'Where are you departing from?',
  'What kind of place do you picture: beaches, mountains, a big city, the countryside?',
  'Which experiences would make this trip unforgettable?',
  'What is your rough budget for the whole trip?',
  'Any dietary or accessibility needs we should plan around?',
  'Is there anything you would rather skip or avoid?',
  'How do you like to stay and get around (hotels, rentals, trains, rental car...)?',
] as const;

export const EIGHT_QUESTIONS = [
  'Where are you going?',
  'Where are you departing from?',
  'When are you traveling?',
  'Who is traveling with you?',
  'What plans do you have so far?',
  'How do you like to spend your days: action-packed, slow, a mix?',
  'Which experiences or activities are you most excited about?',
  'Anything else we should know: budget, dietary needs, places to skip?',
] as const;

/** Responses screened for bad words: 6 to 10 (journey-and-accounts §5), 6 to 8 (known). */
export const SCREENED_FROM = 6;

const r = (responses: Responses, n: number) => (responses[`response${n}`] ?? '').trim();

function lengthFrom(text: string): number {
  const days = /(\d{1,2})\s*(?:days?|nights?)/i.exec(text)?.[1];
  const n = days ? Number(days) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 15 ? n : UNKNOWN_DEFAULTS.travelLengthDays;
}

/** The ten answers as unknown-destination form data (extra detail joins the motivation). */
export function responsesToUnknownAnswers(responses: Responses): UnknownFormData {
  const extra = [
    ['Preferred kind of place', r(responses, 5)],
    ['Experiences', r(responses, 6)],
    ['Budget', r(responses, 7)],
    ['Stays and getting around', r(responses, 10)],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return {
    ...UNKNOWN_DEFAULTS,
    travelMotivation: [r(responses, 1), ...extra].join('\n'),
    travelTimeline: r(responses, 2),
    travelLengthDays: lengthFrom(r(responses, 2)),
    otherTravelers: r(responses, 3),
    departingFrom: r(responses, 4),
    dietaryRestrictions: r(responses, 8),
    placesToAvoid: r(responses, 9),
  };
}

/** The eight answers as known-destination form data (6 to 8 join the plans so far). */
export function responsesToKnownAnswers(responses: Responses): KnownFormData {
  const extra = [
    ['Day structure', r(responses, 6)],
    ['Experiences', r(responses, 7)],
    ['Also', r(responses, 8)],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return {
    ...KNOWN_DEFAULTS,
    destination: r(responses, 1),
    departingFrom: r(responses, 2),
    datesTraveling: r(responses, 3),
    otherTravelers: r(responses, 4),
    plansSoFar: [r(responses, 5), ...extra].join('\n'),
  };
}
