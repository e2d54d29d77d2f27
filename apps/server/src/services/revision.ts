import type { PlanDestination, PlanType } from '@app/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { planDrafts, plans } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { JOB } from '../jobs/jobs.ts';
import { addDays } from '../lib/clock.ts';
import { MAX_EDITS } from '../policies/plans.ts';
import { assertClean } from './generation.ts';
import { destinationHash, destinationSchema, type PlanRow, recordDraft } from './plans.ts';

export type PlanKey = 'destination' | 'second_destination';

/**
 * Applies free-text feedback to one destination of a stored plan. The destination comes
 * from the database, not the browser; the result is remembered as a draft so that only
 * this revision can be saved back.
 */
export async function revisePlanDestination(
  ctx: AppContext,
  opts: { userId: number; plan: PlanRow; planKey: PlanKey; feedback: string },
): Promise<PlanDestination> {
  const feedback = opts.feedback.trim();
  if (!feedback)
    throw new AppError('VALIDATION_FAILED', 'Please describe what you would like to change.');
  assertClean(feedback);
  const data = opts.plan.planData as Record<PlanKey, PlanDestination | undefined>;
  const current = data[opts.planKey];
  if (!current) throw new AppError('NOT_FOUND', 'This plan has no such destination.');
  const revised = await ctx.planner.revise({
    planType: opts.plan.planType,
    destination: current,
    feedback,
    form: opts.plan.formData as never,
  });
  if (!revised?.location) {
    throw new AppError('INVALID_RECOMMENDATION', 'Response missing expected plan data (location)');
  }
  await recordDraft(ctx, {
    userId: opts.userId,
    planType: opts.plan.planType,
    destination: revised,
    formData: { revisionOf: opts.plan.id, planKey: opts.planKey },
  });
  return revised;
}

/**
 * Saves a revised destination: it must be the draft the revision produced for this user,
 * and the edit count is checked and raised in the same statement, so two concurrent saves
 * can never exceed the limit.
 */
export async function saveRevisedDestination(
  ctx: AppContext,
  opts: {
    userId: number;
    plan: PlanRow;
    planKey: PlanKey;
    destination: unknown;
    /** Staff revisions do not use up the traveller's edits. */
    countsAsEdit: boolean;
  },
): Promise<PlanRow> {
  const planType: PlanType = opts.plan.planType;
  const parsed = destinationSchema(planType).safeParse(opts.destination);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The revised plan is not valid.');
  const hash = destinationHash(planType, parsed.data);
  const since = addDays(ctx.clock.now(), -1);
  const row = await ctx.db.transaction(async (tx) => {
    const [draft] = await tx
      .delete(planDrafts)
      .where(
        and(
          eq(planDrafts.userId, opts.userId),
          eq(planDrafts.contentHash, hash),
          sql`${planDrafts.createdAt} > ${since.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!draft)
      throw new AppError('VALIDATION_FAILED', 'This revision was not generated for this plan.');
    const counter =
      opts.planKey === 'destination'
        ? { modifiedFirstDestinationCount: sql`${plans.modifiedFirstDestinationCount} + 1` }
        : { modifiedSecondDestinationCount: sql`${plans.modifiedSecondDestinationCount} + 1` };
    const [updated] = await tx
      .update(plans)
      .set({
        planData: sql`jsonb_set(${plans.planData}, ${`{${opts.planKey}}`}::text[], ${JSON.stringify(parsed.data)}::jsonb)`,
        ...(opts.countsAsEdit
          ? { modifiedCount: sql`${plans.modifiedCount} + 1`, ...counter }
          : {}),
      })
      .where(
        and(
          eq(plans.id, opts.plan.id),
          opts.countsAsEdit ? lt(plans.modifiedCount, MAX_EDITS) : undefined,
        ),
      )
      .returning();
    if (!updated) throw new AppError('FORBIDDEN', 'You have no edits remaining for this plan.');
    return updated;
  });
  // New venues need their images; the same durable job fills what is missing.
  await ctx.jobs.enqueue(JOB.images, { planId: row.id }).catch(() => undefined);
  return row;
}
