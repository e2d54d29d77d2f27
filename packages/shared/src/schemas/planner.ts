import { z } from 'zod';

/**
 * The questionnaire's chip calls (journey-and-accounts §3, plans-payments-admin §7): the
 * answers so far in, up to a handful of suggested chips out.
 */
const text = (max: number) => z.string().max(max).optional().default('');
const chipList = z.array(z.string().max(100)).max(20).optional().default([]);

export const chipsResponse = z.object({ response_chips: z.array(z.string()) });
export type ChipsResponse = z.infer<typeof chipsResponse>;

/** POST /api/geminiAPI/generate-multi-select-destination-chips-gemini */
export const destinationChipBody = z.object({
  travelMotivation: text(4000),
  departingFrom: text(200),
  datesTraveling: text(500),
  otherTravelers: text(500),
});

export type DestinationChipBody = z.input<typeof destinationChipBody>;

/** POST /api/geminiAPI/generate-multi-select-experience-chips-gemini */
export const experienceChipBody = destinationChipBody.extend({ destinationPreferences: chipList });
export type ExperienceChipBody = z.input<typeof experienceChipBody>;

/** POST /api/geminiAPI/generate-multi-select-experience-question-gemini */
export const experienceQuestionChipBody = z.object({
  destination: text(200),
  otherTravelers: text(500),
  plansSoFar: text(4000),
  dayStructurePreferences: chipList,
});
export type ExperienceQuestionChipBody = z.input<typeof experienceQuestionChipBody>;
