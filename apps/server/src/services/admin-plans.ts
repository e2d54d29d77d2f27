import { ADMIN_PAGE_SIZE, type AdminPlanItem } from '@app/shared';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { planAudit, planStats, plans, users } from '../db/schema.ts';
import { formatPlanDate } from '../lib/clock.ts';
import { normaliseEmail } from './users.ts';

type Ctx = Pick<AppContext, 'db'>;

/** How many staff actions each row shows. */
const AUDIT_PER_PLAN = 5;

const itemColumns = {
  id: plans.id,
  userId: plans.userId,
  userEmail: users.email,
  planType: plans.planType,
  isPaid: plans.isPaid,
  createdAt: plans.createdAt,
  modifiedCount: plans.modifiedCount,
  photos: plans.photosFirstDestination,
  // Only the names the list shows: the plan's content is never loaded for a list.
  firstLocation: sql<string | null>`${plans.planData}->'destination'->>'location'`,
  secondLocation: sql<string | null>`${plans.planData}->'second_destination'->>'location'`,
};

type ItemRow = {
  id: number;
  userId: number;
  userEmail: string;
  planType: AdminPlanItem['plan_type'];
  isPaid: boolean;
  createdAt: Date;
  modifiedCount: number;
  photos: string[];
  firstLocation: string | null;
  secondLocation: string | null;
};

/**
 * The newest AUDIT_PER_PLAN staff actions of each plan on the page, picked in SQL: a lateral
 * join reads each plan's newest rows from plan_audit_plan_idx and stops after five, however
 * many the plan has gathered (loading them all to keep five in JS read every one).
 */
async function latestAudit(ctx: Ctx, ids: number[]) {
  if (ids.length === 0) return new Map<number, AdminPlanItem['audit']>();
  const latest = ctx.db
    .select({
      id: planAudit.id,
      action: planAudit.action,
      detail: planAudit.detail,
      at: planAudit.createdAt,
      staffEmail: planAudit.staffEmail,
    })
    .from(planAudit)
    .where(eq(planAudit.planId, plans.id))
    .orderBy(desc(planAudit.createdAt), desc(planAudit.id))
    .limit(AUDIT_PER_PLAN)
    .as('latest');
  const entries = await ctx.db
    .select({
      planId: plans.id,
      id: latest.id,
      action: latest.action,
      detail: latest.detail,
      at: latest.at,
      staffEmail: latest.staffEmail,
    })
    .from(plans)
    .innerJoinLateral(latest, sql`true`)
    .where(inArray(plans.id, ids))
    .orderBy(desc(latest.at), desc(latest.id));
  const byPlan = new Map<number, AdminPlanItem['audit']>();
  for (const e of entries) {
    const list = byPlan.get(e.planId) ?? [];
    list.push({
      id: e.id,
      action: e.action,
      staff_email: e.staffEmail,
      at: e.at.toISOString(),
      detail: e.detail,
    });
    byPlan.set(e.planId, list);
  }
  return byPlan;
}

async function withAudit(ctx: Ctx, rows: ItemRow[]): Promise<AdminPlanItem[]> {
  const audit = await latestAudit(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    plan_id: row.id,
    user_id: row.userId,
    user_email: row.userEmail,
    plan_type: row.planType,
    is_paid: row.isPaid,
    created_at: formatPlanDate(row.createdAt),
    plan_data: {
      destination: { location: row.firstLocation ?? '' },
      ...(row.secondLocation ? { second_destination: { location: row.secondLocation } } : {}),
    },
    photos_first_destination: row.photos,
    modified_count: row.modifiedCount,
    audit: audit.get(row.id) ?? [],
  }));
}

const offset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/**
 * One page of plans, newest first. The page's ids are picked first from the narrow
 * (created_at, id) index, and only those rows are joined and have their location read:
 * reading the location of every plan before sorting took over a second at 100,000 plans
 * (bench/admin-search).
 */
async function pageOfPlans(ctx: Ctx, opts: { ownerId?: number; page: number }): Promise<ItemRow[]> {
  const ids = ctx.db
    .select({ id: plans.id })
    .from(plans)
    .where(opts.ownerId === undefined ? undefined : eq(plans.userId, opts.ownerId))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(opts.page))
    .as('page_ids');
  return ctx.db
    .select(itemColumns)
    .from(plans)
    .innerJoin(ids, eq(ids.id, plans.id))
    .innerJoin(users, eq(users.id, plans.userId))
    .orderBy(desc(plans.createdAt), desc(plans.id));
}

/** The newest plans, a page at a time, with the count of every plan created so far. */
export async function recentPlans(ctx: Ctx, opts: { page: number }) {
  // Kept by a trigger on plans (migration 0010): counting every row took most of this call.
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: planStats.total })
    .from(planStats)
    .where(eq(planStats.id, 1));
  const rows = await pageOfPlans(ctx, { page: opts.page });
  return {
    total,
    page: opts.page,
    page_size: ADMIN_PAGE_SIZE,
    plansFormattedDates: await withAudit(ctx, rows),
  };
}

export async function planById(ctx: Ctx, id: number): Promise<AdminPlanItem[]> {
  const rows = await ctx.db
    .select(itemColumns)
    .from(plans)
    .innerJoin(users, eq(users.id, plans.userId))
    .where(eq(plans.id, id));
  return withAudit(ctx, rows);
}

/**
 * The plans of the account with this address (case-insensitive, the unique index on
 * lower(email)), newest first, paged; null when no account has the address.
 */
export async function plansByEmail(ctx: Ctx, opts: { email: string; page: number }) {
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(opts.email)}`);
  if (!owner)
    return { total: 0, page: opts.page, page_size: ADMIN_PAGE_SIZE, plansFormattedDates: [] };
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(plans)
    .where(eq(plans.userId, owner.id));
  const rows = await pageOfPlans(ctx, { ownerId: owner.id, page: opts.page });
  return {
    total,
    page: opts.page,
    page_size: ADMIN_PAGE_SIZE,
    plansFormattedDates: await withAudit(ctx, rows),
  };
}
