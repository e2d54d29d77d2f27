import type { PlanListItem } from '@app/shared';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { planShares, plans, users } from '../db/schema.ts';
import { formatPlanDate } from '../lib/clock.ts';
import { type Capacity, seesFullPlan } from '../policies/plans.ts';
import { tripSummaryOf } from '../presenters/plan.ts';

type Ctx = Pick<AppContext, 'db'>;

interface ListRow {
  id: number;
  planType: PlanListItem['plan_type'];
  isPaid: boolean;
  firstLocation: string | null;
  secondLocation: string | null;
  photosFirstDestination: string[];
  createdAt: Date;
  days: number | null;
  dates: string | null;
  timeline: string | null;
  party: string | null;
}

/**
 * Lists carry only what the list shows, never the plan's content: the locations are read
 * out of plan_data in SQL. The second destination is part of the paid plan (the preview
 * shows it blurred), so an unpaid plan's item does not name it.
 */
function locationsOf(row: ListRow, as: Capacity): PlanListItem['plan_data'] {
  return {
    destination: { location: row.firstLocation ?? '' },
    ...(seesFullPlan(as, row) && row.secondLocation
      ? { second_destination: { location: row.secondLocation } }
      : {}),
  };
}

async function sharedWith(ctx: Ctx, planIds: number[]) {
  const map = new Map<number, string[]>();
  if (planIds.length === 0) return map;
  const rows = await ctx.db
    .select({ planId: planShares.planId, email: planShares.email })
    .from(planShares)
    .where(inArray(planShares.planId, planIds))
    .orderBy(planShares.createdAt);
  for (const row of rows) map.set(row.planId, [...(map.get(row.planId) ?? []), row.email]);
  return map;
}

/**
 * What tells two plans to the same place apart: their length and the trip's dates and party
 * from the answers (read in SQL like the locations; no plan is loaded for it).
 */
function tripOf(row: ListRow): NonNullable<PlanListItem['trip']> {
  const { dates, party } = tripSummaryOf(row.planType, {
    datesTraveling: row.dates,
    travelTimeline: row.timeline,
    otherTravelers: row.party,
  });
  return { dates, party };
}

/** One list item, as the reader sees it in this capacity (their own plan, or one shared with them). */
function present(row: ListRow, as: Capacity, shared: string[]): PlanListItem {
  return {
    id: row.id,
    plan_type: row.planType,
    is_paid: row.isPaid,
    plan_data: locationsOf(row, as),
    photos_first_destination: row.photosFirstDestination,
    created_at: formatPlanDate(row.createdAt),
    shared_with: shared,
    days: row.days && row.days > 0 ? row.days : null,
    trip: tripOf(row),
  };
}

const listColumns = {
  id: plans.id,
  planType: plans.planType,
  isPaid: plans.isPaid,
  firstLocation: sql<string | null>`${plans.planData}->'destination'->>'location'`,
  secondLocation: sql<string | null>`${plans.planData}->'second_destination'->>'location'`,
  photosFirstDestination: plans.photosFirstDestination,
  createdAt: plans.createdAt,
  days: sql<
    number | null
  >`case when jsonb_typeof(${plans.planData}->'destination'->'itinerary') = 'array' then jsonb_array_length(${plans.planData}->'destination'->'itinerary') end`,
  dates: sql<string | null>`${plans.formData}->>'datesTraveling'`,
  timeline: sql<string | null>`${plans.formData}->>'travelTimeline'`,
  party: sql<string | null>`${plans.formData}->>'otherTravelers'`,
};

export async function listMyPlans(ctx: Ctx, userId: number): Promise<PlanListItem[]> {
  const rows = await ctx.db
    .select(listColumns)
    .from(plans)
    .where(eq(plans.userId, userId))
    .orderBy(desc(plans.createdAt), desc(plans.id));
  const shares = await sharedWith(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => present(row, 'owner', shares.get(row.id) ?? []));
}

/**
 * Plans whose invitation this account opened, with who shared them. The other people a plan
 * is shared with are the owner's business: not listed here.
 */
export async function listPlansSharedWith(ctx: Ctx, userId: number): Promise<PlanListItem[]> {
  const rows = await ctx.db
    .select({
      ...listColumns,
      inviterName: users.firstName,
      inviterEmail: users.email,
    })
    .from(planShares)
    .innerJoin(plans, eq(plans.id, planShares.planId))
    .innerJoin(users, eq(users.id, planShares.invitedBy))
    .where(eq(planShares.userId, userId))
    .orderBy(desc(planShares.createdAt));
  return rows.map((row) => ({
    ...present(row, 'invited', []),
    invited_by_name: row.inviterName,
    invited_by_email: row.inviterEmail,
  }));
}
