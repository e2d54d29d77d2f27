import { MSG, planRecord } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { canRevise } from '../../policies/plans.ts';
import { presentPlan } from '../../presenters/plan.ts';
import { requirePlan } from '../../services/plans.ts';
import {
  type PlanKey,
  revisePlanDestination,
  saveRevisedDestination,
} from '../../services/revision.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { factsOf } from './plan-access.ts';
import { viewerOf } from './viewer.ts';

const planIdField = z.coerce.number().int().positive().max(2_147_483_647);

/** Revision with feedback (owners of paid plans with edits left, or staff). */
export async function revisionRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  /** The plan, if this viewer may revise it; staff may revise any plan. */
  async function revisable(request: Parameters<typeof viewerOf>[1], planId: number) {
    const viewer = await viewerOf(ctx, request);
    if (viewer.userId === undefined && !viewer.isAdmin) throw new AppError('UNAUTHENTICATED');
    const plan = await requirePlan(ctx, planId);
    const asOwner = canRevise(viewer, factsOf(plan));
    if (!asOwner && !viewer.isAdmin) throw new AppError('FORBIDDEN');
    // Drafts belong to whoever revised: the owner, or the staff member acting.
    const actorId = asOwner ? (viewer.userId as number) : -1;
    return { plan, asOwner, actorId };
  }

  r.post(
    '/api/geminiAPI/user-revised-recommendation-gemini',
    {
      schema: {
        tags: ['planner'],
        body: z.looseObject({
          plan_id: z.unknown().optional(),
          plan_key: z.enum(['destination', 'second_destination']).optional().default('destination'),
          user_feedback: z.string().max(2000),
        }),
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses },
      },
      preHandler: [limits.perIp('revise-ip', 30, HOUR)],
    },
    async (request) => {
      const planId = planIdField.safeParse(request.body.plan_id);
      if (!planId.success) throw new AppError('VALIDATION_FAILED', MSG.revisionMissingPlanId);
      const { plan, actorId } = await revisable(request, planId.data);
      const revised = await revisePlanDestination(ctx, {
        userId: actorId,
        plan,
        planKey: request.body.plan_key as PlanKey,
        feedback: request.body.user_feedback,
      });
      return revised as unknown as Record<string, unknown>;
    },
  );

  for (const [url, planKey] of [
    ['/api/users/plan-update-destination', 'destination'],
    ['/api/users/plan-update-second-destination', 'second_destination'],
  ] as const) {
    r.patch(
      url,
      {
        schema: {
          tags: ['plans'],
          body: z.object({ plan_id: planIdField, [planKey]: z.record(z.string(), z.unknown()) }),
          response: { 200: planRecord, ...errorResponses },
        },
      },
      async (request) => {
        const body = request.body as { plan_id: number } & Record<PlanKey, unknown>;
        const { plan, asOwner, actorId } = await revisable(request, body.plan_id);
        const row = await saveRevisedDestination(ctx, {
          userId: actorId,
          plan,
          planKey,
          destination: body[planKey],
          countsAsEdit: asOwner,
        });
        return presentPlan(row, { full: true, isOwner: asOwner });
      },
    );
  }
}
