import {
  type ChipsResponse,
  type DestinationChipBody,
  type ExperienceChipBody,
  type ExperienceQuestionChipBody,
  MAX_GENERATED_CHIPS,
} from '@app/shared';
import { apiRequest } from '../../../lib/api.ts';

/**
 * The chip-generation calls (journey-and-accounts §7, plans-payments-admin §7). They are
 * suggestions only: a failure, a timeout or an empty answer resolves to null, the caller keeps
 * its default chips and the questionnaire moves on (the failure is only logged).
 */
const CHIP_TIMEOUT_MS = 15_000;

async function requestChips(
  path: string,
  body: DestinationChipBody | ExperienceChipBody | ExperienceQuestionChipBody,
): Promise<string[] | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHIP_TIMEOUT_MS);
  try {
    // Typed as the server answers, but read defensively: a chip answer is only a suggestion.
    const data = await apiRequest<Partial<ChipsResponse> | undefined>(path, {
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

export type DestinationChipInput = DestinationChipBody;

/** Step 2 -> 3 of /find-destination. */
export function generateDestinationChips(input: DestinationChipInput) {
  return requestChips('/api/geminiAPI/generate-multi-select-destination-chips-gemini', {
    ...input,
  });
}

/** Step 3 -> 4 of /find-destination. */
export function generateExperienceChips(input: ExperienceChipBody) {
  return requestChips('/api/geminiAPI/generate-multi-select-experience-chips-gemini', {
    ...input,
  });
}

export type ExperienceQuestionInput = ExperienceQuestionChipBody;

/** Step 2 -> 3 of /build-plan. */
export function generateExperienceQuestionChips(input: ExperienceQuestionInput) {
  return requestChips('/api/geminiAPI/generate-multi-select-experience-question-gemini', {
    ...input,
  });
}
