import type { PlanDestination } from '@app/shared';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { type PLAN_AUDIT_ACTIONS, planAudit } from '../db/schema.ts';
import { addMinutes } from '../lib/clock.ts';
import type { PlanKey } from './plans.ts';

/**
 * The staff audit log (docs/decisions/0012-staff-area.md): who, when, which plan, what. Every
 * read, download, revision request and revision a staff member makes of a plan is written;
 * repeated views within a short window are one row. The rows keep the staff member's address,
 * so the trail survives the deletion of their account.
 */
export type StaffAction = (typeof PLAN_AUDIT_ACTIONS)[number];

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * A staff member's repeated views of one plan within this many minutes are one audit row.
 * The plan page polls GET /api/plans/{id} while background work runs and refetches on focus,
 * so an unbounded "view" row per read buried the revisions on the plan's row and grew the
 * table without telling anyone more than "this person had it open".
 */
export const STAFF_VIEW_WINDOW_MINUTES = 10;

export interface StaffActionInput {
  planId: number;
  staff: { id: number; email: string };
  action: StaffAction;
  detail?: Record<string, string>;
}

/** Writes one row, in `tx` when the action is part of a change (a revision). */
export async function insertStaffAction(ctx: Ctx, db: Db | Tx, input: StaffActionInput) {
  await db.insert(planAudit).values({
    planId: input.planId,
    staffId: input.staff.id,
    staffEmail: input.staff.email,
    action: input.action,
    detail: input.detail ?? {},
    createdAt: ctx.clock.now(),
  });
}

/**
 * Records a staff member's access to a plan. A view is skipped when the same person has a
 * view of the plan in the last STAFF_VIEW_WINDOW_MINUTES; two reads racing may both write
 * one: harmless, and cheaper than a lock on every read.
 */
export async function recordStaffAction(ctx: Ctx, input: StaffActionInput) {
  if (input.action === 'view') {
    const [recent] = await ctx.db
      .select({ id: planAudit.id })
      .from(planAudit)
      .where(
        and(
          eq(planAudit.planId, input.planId),
          eq(planAudit.staffId, input.staff.id),
          eq(planAudit.action, 'view'),
          gt(planAudit.createdAt, addMinutes(ctx.clock.now(), -STAFF_VIEW_WINDOW_MINUTES)),
        ),
      )
      .limit(1);
    if (recent) return;
  }
  await insertStaffAction(ctx, ctx.db, input);
}

/** Venue names listed in more than this many are summarised by a count. */
const NAMES_LISTED = 8;

function venueNames(d: PlanDestination | null): Set<string> {
  if (!d) return new Set();
  return new Set([
    ...d.places_to_stay.map((v) => v.name),
    ...d.restaurants.map((v) => v.restaurant_name),
    ...d.things_to_do.map((v) => v.destination_name),
  ]);
}

function listed(names: string[]): string {
  if (names.length <= NAMES_LISTED) return names.join(', ');
  return `${names.slice(0, NAMES_LISTED).join(', ')} and ${names.length - NAMES_LISTED} more`;
}

/** What a revision changed, as the staff list shows it. */
export function revisionDetail(opts: {
  planKey: PlanKey;
  before: PlanDestination | null;
  after: PlanDestination;
  feedback: string;
}): Record<string, string> {
  const before = venueNames(opts.before);
  const after = venueNames(opts.after);
  const detail: Record<string, string> = {
    destination: opts.planKey,
    before: opts.before?.location ?? '',
    after: opts.after.location,
    feedback: opts.feedback,
    days: `${opts.before?.itinerary.length ?? 0} → ${opts.after.itinerary.length}`,
  };
  const added = [...after].filter((n) => !before.has(n));
  const removed = [...before].filter((n) => !after.has(n));
  if (added.length > 0) detail.added = listed(added);
  if (removed.length > 0) detail.removed = listed(removed);
  return detail;
}

/** Staff actions on one plan, newest first, a page at a time (the full trail of a row). */
export async function planAuditTrail(ctx: Ctx, opts: { planId: number; page: number }) {
  const pageSize = 50;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: planAudit.id,
        action: planAudit.action,
        staffEmail: planAudit.staffEmail,
        detail: planAudit.detail,
        at: planAudit.createdAt,
      })
      .from(planAudit)
      .where(eq(planAudit.planId, opts.planId))
      .orderBy(desc(planAudit.createdAt), desc(planAudit.id))
      .limit(pageSize)
      .offset((opts.page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(planAudit).where(eq(planAudit.planId, opts.planId)),
  ]);
  return {
    total: total?.n ?? 0,
    entries: rows.map((r) => ({
      id: r.id,
      action: r.action,
      staff_email: r.staffEmail,
      at: r.at.toISOString(),
      detail: r.detail,
    })),
  };
}
