import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { presentPlan } from '../../presenters/plan.ts';
import type { PlanAccess } from './plan-access.ts';

/**
 * A plan read's answer ({ plan }), made once per version of the plan and kind of reader
 * (services/plan-read-cache.ts; a public-link reader is a kind of its own: it gets no trip
 * summary) and sent as it is: a string with a JSON content type is not serialised again. The
 * presenter builds exactly the schema's shape, which the tests check strictly, so a 20 KB plan
 * is not re-validated on every read.
 */
export function sendPlan(ctx: AppContext, reply: FastifyReply, access: PlanAccess) {
  const reader = `${access.full}:${access.isOwner}:${access.as === 'public'}`;
  const body = ctx.planCache.body(access.row, reader, () =>
    JSON.stringify({ plan: presentPlan(access.row, access) }),
  );
  return reply.type('application/json; charset=utf-8').send(body);
}
