import {
  forgotPasswordBody,
  MSG,
  messageResponse,
  resetTokenParams,
  resetTokenResponse,
  updatePasswordBody,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
} from '../../services/password-reset.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';

/** Forgot password, reset-token check and password update (plans-payments-admin §2, §7). */
export async function passwordRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordBody,
        response: { 200: messageResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('forgot-ip', 10, HOUR), limits.perAccount('forgot-acct', 3, HOUR)],
    },
    async (request) => {
      // The same answer, in the same time, for every address: the account lookup, the token
      // and the mail happen after the answer, so its timing says nothing about the address.
      requestPasswordReset(ctx, request.body.email).catch((err: unknown) => {
        request.log.error({ err }, 'password reset mail failed');
      });
      return { message: MSG.resetLinkSent };
    },
  );

  r.get(
    '/auth/check-reset-token/:token',
    {
      schema: {
        tags: ['auth'],
        params: resetTokenParams,
        response: { 200: resetTokenResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('reset-check-ip', 30, HOUR)],
    },
    async (request) => checkResetToken(ctx, request.params.token),
  );

  r.post(
    '/auth/update-password',
    {
      schema: {
        tags: ['auth'],
        body: updatePasswordBody,
        response: { 200: messageResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('reset-update-ip', 20, HOUR)],
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { message: 'Your password has been updated. You can now log in.' };
    },
  );
}
