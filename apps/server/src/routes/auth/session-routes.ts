import { currentUser, loginBody, messageResponse, registerBody } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { COOKIE, clearSessionCookie, signIn } from '../../plugins/auth.ts';
import { deleteSession } from '../../services/sessions.ts';
import { authenticate, registerUser } from '../../services/users.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, MINUTE, type RouteDeps, typed } from '../types.ts';

/** POST /auth/register, /auth/login, /auth/logout (journey-and-accounts §7). */
export async function sessionRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        body: registerBody,
        response: { 201: currentUser, ...errorResponses },
      },
      preHandler: [
        limits.perIp('register-ip', 10, HOUR),
        limits.perAccount('register-acct', 5, HOUR),
      ],
    },
    async (request, reply) => {
      const user = await registerUser(ctx, request.body);
      await signIn(ctx, reply, { userId: user.id, kind: 'user' });
      return reply.code(201).send({ id: user.id, firstName: user.firstName, email: user.email });
    },
  );

  r.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: { 200: currentUser, ...errorResponses },
      },
      preHandler: [
        limits.perIp('login-ip', 30, 15 * MINUTE),
        limits.perAccountAndIp('login-acct-ip', 10, 15 * MINUTE),
      ],
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body);
      const old = request.cookies[COOKIE.user];
      if (old) await deleteSession(ctx, old);
      await signIn(ctx, reply, { userId: user.id, kind: 'user' });
      return { id: user.id, firstName: user.firstName, email: user.email };
    },
  );

  r.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: messageResponse } } },
    async (request, reply) => {
      const token = request.cookies[COOKIE.user];
      if (token) await deleteSession(ctx, token);
      clearSessionCookie(ctx, reply, 'user');
      return { message: 'Logged out' };
    },
  );
}
