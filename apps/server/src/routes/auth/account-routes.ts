import {
  emailUpdated,
  firstNameUpdated,
  messageResponse,
  updateAccountPasswordBody,
  updateEmailBody,
  updateFirstNameBody,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { requireUser, signIn } from '../../plugins/auth.ts';
import {
  confirmCurrentPassword,
  notifyEmailChanged,
  setPassword,
  updateEmail,
  updateFirstName,
} from '../../services/users.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';

/** The body's user_id is only a cross-check: the account changed is always the session's. */
function assertSameUser(sessionUserId: number, bodyUserId: number | string | undefined) {
  if (bodyUserId !== undefined && bodyUserId !== '' && Number(bodyUserId) !== sessionUserId) {
    throw new AppError('FORBIDDEN');
  }
}

/** Account page edits (plans-payments-admin §2 "Account page", §5). */
export async function accountRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.post(
    '/auth/account-update-first-name',
    {
      schema: {
        tags: ['account'],
        body: updateFirstNameBody,
        response: {
          200: firstNameUpdated,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      assertSameUser(user.id, request.body.user_id);
      await updateFirstName(ctx, { userId: user.id, firstName: request.body.first_name });
      return { message: 'First name updated', firstName: request.body.first_name.trim() };
    },
  );

  r.post(
    '/auth/account-update-email',
    {
      schema: {
        tags: ['account'],
        body: updateEmailBody,
        response: { 200: emailUpdated, ...errorResponses },
      },
      preHandler: [limits.perIp('account-email-ip', 20, HOUR)],
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      assertSameUser(user.id, request.body.user_id);
      await confirmCurrentPassword(ctx, {
        userId: user.id,
        password: request.body.current_password,
      });
      const email = request.body.email.trim();
      const before = await updateEmail(ctx, { userId: user.id, email });
      // Every other browser is signed out; this one gets a fresh session.
      await signIn(ctx, reply, { userId: user.id, kind: 'user' });
      if (before) {
        await notifyEmailChanged(ctx, { before, newEmail: email }).catch((err: unknown) =>
          request.log.error({ err }, 'e-mail change notice failed'),
        );
      }
      return { message: 'Email updated', email };
    },
  );

  r.post(
    '/auth/account-update-password',
    {
      schema: {
        tags: ['account'],
        body: updateAccountPasswordBody,
        response: { 200: messageResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('account-password-ip', 10, HOUR)],
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      assertSameUser(user.id, request.body.user_id);
      await confirmCurrentPassword(ctx, {
        userId: user.id,
        password: request.body.current_password,
      });
      // Every session ends, including this one; the caller gets a fresh session so the page stays signed in.
      await setPassword(ctx, { userId: user.id, password: request.body.password });
      await signIn(ctx, reply, { userId: user.id, kind: 'user' });
      return { message: 'Password updated' };
    },
  );
}
