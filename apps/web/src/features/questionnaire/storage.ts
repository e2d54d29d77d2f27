/**
 * Questionnaire answers in sessionStorage, so a page refresh loses nothing (DESIGN.md) and the
 * results pages can read what the visitor answered.
 *
 * Keys (one per flow):
 * - `questionnaire:unknown`  { step, answers: UnknownFormData, destinationChips, experienceChips }
 *   The 5-step /find-destination questionnaire. The 10-question free-text flow writes its
 *   answers here too when it finishes (mapped by `responsesToUnknownAnswers`).
 * - `questionnaire:known`    { step, answers: KnownFormData, experienceChips }
 *   The 5-step /build-plan questionnaire; the 8-question flow writes here when it finishes.
 * - `questionnaire:responses`        { step, responses: { response1 .. response10 } }
 * - `questionnaire:known-responses`  { step, responses: { response1 .. response8 } }
 *
 * For the results pages: `readUnknownAnswers()` / `readKnownAnswers()` return the answers
 * (defaults filled in) or null when the visitor has none; `clearAnswers(kind)` removes a flow's
 * answers once a plan has been created from them.
 */
import type { KnownFormData, UnknownFormData } from '@app/shared';

import { QUESTIONNAIRE_KEYS } from './keys.ts';

export { QUESTIONNAIRE_KEYS };

export type QuestionnaireKind = 'unknown' | 'known';

export const UNKNOWN_DEFAULTS: UnknownFormData = {
  firstName: '',
  travelMotivation: '',
  travelTimeline: '',
  travelLengthDays: 5,
  otherTravelers: '',
  departingFrom: '',
  destinationPreferences: [],
  experiencePreferences: [],
  budgetRange: [1000, 3000],
  maxTravelDistance: '',
  dietaryRestrictions: '',
  accessibilityNeeds: false,
  placesToAvoid: '',
  budgetPriorities: [],
  accommodationPreferences: [],
  transportationPreferences: [],
  preferredAirlines: '',
  preferredHotelBrands: '',
};

export const KNOWN_DEFAULTS: KnownFormData = {
  firstName: '',
  destination: '',
  departingFrom: '',
  datesTraveling: '',
  otherTravelers: '',
  plansSoFar: '',
  dayStructurePreferences: [],
  experiencePriorities: [],
  budgetRange: 3000,
  dietaryRestrictions: '',
  accessibilityNeeds: false,
  accommodationPreferences: [],
  transportationPreferences: [],
  placesToAvoid: '',
  exploreSurroundingAreas: false,
  preferredHotelBrands: '',
};

export interface UnknownFlowState {
  step: number;
  answers: UnknownFormData;
  /** Chips offered on step 3 and 4: the defaults, or the generated ones. */
  destinationChips: string[] | null;
  experienceChips: string[] | null;
}

export interface KnownFlowState {
  step: number;
  answers: KnownFormData;
  experienceChips: string[] | null;
}

export type Responses = Record<string, string>;

export interface ResponsesState {
  step: number;
  responses: Responses;
}

function readRaw(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: answers then last for this page view only.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameShape(fallback: unknown, value: unknown): boolean {
  if (Array.isArray(fallback)) return Array.isArray(value);
  return typeof value === typeof fallback;
}

/** Stored values of the right type over the defaults; anything malformed falls back. */
function mergeDefaults<T extends object>(defaults: T, raw: unknown): T {
  if (!isRecord(raw)) return { ...defaults };
  const merged = { ...defaults } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    if (sameShape(fallback, raw[key])) merged[key] = raw[key];
  }
  return merged as T;
}

function stepOf(raw: Record<string, unknown>, max: number): number {
  const step = raw.step;
  return typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= max ? step : 1;
}

function chipsOf(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
}

export function loadUnknownFlow(): UnknownFlowState {
  const raw = readRaw(QUESTIONNAIRE_KEYS.unknown);
  const record = isRecord(raw) ? raw : {};
  return {
    step: stepOf(record, 5),
    answers: mergeDefaults(UNKNOWN_DEFAULTS, record.answers),
    destinationChips: chipsOf(record.destinationChips),
    experienceChips: chipsOf(record.experienceChips),
  };
}

export function loadKnownFlow(): KnownFlowState {
  const raw = readRaw(QUESTIONNAIRE_KEYS.known);
  const record = isRecord(raw) ? raw : {};
  return {
    step: stepOf(record, 5),
    answers: mergeDefaults(KNOWN_DEFAULTS, record.answers),
    experienceChips: chipsOf(record.experienceChips),
  };
}

export function loadResponses(key: string, count: number): ResponsesState {
  const raw = readRaw(key);
  const record = isRecord(raw) ? raw : {};
  const stored = isRecord(record.responses) ? record.responses : {};
  const responses: Responses = {};
  for (let i = 1; i <= count; i++) {
    const value = stored[`response${i}`];
    responses[`response${i}`] = typeof value === 'string' ? value : '';
  }
  return { step: stepOf(record, count), responses };
}

/** The unknown-destination answers, or null when the visitor has not answered yet. */
export function readUnknownAnswers(): UnknownFormData | null {
  const raw = readRaw(QUESTIONNAIRE_KEYS.unknown);
  return isRecord(raw) && isRecord(raw.answers) ? loadUnknownFlow().answers : null;
}

/** The known-destination answers, or null when the visitor has not answered yet. */
export function readKnownAnswers(): KnownFormData | null {
  const raw = readRaw(QUESTIONNAIRE_KEYS.known);
  return isRecord(raw) && isRecord(raw.answers) ? loadKnownFlow().answers : null;
}

/** Forgets a flow's answers (and its free-text variant) once a plan was created from them. */
export function clearAnswers(kind: QuestionnaireKind): void {
  const keys =
    kind === 'unknown'
      ? [QUESTIONNAIRE_KEYS.unknown, QUESTIONNAIRE_KEYS.responses]
      : [QUESTIONNAIRE_KEYS.known, QUESTIONNAIRE_KEYS.knownResponses];
  try {
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}

/**
 * Path choice (journey-and-accounts §2): back to step 1 of both questionnaires and the ten
 * free-text responses cleared. Answers of the guided steps are kept to save retyping.
 */
export function resetForPathChoice(): void {
  if (readRaw(QUESTIONNAIRE_KEYS.unknown) !== null) {
    writeStored(QUESTIONNAIRE_KEYS.unknown, { ...loadUnknownFlow(), step: 1 });
  }
  if (readRaw(QUESTIONNAIRE_KEYS.known) !== null) {
    writeStored(QUESTIONNAIRE_KEYS.known, { ...loadKnownFlow(), step: 1 });
  }
  try {
    window.sessionStorage.removeItem(QUESTIONNAIRE_KEYS.responses);
    window.sessionStorage.removeItem(QUESTIONNAIRE_KEYS.knownResponses);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
