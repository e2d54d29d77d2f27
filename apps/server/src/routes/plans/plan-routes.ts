import {
  accessiblePlanIdsResponse,
  planEnvelope,
  planIdParams,
  publicShareStatus,
  savePlanBody,
  updatePublicShareBody,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireUser, sessionUser } from '../../plugins/auth.ts';
import { seesFullPlan } from '../../policies/plans.ts';
import { presentPlan } from '../../presenters/plan.ts';
import { accessiblePlanIds, markViewed, savePlan, setPublicShare } from '../../services/plans.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { planFor, planRoute } from './plan-access.ts';
import { sendPlan } from './plan-answer.ts';

/** Saving, reading and public-link status of plans (plans-payments-admin §4, §7). */
export async function planRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.post(
    '/api/users/plan',
    {
      schema: {
        tags: ['plans'],
        body: savePlanBody,
        response: { 201: planEnvelope, ...errorResponses },
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
      return reply
        .code(201)
        .send({ plan: presentPlan(row, { full: seesFullPlan('owner', row), isOwner: true }) });
    },
  );

  r.get(
    '/api/plans/:id',
    {
      schema: {
        tags: ['plans'],
        params: planIdParams,
        response: { 200: planEnvelope, ...errorResponses },
      },
      config: planRoute('read'),
    },
    async (request, reply) => {
      const access = await planFor(ctx, request, request.params.id, 'read');
      if (access.isOwner) await markViewed(ctx, access.row);
      return sendPlan(ctx, reply, access);
    },
  );

  r.get(
    '/api/plans/public/:id',
    {
      schema: {
        tags: ['plans'],
        params: planIdParams,
        response: { 200: planEnvelope, ...errorResponses },
      },
      config: planRoute('read-public'),
    },
    async (request, reply) =>
      sendPlan(ctx, reply, await planFor(ctx, request, request.params.id, 'read-public')),
  );

  r.get(
    '/api/plans/:id/example',
    {
      schema: {
        tags: ['plans'],
        params: planIdParams,
        response: { 200: planEnvelope, ...errorResponses },
      },
      config: planRoute('read-example'),
    },
    async (request, reply) =>
      sendPlan(ctx, reply, await planFor(ctx, request, request.params.id, 'read-example')),
  );

  r.get(
    '/api/users/my-accessible-plans',
    {
      schema: { tags: ['plans'], response: { 200: accessiblePlanIdsResponse, ...errorResponses } },
    },
    async (request) => accessiblePlanIds(ctx, await requireUser(ctx, request)),
  );

  r.get(
    '/api/plans/get-public-share-status/:id',
    {
      schema: {
        tags: ['sharing'],
        params: planIdParams,
        response: { 200: publicShareStatus, ...errorResponses },
      },
      // Owner only, like the sharing routes: counted per signed-in user.
      preHandler: [
        limits.perKey(
          'share-status-read-user',
          240,
          HOUR,
          async (req) => `user:${(await requireUser(ctx, req)).id}`,
        ),
      ],
      config: planRoute('share'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.params.id, 'share');
      return { shared_publicly: row.sharedPublicly };
    },
  );

  r.patch(
    '/api/plans/update-public-share-status',
    {
      schema: {
        tags: ['sharing'],
        body: updatePublicShareBody,
        response: { 200: publicShareStatus, ...errorResponses },
      },
      preHandler: [
        limits.perKey(
          'share-status-write-user',
          60,
          HOUR,
          async (req) => `user:${(await requireUser(ctx, req)).id}`,
        ),
      ],
      config: planRoute('share'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.body.plan_id, 'share');
      await setPublicShare(ctx, { planId: row.id, status: request.body.status });
      return { shared_publicly: request.body.status };
    },
  );
}
