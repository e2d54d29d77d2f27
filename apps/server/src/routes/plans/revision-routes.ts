import {
  planRecord,
  revisedDestinationOf,
  revisedDestinationResponse,
  reviseRequestBody,
  saveRevisionBody,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { presentPlan } from '../../presenters/plan.ts';
import { revisePlanDestination, saveRevisedDestination } from '../../services/revision.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { type PlanAccess, planFor, planRoute } from './plan-access.ts';

/** Whoever acts: the staff member's own id when acting as staff, else the owner's. */
export function actorIdOf(access: PlanAccess): number {
  const id = access.as === 'staff' ? access.actor.staffId : access.actor.userId;
  if (id === undefined) throw new AppError('UNAUTHENTICATED');
  return id;
}

/** Revision with feedback (owners of paid plans with edits left, or staff). */
export async function revisionRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.post(
    '/api/geminiAPI/user-revised-recommendation-gemini',
    {
      schema: {
        tags: ['planner'],
        body: reviseRequestBody,
        response: { 200: revisedDestinationResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('revise-ip', 30, HOUR)],
      config: planRoute('revise'),
    },
    async (request) => {
      const access = await planFor(ctx, request, request.body.plan_id, 'revise');
      return revisePlanDestination(ctx, {
        actorId: actorIdOf(access),
        plan: access.row,
        planKey: request.body.plan_key,
        feedback: request.body.user_feedback,
      });
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
          body: saveRevisionBody[planKey],
          response: { 200: planRecord, ...errorResponses },
        },
        config: planRoute('save-revision'),
      },
      async (request) => {
        const access = await planFor(ctx, request, request.body.plan_id, 'save-revision');
        const row = await saveRevisedDestination(ctx, {
          actorId: actorIdOf(access),
          plan: access.row,
          planKey,
          destination: revisedDestinationOf(request.body),
          countsAsEdit: true,
        });
        return presentPlan(row, access);
      },
    );
  }
}
