import {
  adminAuditResponse,
  adminPageQuery,
  adminRecentResponse,
  adminSaveRevisionBody,
  adminSearchEmailParams,
  adminSearchEmailResponse,
  adminSearchIdParams,
  adminSearchIdResponse,
  MSG,
  planRecord,
  revisedDestinationOf,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { presentPlan } from '../../presenters/plan.ts';
import { planAuditTrail } from '../../services/admin-audit.ts';
import { planById, plansByEmail, recentPlans } from '../../services/admin-plans.ts';
import { saveRevisedDestination } from '../../services/revision.ts';
import { planFor, planRoute } from '../plans/plan-access.ts';
import { actorIdOf } from '../plans/revision-routes.ts';
import { errorResponses } from '../schemas.ts';
import type { RouteDeps } from '../types.ts';
import { typed } from '../types.ts';

/**
 * The staff plans screen's calls (plans-payments-admin §2 "Admin plans screen", §7). Every
 * one needs the staff session: a traveller's session is 403, none is 401.
 */
export async function adminPlanRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  const r = typed(app);
  // This plugin is its own encapsulated scope (app.ts), so the hook runs for these routes
  // only, whatever spelling of the path (percent-escapes included) reached them.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx, request);
  });

  r.get(
    '/admin/plans/most-recent-plans',
    {
      schema: {
        tags: ['admin'],
        querystring: adminPageQuery,
        response: { 200: adminRecentResponse, ...errorResponses },
      },
    },
    async (request) => recentPlans(ctx, { page: request.query.page }),
  );

  r.get(
    '/admin/plans/plan-search-id/:id',
    {
      schema: {
        tags: ['admin'],
        params: adminSearchIdParams,
        response: { 200: adminSearchIdResponse, ...errorResponses },
      },
    },
    async (request) => {
      const found = await planById(ctx, request.params.id);
      if (found.length === 0) throw new AppError('NOT_FOUND', MSG.planIdNotFound);
      return found;
    },
  );

  r.get(
    '/admin/plans/plan-search-email/:email',
    {
      schema: {
        tags: ['admin'],
        params: adminSearchEmailParams,
        querystring: adminPageQuery,
        response: { 200: adminSearchEmailResponse, ...errorResponses },
      },
    },
    async (request) => {
      const found = await plansByEmail(ctx, {
        email: request.params.email,
        page: request.query.page,
      });
      if (found.total === 0) throw new AppError('NOT_FOUND', MSG.emailNotFound);
      return found;
    },
  );

  r.get(
    '/admin/plans/plan-audit/:id',
    {
      schema: {
        tags: ['admin'],
        params: adminSearchIdParams,
        querystring: adminPageQuery,
        response: { 200: adminAuditResponse, ...errorResponses },
      },
    },
    async (request) => {
      const trail = await planAuditTrail(ctx, {
        planId: request.params.id,
        page: request.query.page,
      });
      if (trail.total === 0 && (await planById(ctx, request.params.id)).length === 0) {
        throw new AppError('NOT_FOUND', MSG.planIdNotFound);
      }
      return trail;
    },
  );

  for (const [url, planKey] of [
    ['/admin/plans/update-destination', 'destination'],
    ['/admin/plans/update-second-destination', 'second_destination'],
  ] as const) {
    r.patch(
      url,
      {
        schema: {
          tags: ['admin'],
          body: adminSaveRevisionBody[planKey],
          response: { 200: planRecord, ...errorResponses },
        },
        config: planRoute('staff-save-revision'),
      },
      async (request) => {
        const access = await planFor(ctx, request, request.body.plan_id, 'staff-save-revision');
        const staffId = actorIdOf(access);
        // Staff revisions never use the traveller's edits, and go on the audit log with
        // what they changed, in the same transaction.
        const row = await saveRevisedDestination(ctx, {
          actorId: staffId,
          plan: access.row,
          planKey,
          destination: revisedDestinationOf(request.body),
          countsAsEdit: false,
          staff: { id: staffId, email: access.actor.staffEmail ?? '' },
        });
        return presentPlan(row, { full: access.full, isOwner: false });
      },
    );
  }
}
