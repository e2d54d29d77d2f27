import { EXAMPLE_PLAN_IDS } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  type Actor,
  authorizePlan,
  type Capacity,
  isOwner,
  needsInvitationLookup,
  type PlanAction,
  type PlanFacts,
  type Refusal,
  seesFullPlan,
} from '../../policies/plans.ts';
import { recordStaffAction, type StaffAction } from '../../services/admin-audit.ts';
import { checkoutSessionPlanId } from '../../services/checkout.ts';
import { findPlan, type PlanRow } from '../../services/plans.ts';
import { hasOpenedInvite } from '../../services/sharing.ts';
import { actorOf } from './actor.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The plan actions the route's handler asks `planFor` (set with `planRoute`). */
    planActions?: readonly PlanAction[];
  }
}

/**
 * A plan route's config: the actions its handler asks `planFor`. `planFor` refuses an action
 * its route does not name, and the app lists the routes so tagged (`app.planRoutes`), so the
 * access-matrix test knows every route that reaches a plan and has a row for each.
 */
export function planRoute(...actions: PlanAction[]) {
  return { planActions: actions };
}

export interface PlanAccess {
  row: PlanRow;
  actor: Actor;
  as: Capacity;
  /** Whether the answer may carry the whole plan (else only its preview). */
  full: boolean;
  isOwner: boolean;
}

const READ_ONLY = new Set<PlanAction>([
  'read',
  'read-public',
  'read-example',
  'events',
  'download',
]);

/** A plan that grants nothing: a missing plan is refused exactly as someone else's is. */
const NOBODYS_PLAN: PlanFacts = {
  userId: -1,
  isPaid: false,
  sharedPublicly: false,
  modifiedCount: 0,
  invited: false,
  isExample: false,
};

const REFUSALS: Record<Refusal, () => AppError> = {
  unauthenticated: () => new AppError('UNAUTHENTICATED'),
  hidden: () => new AppError('NOT_FOUND', 'Plan not found.'),
  'payment-required': () => new AppError('PAYMENT_REQUIRED'),
  'already-paid': () => new AppError('ALREADY_PAID'),
  'no-edits-left': () => new AppError('FORBIDDEN', 'You have no edits remaining for this plan.'),
};

/** What a staff member's access to a plan is logged as; other actions log themselves or nothing. */
const STAFF_AUDITED: Partial<Record<PlanAction, StaffAction>> = {
  read: 'view',
  download: 'download',
  revise: 'revision-request',
};

/**
 * Every plan a staff member reads, downloads or asks a revision of is on the record (the
 * staff list shows it on the plan's row), with the call used. Staff revisions are written by
 * the save itself, with what changed, in its transaction.
 */
async function auditStaffAccess(
  ctx: AppContext,
  request: FastifyRequest,
  planId: number,
  actor: Actor,
  action: PlanAction,
) {
  const audited = STAFF_AUDITED[action];
  if (!audited || actor.staffId === undefined) return;
  await recordStaffAction(ctx, {
    planId,
    staff: { id: actor.staffId, email: actor.staffEmail ?? '' },
    action: audited,
    detail: { call: `${request.method} ${request.routeOptions.url ?? ''}` },
  });
}

export function factsOf(row: PlanRow, invited = false): PlanFacts {
  return {
    userId: row.userId,
    isPaid: row.isPaid,
    sharedPublicly: row.sharedPublicly,
    modifiedCount: row.modifiedCount,
    invited,
    isExample: (EXAMPLE_PLAN_IDS as readonly number[]).includes(row.id),
  };
}

/**
 * The only way a plan route gets at a plan: loads it, asks authorizePlan for this action,
 * and throws the refusal's error (a missing plan and someone else's answer alike). `null`
 * is a plan that does not exist (a checkout session nobody opened, below).
 */
export async function planFor(
  ctx: AppContext,
  request: FastifyRequest,
  planId: number | null,
  action: PlanAction,
): Promise<PlanAccess> {
  if (!request.routeOptions.config.planActions?.includes(action)) {
    // A programming error, caught by any test of the route: untagged, the route would be
    // missing from the access matrix.
    throw new Error(
      `${request.method} ${request.routeOptions.url ?? ''} asks planFor('${action}') without planRoute('${action}') in its config`,
    );
  }
  const actor = await actorOf(ctx, request);
  // Reads may come from the read cache (exact: services/plan-read-cache.ts); anything that
  // acts on the plan reads the row itself.
  const row =
    planId === null
      ? null
      : READ_ONLY.has(action)
        ? await ctx.planCache.row(planId)
        : await findPlan(ctx, planId);
  if (!row) {
    const decision = authorizePlan(actor, NOBODYS_PLAN, action);
    throw decision.ok ? new AppError('NOT_FOUND', 'Plan not found.') : REFUSALS[decision.refusal]();
  }
  const invited =
    needsInvitationLookup(actor, row, action) && actor.userId !== undefined
      ? await hasOpenedInvite(ctx, { planId: row.id, userId: actor.userId })
      : false;
  const facts = factsOf(row, invited);
  const decision = authorizePlan(actor, facts, action);
  if (!decision.ok) throw REFUSALS[decision.refusal]();
  if (decision.as === 'staff') await auditStaffAccess(ctx, request, row.id, actor, action);
  return {
    row,
    actor,
    as: decision.as,
    full: seesFullPlan(decision.as, facts),
    isOwner: isOwner(actor, facts),
  };
}

/**
 * The plan a checkout session was opened for, through the same entry: a session that does
 * not exist is refused exactly as a missing plan, and someone else's as someone else's plan.
 */
export async function planForCheckoutSession(
  ctx: AppContext,
  request: FastifyRequest,
  sessionId: string,
  action: PlanAction,
): Promise<PlanAccess> {
  return planFor(ctx, request, await checkoutSessionPlanId(ctx, sessionId), action);
}
