import { EXAMPLE_PLAN_IDS, planRecord, savePlanBody } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { requireUser, sessionUser } from '../../plugins/auth.ts';
import {
  canManageSharing,
  canReadPublicly,
  canSeeFullPlan,
  isOwner,
} from '../../policies/plans.ts';
import { presentPlan } from '../../presenters/plan.ts';
import {
  accessiblePlanIds,
  markViewed,
  requirePlan,
  savePlan,
  setPublicShare,
} from '../../services/plans.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { factsOf, ownedPlan, readablePlan } from './plan-access.ts';
import { viewerOf } from './viewer.ts';

const planId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: planId });

/** Saving, reading and public-link status of plans (plans-payments-admin §4, §7). */
export async function planRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.post(
    '/api/users/plan',
    {
      schema: {
        tags: ['plans'],
        body: savePlanBody,
        response: { 201: z.object({ plan: planRecord }), ...errorResponses },
      },
      preHandler: [
        limits.perKey('save-plan', 60, HOUR, async (req) => {
          const user = await sessionUser(ctx, req, 'user');
          return user ? `user:${user.id}` : `ip:${req.ip}`;
        }),
      ],
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      // The owner is the session's user; any owner or paid flag in the body is ignored.
      const row = await savePlan(ctx, {
        userId: user.id,
        planType: request.body.plan_type,
        planData: request.body.plan_data,
      });
      return reply.code(201).send({ plan: presentPlan(row, { full: row.isPaid, isOwner: true }) });
    },
  );

  r.get(
    '/api/plans/:id',
    {
      schema: {
        tags: ['plans'],
        params: idParams,
        response: { 200: planRecord, ...errorResponses },
      },
    },
    async (request) => {
      const { row, viewer } = await readablePlan(ctx, request, request.params.id);
      const owner = isOwner(viewer, factsOf(row));
      if (owner) await markViewed(ctx, row);
      return presentPlan(row, { full: canSeeFullPlan(viewer, factsOf(row)), isOwner: owner });
    },
  );

  r.get(
    '/api/plans/public/:id',
    {
      schema: {
        tags: ['plans'],
        params: idParams,
        response: { 200: planRecord, ...errorResponses },
      },
    },
    async (request) => {
      const row = await requirePlan(ctx, request.params.id);
      // Not public answers the same as missing, so ids cannot be probed.
      if (!canReadPublicly(factsOf(row))) throw new AppError('NOT_FOUND', 'Plan not found.');
      const viewer = await viewerOf(ctx, request);
      return presentPlan(row, {
        full: canSeeFullPlan(viewer, factsOf(row)),
        isOwner: isOwner(viewer, factsOf(row)),
      });
    },
  );

  r.get(
    '/api/plans/:id/example',
    {
      schema: {
        tags: ['plans'],
        params: idParams,
        response: { 200: planRecord, ...errorResponses },
      },
    },
    async (request) => {
      if (!(EXAMPLE_PLAN_IDS as readonly number[]).includes(request.params.id)) {
        throw new AppError('NOT_FOUND', 'Plan not found.');
      }
      const row = await requirePlan(ctx, request.params.id);
      return presentPlan(row, { full: true, isOwner: false });
    },
  );

  r.get(
    '/api/users/my-accessible-plans',
    { schema: { tags: ['plans'], response: { 200: z.array(z.number()), ...errorResponses } } },
    async (request) => accessiblePlanIds(ctx, await requireUser(ctx, request)),
  );

  r.get(
    '/api/plans/get-public-share-status/:id',
    {
      schema: {
        tags: ['sharing'],
        params: idParams,
        response: { 200: z.object({ shared_publicly: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const { row, viewer } = await ownedPlan(ctx, request, request.params.id);
      if (!canManageSharing(viewer, factsOf(row))) throw new AppError('FORBIDDEN');
      return { shared_publicly: row.sharedPublicly };
    },
  );

  r.patch(
    '/api/plans/update-public-share-status',
    {
      schema: {
        tags: ['sharing'],
        body: z.object({ plan_id: planId, status: z.boolean() }),
        response: { 200: z.object({ shared_publicly: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const { row, viewer } = await ownedPlan(ctx, request, request.body.plan_id);
      if (!canManageSharing(viewer, factsOf(row))) throw new AppError('FORBIDDEN');
      await setPublicShare(ctx, { planId: row.id, status: request.body.status });
      return { shared_publicly: request.body.status };
    },
  );
}
