import { createHash } from 'node:crypto';
import {
  type DestinationKey,
  knownPreviewDestination,
  newPlanData,
  type PlanDestination,
  type PlanType,
  type PreviewDestination,
  previewOf,
  THUMBNAIL_REFRESH_DAYS,
  unknownPreviewDestination,
} from '@app/shared';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { type PlanFormData, planDrafts, planShares, plans } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { JOB } from '../jobs/jobs.ts';
import { addDays } from '../lib/clock.ts';
import { destinationSchema, formDataSchema, parsePlanRow } from './plan-documents.ts';

export { destinationSchema } from './plan-documents.ts';

/** Which destination of a plan (the shared key, under the name the services use). */
export type PlanKey = DestinationKey;

type Ctx = Pick<AppContext, 'db' | 'clock'>;
export type PlanRow = typeof plans.$inferSelect;
export type DraftRow = typeof planDrafts.$inferSelect;

/** Drafts nobody saved are kept this long, then pruned by a scheduled job. */
export const DRAFT_VALID_DAYS = 1;

function previewSchema(planType: PlanType) {
  return planType === 'DESTINATION_KNOWN' ? knownPreviewDestination : unknownPreviewDestination;
}

/** A stable hash of what a draft's answer carried: parsed first, so key order is canonical. */
function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** The hash of a destination (a revision answers with the whole destination). */
export function destinationHash(planType: PlanType, destination: unknown): string {
  return contentHash(destinationSchema(planType).parse(destination));
}

/**
 * The hash of the destination a revision was made from, images aside: item images arrive
 * by a background job at any time and are no new version of the destination.
 */
export function revisionBaseHash(planType: PlanType, destination: unknown): string {
  const parsed = destinationSchema(planType).parse(destination);
  return contentHash(JSON.parse(JSON.stringify(parsed, (k, v) => (k === 'images' ? [] : v))));
}

/** The hash of a preview (a new plan's recommendation answers with its preview). */
function previewHash(planType: PlanType, preview: unknown): string {
  return contentHash(previewSchema(planType).parse(preview));
}

/**
 * Keeps a new plan's first destination on the server and returns what the browser may see
 * of it: the preview. Saving names the preview; the full content comes from here.
 */
export async function recordPlanDraft(
  ctx: Ctx,
  opts: {
    userId: number;
    planType: PlanType;
    destination: PlanDestination;
    formData: PlanFormData;
  },
): Promise<PreviewDestination> {
  // Stored as parsed (defaults filled, unknown keys dropped): the plan is saved from here.
  const destination = destinationSchema(opts.planType).parse(opts.destination);
  const preview = previewOf(destination);
  await ctx.db.insert(planDrafts).values({
    userId: opts.userId,
    planType: opts.planType,
    contentHash: previewHash(opts.planType, preview),
    destination,
    formData: formDataSchema(opts.planType).parse(opts.formData),
    createdAt: ctx.clock.now(),
  });
  return preview;
}

/**
 * Remembers a revision of one destination of one plan, made by (and only savable by)
 * `userId`, from the destination `base` as the plan held it (saving needs it unchanged).
 * Returns the revision as stored (parsed): what the browser gets and must send back.
 */
export async function recordRevisionDraft(
  ctx: Ctx,
  opts: {
    userId: number;
    plan: PlanRow;
    planKey: PlanKey;
    base: PlanDestination;
    destination: PlanDestination;
    feedback: string;
  },
): Promise<PlanDestination> {
  const { planType } = opts.plan;
  const destination = destinationSchema(planType).parse(opts.destination);
  await ctx.db.insert(planDrafts).values({
    userId: opts.userId,
    planType,
    contentHash: destinationHash(planType, destination),
    destination,
    planId: opts.plan.id,
    planKey: opts.planKey,
    feedback: opts.feedback,
    baseHash: revisionBaseHash(planType, opts.base),
    createdAt: ctx.clock.now(),
  });
  return destination;
}

/**
 * Takes (deletes and returns) the newest live draft matching every condition, in `tx`:
 * a draft is used once.
 */
export async function takeDraft(
  ctx: Ctx,
  tx: Tx,
  where: {
    userId: number;
    planType: PlanType;
    contentHash: string;
    planId: number | null;
    planKey: PlanKey | null;
  },
): Promise<DraftRow | null> {
  const since = addDays(ctx.clock.now(), -DRAFT_VALID_DAYS);
  const newest = tx
    .select({ id: planDrafts.id })
    .from(planDrafts)
    .where(
      and(
        eq(planDrafts.userId, where.userId),
        eq(planDrafts.planType, where.planType),
        eq(planDrafts.contentHash, where.contentHash),
        where.planId === null ? isNull(planDrafts.planId) : eq(planDrafts.planId, where.planId),
        where.planKey === null ? isNull(planDrafts.planKey) : eq(planDrafts.planKey, where.planKey),
        gt(planDrafts.createdAt, since),
      ),
    )
    .orderBy(desc(planDrafts.id))
    .limit(1)
    // Concurrent saves of equal content each take a different draft instead of colliding.
    .for('update', { skipLocked: true });
  const [draft] = await tx.delete(planDrafts).where(inArray(planDrafts.id, newest)).returning();
  return draft ?? null;
}

/** Which completion job a plan of this type needs after saving. */
export function completionJob(planType: PlanType) {
  return planType === 'DESTINATION_UNKNOWN' ? JOB.remainingUnknown : JOB.remainingKnown;
}

