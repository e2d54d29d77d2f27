import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { canRead, isOwner, type PlanFacts, type Viewer } from '../../policies/plans.ts';
import { isInvited, type PlanRow, requirePlan } from '../../services/plans.ts';
import { viewerOf } from './viewer.ts';

export function factsOf(row: PlanRow): PlanFacts {
  return {
    userId: row.userId,
    isPaid: row.isPaid,
    sharedPublicly: row.sharedPublicly,
    modifiedCount: row.modifiedCount,
  };
}

/** Loads a plan the signed-in viewer may read (owner, invited, admin), or throws 401/403/404. */
export async function readablePlan(
  ctx: AppContext,
  request: FastifyRequest,
  planId: number,
): Promise<{ row: PlanRow; viewer: Viewer }> {
  const viewer = await viewerOf(ctx, request);
  if (viewer.userId === undefined && !viewer.isAdmin) throw new AppError('UNAUTHENTICATED');
  const row = await requirePlan(ctx, planId);
  // Owners and staff need no share lookup; only then is the invitation list consulted.
  const invited =
    !isOwner(viewer, factsOf(row)) && !viewer.isAdmin && viewer.email
      ? await isInvited(ctx, row.id, viewer.email)
      : false;
  if (!canRead(viewer, factsOf(row), invited)) throw new AppError('FORBIDDEN');
  return { row, viewer };
}

/** Loads a plan the signed-in viewer owns, or throws 401/403/404. */
export async function ownedPlan(
  ctx: AppContext,
  request: FastifyRequest,
  planId: number,
): Promise<{ row: PlanRow; viewer: Viewer }> {
  const viewer = await viewerOf(ctx, request);
  if (viewer.userId === undefined) throw new AppError('UNAUTHENTICATED');
  const row = await requirePlan(ctx, planId);
  if (!isOwner(viewer, factsOf(row))) throw new AppError('FORBIDDEN');
  return { row, viewer };
}
