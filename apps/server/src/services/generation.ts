import {
  anyProfanity,
  type KnownFormData,
  type PreviewDestination,
  type UnknownFormData,
} from '@app/shared';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { recordPlanDraft } from './plans.ts';

type Ctx = AppContext;

/** The free-text answers the spec screens for bad words, on the server as in the browser. */
export function assertClean(...texts: Array<string | undefined>) {
  if (anyProfanity(...texts)) throw new AppError('BAD_WORDS');
}

function assertFilled(values: Array<string | undefined>) {
  if (values.some((v) => !v?.trim())) {
    throw new AppError('VALIDATION_FAILED', 'Please answer all the questions (it really helps!)');
  }
}

/**
 * Generates the first destination of a known-destination plan, keeps it as a draft, and
 * returns its preview: the full plan stays on the server until it is paid for.
 */
export async function generateKnown(
  ctx: Ctx,
  opts: { userId: number; form: KnownFormData },
): Promise<PreviewDestination> {
  const { form } = opts;
  assertFilled([form.destination, form.departingFrom, form.plansSoFar]);
  assertClean(form.destination, form.plansSoFar, form.placesToAvoid);
  const destination = await ctx.planner.recommendKnown(form);
  return recordPlanDraft(ctx, {
    userId: opts.userId,
    planType: 'DESTINATION_KNOWN',
    destination,
    formData: form,
  });
}

/** The same for the first destination of an unknown-destination plan. */
export async function generateUnknownFirst(
  ctx: Ctx,
  opts: { userId: number; form: UnknownFormData },
): Promise<PreviewDestination> {
  const { form } = opts;
  assertFilled([form.travelMotivation, form.departingFrom, form.travelTimeline]);
  assertClean(form.travelMotivation, form.departingFrom, form.placesToAvoid);
  const destination = await ctx.planner.recommendUnknownFirst(form);
  return recordPlanDraft(ctx, {
    userId: opts.userId,
    planType: 'DESTINATION_UNKNOWN',
    destination,
    formData: form,
  });
}
