import { createHash } from 'node:crypto';
import {
  knownDestination,
  type PlanDestination,
  type PlanType,
  unknownDestination,
} from '@app/shared';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { planDrafts, planShares, plans } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { addDays } from '../lib/clock.ts';
import { normaliseEmail } from './users.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
export type PlanRow = typeof plans.$inferSelect;

const DRAFT_VALID_DAYS = 1;

export function destinationSchema(planType: PlanType) {
  return planType === 'DESTINATION_KNOWN' ? knownDestination : unknownDestination;
}

/** A stable hash of a destination: parsed through its schema so key order is canonical. */
export function destinationHash(planType: PlanType, destination: unknown): string {
  const canonical = destinationSchema(planType).parse(destination);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** Remembers a destination the planner generated for this user, so it can be saved. */
export async function recordDraft(
  ctx: Ctx,
  opts: { userId: number; planType: PlanType; destination: PlanDestination; formData: object },
) {
  await ctx.db.insert(planDrafts).values({
    userId: opts.userId,
    planType: opts.planType,
    contentHash: destinationHash(opts.planType, opts.destination),
    formData: opts.formData,
    createdAt: ctx.clock.now(),
  });
}

/**
 * Saves a generated plan for its owner. The destination must be one the server generated
 * for this user in the last day (a matching draft, consumed here): the browser cannot
 * store arbitrary content under our name. Ownership and paid state come from the server.
 */
export async function savePlan(
  ctx: Ctx,
  opts: { userId: number; planType: PlanType; planData: Record<string, unknown> },
): Promise<PlanRow> {
  const parsed = destinationSchema(opts.planType).safeParse(opts.planData.destination);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The plan is not valid.');
  const hash = destinationHash(opts.planType, parsed.data);
  const since = addDays(ctx.clock.now(), -DRAFT_VALID_DAYS);
  return ctx.db.transaction(async (tx) => {
    const [draft] = await tx
      .delete(planDrafts)
      .where(
        and(
          eq(
            planDrafts.id,
            sql`(select id from plan_drafts where user_id = ${opts.userId} and content_hash = ${hash} and plan_type = ${opts.planType} and created_at > ${since.toISOString()} order by id desc limit 1)`,
          ),
        ),
      )
      .returning();
    if (!draft) {
      throw new AppError('VALIDATION_FAILED', 'This plan was not generated for your account.');
    }
    const [row] = await tx
      .insert(plans)
      .values({
        userId: opts.userId,
        planType: opts.planType,
        planData: { destination: parsed.data },
        formData: draft.formData,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return row!;
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

export async function findPlan(ctx: Pick<AppContext, 'db'>, id: number): Promise<PlanRow | null> {
  let prepared = planById.get(ctx.db);
  if (!prepared) {
    prepared = preparePlanById(ctx.db);
    planById.set(ctx.db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row ?? null;
}

export async function requirePlan(ctx: Pick<AppContext, 'db'>, id: number): Promise<PlanRow> {
  const row = await findPlan(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', 'Plan not found.');
  return row;
}

export async function isInvited(ctx: Pick<AppContext, 'db'>, planId: number, email: string) {
  const [row] = await ctx.db
    .select({ id: planShares.id })
    .from(planShares)
    .where(and(eq(planShares.planId, planId), eq(planShares.email, normaliseEmail(email))));
  return Boolean(row);
}

/** Ids of the plans a user owns or was invited to (the plan page's access list). */
export async function accessiblePlanIds(
  ctx: Pick<AppContext, 'db'>,
  user: { id: number; email: string },
): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ id: plans.id })
    .from(plans)
    .leftJoin(planShares, eq(planShares.planId, plans.id))
    .where(or(eq(plans.userId, user.id), eq(planShares.email, normaliseEmail(user.email))))
    .orderBy(desc(plans.id));
  return rows.map((r) => r.id);
}

/** last_viewed only feeds the 28-day thumbnail rule, so it is refreshed at most hourly. */
const VIEW_RESOLUTION_MS = 60 * 60 * 1000;

export async function markViewed(ctx: Ctx, plan: { id: number; lastViewed: Date | null }) {
  const now = ctx.clock.now();
  if (plan.lastViewed && now.getTime() - plan.lastViewed.getTime() < VIEW_RESOLUTION_MS) return;
  await ctx.db.update(plans).set({ lastViewed: now }).where(eq(plans.id, plan.id));
}

export async function setPublicShare(
  ctx: Pick<AppContext, 'db'>,
  opts: { planId: number; status: boolean },
) {
  await ctx.db.update(plans).set({ sharedPublicly: opts.status }).where(eq(plans.id, opts.planId));
}

/** Drafts older than their validity are of no use; cleared opportunistically. */
export async function pruneDrafts(ctx: Ctx) {
  await ctx.db
    .delete(planDrafts)
    .where(
      gt(
        sql`${addDays(ctx.clock.now(), -DRAFT_VALID_DAYS).toISOString()}::timestamptz`,
        planDrafts.createdAt,
      ),
    );
}
