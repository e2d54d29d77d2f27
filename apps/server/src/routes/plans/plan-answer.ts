import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { presentPlan } from '../../presenters/plan.ts';
import type { PlanAccess } from './plan-access.ts';

/**
 * A plan read's answer ({ plan }), made once per version of the plan and kind of reader
 * (services/plan-read-cache.ts) and sent as it is: a string with a JSON content type is not
 * serialised again. The presenter builds exactly the schema's shape, which the tests check
 * strictly, so a 20 KB plan is not re-validated on every read.
 */
export function sendPlan(ctx: AppContext, reply: FastifyReply, access: PlanAccess) {
  const body = ctx.planCache.body(access.row, `${access.full}:${access.isOwner}`, () =>
    JSON.stringify({ plan: presentPlan(access.row, access) }),
  );
  return reply.type('application/json; charset=utf-8').send(body);
}
