import {
  catalogueDestinationFor,
  catalogueDestinationOf,
  checkPlan,
  type Destination,
  type PlanRequest,
  requestFromKnown,
  requestFromUnknown,
  venueChoices,
} from '@app/planner';
import type { KnownFormData, PlanDestination, PlanType, UnknownFormData } from '@app/shared';
import { type PromptContext, venuesBlock } from './prompts.ts';
import { hardViolations } from './repair.ts';
import { markSuggestions } from './suggestions.ts';

/**
 * What an AI answer is held to: the planner's request model (read once, for prompt and check),
 * the catalogue destination the prompt offered, and the planner's own checker.
 */
export interface Target {
  planType: PlanType;
  form: KnownFormData | UnknownFormData;
  request: PlanRequest;
  /** The catalogue destination whose venues the prompt offered (known path), if any. */
  grounded?: Destination;
}

export function knownTarget(form: KnownFormData, today: Date): Target {
  return {
    planType: 'DESTINATION_KNOWN',
    form,
    request: requestFromKnown(form, { today }),
    grounded: catalogueDestinationFor(form.destination),
  };
}

export function unknownTarget(form: UnknownFormData, today: Date): Target {
  return { planType: 'DESTINATION_UNKNOWN', form, request: requestFromUnknown(form, { today }) };
}

/** The request model, and the verified venues when the destination is in the catalogue. */
export function promptContext(request: PlanRequest, grounded?: Destination): PromptContext {
  return { request, venues: grounded ? venueChoices(grounded, request) : undefined };
}

/**
 * Marks the venues outside the catalogue as suggestions, then runs the checker on the marked
 * plan: a labelled suggestion is allowed, but it must still meet the request (its own text must
 * state the diet or step-free access, and it may not be a place to skip).
 */
export function judgePlan<T extends PlanDestination>(
  plan: T,
  target: Target,
): { result: T; violations: string[]; venues?: string } {
  const dest = catalogueDestinationOf(plan.location, target.grounded?.id);
  const result = markSuggestions(plan, dest);
  const report = checkPlan({
    planType: target.planType,
    form: target.form,
    destination: result,
    request: target.request,
    origin: 'model',
    destinationId: target.grounded?.id,
  });
  const violations = hardViolations(report);
  // The model chose a catalogue destination its prompt could not offer: a repair gets its list.
  const venues =
    violations.length && dest && !target.grounded
      ? venuesBlock(venueChoices(dest, target.request), target.request)
      : undefined;
  return { result, violations, venues };
}