/**
 * Saves a generated plan for its owner. The browser sends back the preview the
 * recommendation call answered with; it must match a draft of this user from the last day
 * (consumed here), and the plan is saved with the draft's full content and answers. Its
 * completion (second destination, comparison, images) is queued in the same transaction,
 * so it happens whether or not the browser ever asks.
 */
export async function savePlan(
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>,
  opts: { userId: number; planType: PlanType; planData: { destination?: unknown } },
): Promise<PlanRow> {
  const parsed = previewSchema(opts.planType).safeParse(opts.planData.destination);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? ['destination', ...issue.path].join('.') : 'destination';
    throw new AppError('VALIDATION_FAILED', `The plan is not valid (${where}: ${issue?.message}).`);
  }
  const hash = contentHash(parsed.data);
  return ctx.db.transaction(async (tx) => {
    const draft = await takeDraft(ctx, tx, {
      userId: opts.userId,
      planType: opts.planType,
      contentHash: hash,
      planId: null,
      planKey: null,
    });
    if (!draft?.formData) {
      throw new AppError('VALIDATION_FAILED', 'This plan was not generated for your account.');
    }
    const [row] = await tx
      .insert(plans)
      .values({
        userId: opts.userId,
        planType: opts.planType,
        planData: newPlanData(opts.planType, draft.destination),
        formData: formDataSchema(opts.planType).parse(draft.formData),
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('Insert returned no plan');
    await ctx.jobs.enqueue(completionJob(row.planType), { planId: row.id }, { tx });
    return parsePlanRow(row);
  });
}

/** Plan reads are the hottest query; prepared once per database (see sessions.ts). */
const planById = new WeakMap<Db, ReturnType<typeof preparePlanById>>();
function preparePlanById(db: Db) {
  return db
    .select()
    .from(plans)
    .where(eq(plans.id, sql.placeholder('id')))
    .prepare('plan_by_id');
}

/**
 * A plan as stored now, its documents parsed (services/plan-documents.ts). Plan reads load
 * through the read cache, which calls this once per version of the plan.
 */
export async function findPlan(ctx: Pick<AppContext, 'db'>, id: number): Promise<PlanRow | null> {
  let prepared = planById.get(ctx.db);
  if (!prepared) {
    prepared = preparePlanById(ctx.db);
    planById.set(ctx.db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row ? parsePlanRow(row) : null;
}

export async function requirePlan(ctx: Pick<AppContext, 'db'>, id: number): Promise<PlanRow> {
  const row = await findPlan(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', 'Plan not found.');
  return row;
}

/** Ids of the plans a user owns or opened an invitation to (the plan page's access list). */
export async function accessiblePlanIds(
  ctx: Pick<AppContext, 'db'>,
  user: { id: number },
): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ id: plans.id })
    .from(plans)
    .leftJoin(planShares, eq(planShares.planId, plans.id))
    .where(or(eq(plans.userId, user.id), eq(planShares.userId, user.id)))
    .orderBy(desc(plans.id));
  return rows.map((r) => r.id);
}

/** last_viewed only feeds the 28-day thumbnail rule, so it is refreshed at most hourly. */
const VIEW_RESOLUTION_MS = 60 * 60 * 1000;
/** The page's own thumbnail call normally comes first; the job is the fallback. */
const THUMBNAIL_JOB_DELAY_SECONDS = 60;

/**
 * Records an owner's view, and decides the thumbnail rule (plans-payments-admin §4) from
 * last_viewed as it was before this read: a plan not viewed for 28 days (or, never viewed,
 * created that long ago) has its destination photos fetched again, since a photo provider's
 * addresses expire. The plan is marked due and a job is queued with it; whichever of the
 * page's thumbnail call and the job comes first does the work.
 */
export async function markViewed(
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>,
  plan: Pick<PlanRow, 'id' | 'lastViewed' | 'createdAt'>,
) {
  const now = ctx.clock.now();
  const reference = plan.lastViewed ?? plan.createdAt;
  const due = reference < addDays(now, -THUMBNAIL_REFRESH_DAYS);
  if (!due && plan.lastViewed && now.getTime() - plan.lastViewed.getTime() < VIEW_RESOLUTION_MS) {
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(plans)
      .set({ lastViewed: now, ...(due ? { thumbnailsDueAt: now } : {}) })
      .where(eq(plans.id, plan.id));
    if (due) {
      await ctx.jobs.enqueue(
        JOB.thumbnails,
        { planId: plan.id },
        { tx, startAfterSeconds: THUMBNAIL_JOB_DELAY_SECONDS },
      );
    }
  });
}

/** Claims a due thumbnail refresh (once: the first caller gets true). */
export async function claimThumbnailRefresh(ctx: Pick<AppContext, 'db'>, planId: number) {
  const claimed = await ctx.db
    .update(plans)
    .set({ thumbnailsDueAt: null })
    .where(and(eq(plans.id, planId), isNotNull(plans.thumbnailsDueAt)))
    .returning({ id: plans.id });
  return claimed.length > 0;
}

export async function setPublicShare(
  ctx: Pick<AppContext, 'db'>,
  opts: { planId: number; status: boolean },
) {
  await ctx.db.update(plans).set({ sharedPublicly: opts.status }).where(eq(plans.id, opts.planId));
}

/** Drafts and revision drafts nobody saved in time (the hourly prune job). */
export async function pruneDrafts(ctx: Ctx): Promise<number> {
  const pruned = await ctx.db
    .delete(planDrafts)
    .where(lt(planDrafts.createdAt, addDays(ctx.clock.now(), -DRAFT_VALID_DAYS)))
    .returning({ id: planDrafts.id });
  return pruned.length;
}
