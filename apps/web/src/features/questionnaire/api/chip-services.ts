import { MAX_GENERATED_CHIPS } from '@app/shared';
import { apiRequest } from '../../../lib/api.ts';

/**
 * The chip-generation calls (journey-and-accounts §7, plans-payments-admin §7). They are
 * suggestions only: a failure, a timeout or an empty answer resolves to null, the caller keeps
 * its default chips and the questionnaire moves on (the failure is only logged).
 */
const CHIP_TIMEOUT_MS = 15_000;

interface ChipResponse {
  response_chips?: unknown;
}

async function requestChips(path: string, body: Record<string, unknown>): Promise<string[] | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHIP_TIMEOUT_MS);
  try {
    const data = await apiRequest<ChipResponse>(path, {
      method: 'POST',
      body,
      signal: controller.signal,
    });
    const chips = Array.isArray(data?.response_chips)
      ? data.response_chips.filter((c): c is string => typeof c === 'string' && c.trim() !== '')
      : [];
    return chips.length > 0 ? [...new Set(chips)].slice(0, MAX_GENERATED_CHIPS) : null;
  } catch (error) {
    console.warn(`Chip generation failed (${path}); keeping the default chips.`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export interface DestinationChipInput {
  travelMotivation: string;
  departingFrom: string;
  datesTraveling: string;
  otherTravelers: string;
}

/** Step 2 -> 3 of /find-destination. */
export function generateDestinationChips(input: DestinationChipInput) {
  return requestChips('/api/geminiAPI/generate-multi-select-destination-chips-gemini', {
    ...input,
  });
}

/** Step 3 -> 4 of /find-destination. */
export function generateExperienceChips(
  input: DestinationChipInput & { destinationPreferences: string[] },
) {
  return requestChips('/api/geminiAPI/generate-multi-select-experience-chips-gemini', {
    ...input,
  });
}

export interface ExperienceQuestionInput {
  destination: string;
  otherTravelers: string;
  plansSoFar: string;
  dayStructurePreferences: string[];
}

/** Step 2 -> 3 of /build-plan. */
export function generateExperienceQuestionChips(input: ExperienceQuestionInput) {
  return requestChips('/api/geminiAPI/generate-multi-select-experience-question-gemini', {
    ...input,
  });
}
