import {
  BRAND,
  currentUser,
  deleteAccountBody,
  messageResponse,
  planListResponse,
  userStats,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, requireUser } from '../../plugins/auth.ts';
import { listMyPlans, listPlansSharedWith } from '../../services/plan-list.ts';
import {
  userStats as computeStats,
  confirmCurrentPassword,
  deleteAccount,
} from '../../services/users.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';

/** The signed-in user's own resources (journey-and-accounts §7). */
export async function userRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.get(
    '/api/users/me',
    { schema: { tags: ['users'], response: { 200: currentUser, ...errorResponses } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { id: user.id, firstName: user.firstName, email: user.email };
    },
  );

  r.get(
    '/api/users/my-user-stats',
    { schema: { tags: ['users'], response: { 200: userStats, ...errorResponses } } },
    async (request) => computeStats(ctx, await requireUser(ctx, request)),
  );

  r.get(
    '/api/users/my-plans',
    { schema: { tags: ['users'], response: { 200: planListResponse, ...errorResponses } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { plansFormattedDates: await listMyPlans(ctx, user.id) };
    },
  );

  r.get(
    '/api/users/plans-shared-with-me',
    { schema: { tags: ['users'], response: { 200: planListResponse, ...errorResponses } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { plansFormattedDates: await listPlansSharedWith(ctx, user.id) };
    },
  );

  r.post(
    '/api/users/delete-user-account',
    {
      schema: {
        tags: ['users'],
        body: deleteAccountBody,
        response: { 200: messageResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('delete-account-ip', 5, HOUR)],
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      await confirmCurrentPassword(ctx, {
        userId: user.id,
        password: request.body.current_password,
      });
      await deleteAccount(ctx, { userId: user.id, email: user.email });
      clearSessionCookie(ctx, reply, 'user');
      request.log.info({ userId: user.id }, 'account deleted');
      return {
        message: `Your account has been deleted. Thank you for using ${BRAND.productName}.`,
      };
    },
  );
}
