import { desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { planShares, plans, users } from '../db/schema.ts';
import { formatPlanDate } from '../lib/clock.ts';
import { normaliseEmail } from './users.ts';

type Ctx = Pick<AppContext, 'db'>;

export interface PlanListItem {
  id: number;
  plan_type: string;
  is_paid: boolean;
  plan_data: { destination: { location: string }; second_destination?: { location: string } };
  photos_first_destination: string[];
  created_at: string;
  shared_with: string[];
  invited_by_name?: string;
  invited_by_email?: string;
}

interface PlanRow {
  id: number;
  planType: string;
  isPaid: boolean;
  planData: unknown;
  photosFirstDestination: string[];
  createdAt: Date;
}

/** Lists carry only what the list shows: never the plan's content. */
function locationsOf(planData: unknown): PlanListItem['plan_data'] {
  const data = planData as {
    destination?: { location?: string };
    second_destination?: { location?: string };
  };
  const out: PlanListItem['plan_data'] = {
    destination: { location: data.destination?.location ?? '' },
  };
  if (data.second_destination?.location) {
    out.second_destination = { location: data.second_destination.location };
  }
  return out;
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

function present(row: PlanRow, shared: string[]): PlanListItem {
  return {
    id: row.id,
    plan_type: row.planType,
    is_paid: row.isPaid,
    plan_data: locationsOf(row.planData),
    photos_first_destination: row.photosFirstDestination,
    created_at: formatPlanDate(row.createdAt),
    shared_with: shared,
  };
}

const listColumns = {
  id: plans.id,
  planType: plans.planType,
  isPaid: plans.isPaid,
  planData: plans.planData,
  photosFirstDestination: plans.photosFirstDestination,
  createdAt: plans.createdAt,
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
  return rows.map((row) => present(row, shares.get(row.id) ?? []));
}

export async function listPlansSharedWith(ctx: Ctx, email: string): Promise<PlanListItem[]> {
  const rows = await ctx.db
    .select({
      ...listColumns,
      inviterName: users.firstName,
      inviterEmail: users.email,
    })
    .from(planShares)
    .innerJoin(plans, eq(plans.id, planShares.planId))
    .innerJoin(users, eq(users.id, planShares.invitedBy))
    .where(eq(planShares.email, normaliseEmail(email)))
    .orderBy(desc(planShares.createdAt));
  const shares = await sharedWith(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...present(row, shares.get(row.id) ?? []),
    invited_by_name: row.inviterName,
    invited_by_email: row.inviterEmail,
  }));
}
