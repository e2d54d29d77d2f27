import type {
  ComparisonData,
  KnownDestination,
  KnownFormData,
  PlanDestination,
  PlanType,
  UnknownDestination,
  UnknownFormData,
} from '@app/shared';

export interface DestinationChipInput {
  travelMotivation: string;
  departingFrom: string;
  datesTraveling: string;
  otherTravelers: string;
}
export interface ExperienceChipInput extends DestinationChipInput {
  destinationPreferences: string[];
}
export interface ExperienceQuestionChipInput {
  destination: string;
  otherTravelers: string;
  plansSoFar: string;
  dayStructurePreferences: string[];
}

export interface ReviseInput {
  planType: PlanType;
  /** The destination object being revised (first or second). */
  destination: PlanDestination;
  feedback: string;
  /** The questionnaire answers the plan was made from, when known. */
  form?: KnownFormData | UnknownFormData;
}

/**
 * Where plans come from. `local` (packages/planner) is the default; `gemini` and `openai`
 * call a model and validate its JSON with the shared zod schemas.
 */
export interface PlannerProvider {
  readonly name: 'local' | 'gemini' | 'openai';
  recommendKnown(form: KnownFormData): Promise<KnownDestination>;
  recommendUnknownFirst(form: UnknownFormData): Promise<UnknownDestination>;
  recommendUnknownSecond(input: {
    form: UnknownFormData;
    first: UnknownDestination;
  }): Promise<{ destination: UnknownDestination; comparison: ComparisonData }>;
  /** Throws PlannerProviderError('REVISION_NOT_UNDERSTOOD') rather than returning an unchanged plan. */
  revise(input: ReviseInput): Promise<PlanDestination>;
  destinationChips(input: DestinationChipInput): Promise<string[]>;
  experienceChips(input: ExperienceChipInput): Promise<string[]>;
  experienceQuestionChips(input: ExperienceQuestionChipInput): Promise<string[]>;
}
