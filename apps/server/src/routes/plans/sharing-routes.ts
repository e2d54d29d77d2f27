import {
  acceptInviteBody,
  acceptInviteResponse,
  planIdParams,
  planInvitationsResponse,
  removeSharedUserBody,
  sendPlanInvitesBody,
  sendPlanInvitesResponse,
  sharedUsersResponse,
  sharePlanUsersBody,
  sharePlanUsersResponse,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  acceptInvite,
  invitationsOf,
  removeShare,
  sendInvites,
  sharedEmails,
  shareWith,
} from '../../services/sharing.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { planFor, planRoute } from './plan-access.ts';

/**
 * Sharing a purchased plan by e-mail (plans-payments-admin §2 "Share modal", §4, §7): owner
 * only. People it is shared with can read it and download it, never change or re-share it.
 */
export async function sharingRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);
  const perUser = (name: string, max: number) =>
    limits.perKey(name, max, HOUR, async (req) => `user:${(await requireUser(ctx, req)).id}`);

  // Reading the list, by either route: one budget. Read each time the share modal opens:
  // generous, but no endless polling of the list.
  const listLimit = perUser('share-list-user', 240);

  r.get(
    '/api/users/plan-shared-users/:id',
    {
      schema: {
        tags: ['sharing'],
        params: planIdParams,
        response: { 200: sharedUsersResponse, ...errorResponses },
      },
      preHandler: [listLimit],
      config: planRoute('share'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.params.id, 'share');
      return sharedEmails(ctx, row.id);
    },
  );

  // Not in the spec: the same list with where each invitation stands, for the share modal
  // (who has opened theirs, whom to send a new one). Owner only, like the list.
  r.get(
    '/api/plans/:id/invitations',
    {
      schema: {
        tags: ['sharing'],
        params: planIdParams,
        response: { 200: planInvitationsResponse, ...errorResponses },
      },
      preHandler: [listLimit],
      config: planRoute('share'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.params.id, 'share');
      return { invitations: await invitationsOf(ctx, row.id) };
    },
  );

  r.post(
    '/api/users/share-plan-users',
    {
      schema: {
        tags: ['sharing'],
        body: sharePlanUsersBody,
        response: { 200: sharePlanUsersResponse, ...errorResponses },
      },
      preHandler: [perUser('share-user', 60)],
      config: planRoute('share'),
    },
    async (request) => {
      const owner = await requireUser(ctx, request);
      const { row } = await planFor(ctx, request, request.body.plan_id, 'share');
      const sharedWith = await shareWith(ctx, { plan: row, owner, emails: request.body.emails });
      return { message: 'Plan shared.', shared_with: sharedWith };
    },
  );

  r.delete(
    '/api/users/remove-shared-user',
    {
      schema: {
        tags: ['sharing'],
        body: removeSharedUserBody,
        response: { 200: sharedUsersResponse, ...errorResponses },
      },
      preHandler: [perUser('share-remove-user', 60)],
      config: planRoute('share'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.body.plan_id, 'share');
      await removeShare(ctx, { planId: row.id, email: request.body.email });
      return sharedEmails(ctx, row.id);
    },
  );

  r.post(
    '/api/emails/send-plan-invites-resend',
    {
      schema: {
        tags: ['sharing'],
        body: sendPlanInvitesBody,
        response: { 200: sendPlanInvitesResponse, ...errorResponses },
      },
      // Each call sends mail: kept well below what would make us a spam relay.
      preHandler: [perUser('invite-mail-user', 30), limits.perIp('invite-mail-ip', 60, HOUR)],
      config: planRoute('share'),
    },
    async (request) => {
      const sender = await requireUser(ctx, request);
      const { row } = await planFor(ctx, request, request.body.planData.planID, 'share');
      const sent = await sendInvites(ctx, { plan: row, sender, emails: request.body.emails });
      return { success: true, message: `Invitations sent: ${sent}.` };
    },
  );

  r.post(
    '/api/plans/:id/accept-invite',
    {
      schema: {
        tags: ['sharing'],
        params: planIdParams,
        body: acceptInviteBody,
        response: { 200: acceptInviteResponse, ...errorResponses },
      },
      // Tokens are 256-bit; the limit only keeps guessing noisy and slow.
      preHandler: [limits.perIp('accept-invite-ip', 30, HOUR)],
      config: planRoute('accept-invite'),
    },
    async (request) => {
      const access = await planFor(ctx, request, request.params.id, 'accept-invite');
      // The owner opening a link they forwarded must not take the invitee's place.
      if (access.isOwner) return { plan_id: access.row.id };
      const { userId } = access.actor;
      // Granted only to a signed-in traveller; the check is for the type.
      if (userId === undefined) throw new AppError('UNAUTHENTICATED');
      await acceptInvite(ctx, { planId: access.row.id, token: request.body.token, userId });
      return { plan_id: access.row.id };
    },
  );
}
