import { BRAND, currentUser, userStats } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clearSessionCookie, requireUser } from '../../plugins/auth.ts';
import { listMyPlans, listPlansSharedWith } from '../../services/plan-list.ts';
import { userStats as computeStats, deleteAccount } from '../../services/users.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';

const planListItem = z.object({
  id: z.number(),
  plan_type: z.string(),
  is_paid: z.boolean(),
  plan_data: z.object({
    destination: z.object({ location: z.string() }),
    second_destination: z.object({ location: z.string() }).optional(),
  }),
  photos_first_destination: z.array(z.string()),
  created_at: z.string(),
  shared_with: z.array(z.string()),
  invited_by_name: z.string().optional(),
  invited_by_email: z.string().optional(),
});
const planList = z.object({ plansFormattedDates: z.array(planListItem) });

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
    { schema: { tags: ['users'], response: { 200: planList, ...errorResponses } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { plansFormattedDates: await listMyPlans(ctx, user.id) };
    },
  );

  r.get(
    '/api/users/plans-shared-with-me',
    { schema: { tags: ['users'], response: { 200: planList, ...errorResponses } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { plansFormattedDates: await listPlansSharedWith(ctx, user.email) };
    },
  );

  r.post(
    '/api/users/delete-user-account',
    {
      schema: {
        tags: ['users'],
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
      preHandler: [limits.perIp('delete-account-ip', 5, HOUR)],
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      await deleteAccount(ctx, { userId: user.id, email: user.email });
      clearSessionCookie(ctx, reply, 'user');
      request.log.info({ userId: user.id }, 'account deleted');
      return {
        message: `Your account has been deleted. Thank you for using ${BRAND.productName}.`,
      };
    },
  );
}
