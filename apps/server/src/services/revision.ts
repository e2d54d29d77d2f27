import { checkPlan } from '@app/planner';
import { MAX_PLAN_EDITS, MSG, type PlanDestination } from '@app/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { plans } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { JOB } from '../jobs/jobs.ts';
import { assertClean } from './generation.ts';
import {
  destinationHash,
  destinationSchema,
  type PlanKey,
  type PlanRow,
  recordRevisionDraft,
  takeDraft,
} from './plans.ts';

export type { PlanKey } from './plans.ts';

/**
 * Applies free-text feedback to one destination of a stored plan. The destination comes
 * from the database, not the browser; the result is remembered as a draft of this plan,
 * this destination and this person, so only they can save it, and only there.
 */
export async function revisePlanDestination(
  ctx: AppContext,
  opts: { actorId: number; plan: PlanRow; planKey: PlanKey; feedback: string },
): Promise<PlanDestination> {
  const feedback = opts.feedback.trim();
  if (!feedback)
    throw new AppError('VALIDATION_FAILED', 'Please describe what you would like to change.');
  assertClean(feedback);
  const current = opts.plan.planData[opts.planKey as keyof typeof opts.plan.planData];
  if (!current) throw new AppError('NOT_FOUND', 'This plan has no such destination.');
  const revised = await ctx.planner.revise({
    planType: opts.plan.planType,
    destination: current,
    feedback,
    form: opts.plan.formData,
  });
  if (!revised?.location) throw new AppError('INVALID_RECOMMENDATION', MSG.revisionMissingLocation);
  assertKeepsRequirements(opts.plan, revised);
  await recordRevisionDraft(ctx, {
    userId: opts.actorId,
    plan: opts.plan,
    planKey: opts.planKey,
    destination: revised,
  });
  return revised;
}

/**
 * A revision keeps the traveller's hard requirements (diet, access, children, places to
 * skip) and a sound plan (no repeated venues, venues in the destination), whichever planner
 * made it: the planner's own checker reads the original answers against the result. The
 * number of days and the budget may change when the feedback asks for it.
 */
const KEPT_ON_REVISION = new Set([
  'dietary',
  'accessibility',
  'family-friendly',
  'places-to-skip',
  'no-repeated-venues',
  'venues-in-destination',
]);

function assertKeepsRequirements(plan: PlanRow, revised: PlanDestination) {
  const report = checkPlan({ planType: plan.planType, form: plan.formData, destination: revised });
  const broken = report.constraints.filter((c) => KEPT_ON_REVISION.has(c.name) && !c.pass);
  if (broken.length === 0) return;
  throw new AppError(
    'REVISION_NOT_UNDERSTOOD',
    `That change would break what you asked for (${broken.map((c) => c.reason).join('; ')}). Try asking for something else.`,
  );
}

/**
 * Saves a revised destination: it must be the draft a revision of this plan's destination
 * produced for this person, and the edit count is checked and raised in the same statement,
 * so concurrent saves can never exceed the limit.
 */
export async function saveRevisedDestination(
  ctx: AppContext,
  opts: {
    actorId: number;
    plan: PlanRow;
    planKey: PlanKey;
    destination: unknown;
    /** Staff revisions do not use up the traveller's edits. */
    countsAsEdit: boolean;
  },
): Promise<PlanRow> {
  const { planType } = opts.plan;
  const parsed = destinationSchema(planType).safeParse(opts.destination);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The revised plan is not valid.');
  return ctx.db.transaction(async (tx) => {
    const draft = await takeDraft(ctx, tx, {
      userId: opts.actorId,
      planType,
      contentHash: destinationHash(planType, parsed.data),
      planId: opts.plan.id,
      planKey: opts.planKey,
    });
    if (!draft) {
      throw new AppError('VALIDATION_FAILED', 'This revision was not generated for this plan.');
    }
    const counter =
      opts.planKey === 'destination'
        ? { modifiedFirstDestinationCount: sql`${plans.modifiedFirstDestinationCount} + 1` }
        : { modifiedSecondDestinationCount: sql`${plans.modifiedSecondDestinationCount} + 1` };
    const [updated] = await tx
      .update(plans)
      .set({
        // The draft's copy is what the planner made; the body only named it.
        planData: sql`jsonb_set(${plans.planData}, ${`{${opts.planKey}}`}::text[], ${JSON.stringify(draft.destination)}::jsonb)`,
        ...(opts.countsAsEdit
          ? { modifiedCount: sql`${plans.modifiedCount} + 1`, ...counter }
          : {}),
      })
      .where(
        and(
          eq(plans.id, opts.plan.id),
          opts.countsAsEdit ? lt(plans.modifiedCount, MAX_PLAN_EDITS) : undefined,
        ),
      )
      .returning();
    if (!updated) throw new AppError('FORBIDDEN', 'You have no edits remaining for this plan.');
    // New venues need their images; queued with the change itself.
    await ctx.jobs.enqueue(JOB.images, { planId: updated.id }, { tx });
    return updated;
  });
}
