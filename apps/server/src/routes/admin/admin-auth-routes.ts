import { adminLoginResponse, adminUser, loginBody, messageResponse } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { COOKIE, clearSessionCookie, requireAdmin, signIn } from '../../plugins/auth.ts';
import { deleteSession } from '../../services/sessions.ts';
import { authenticate } from '../../services/users.ts';
import { errorResponses } from '../schemas.ts';
import { MINUTE, type RouteDeps, typed } from '../types.ts';

/**
 * Staff sign-in (plans-payments-admin §2 "Admin login"). The admin session has its own
 * cookie so signing in to the staff area never doubles as a traveller session.
 */
export async function adminAuthRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.post(
    '/admin/auth/login',
    {
      schema: {
        tags: ['admin'],
        body: loginBody,
        response: { 200: adminLoginResponse, ...errorResponses },
      },
      preHandler: [
        limits.perIp('admin-login-ip', 20, 15 * MINUTE),
        limits.perAccountAndIp('admin-login-acct-ip', 10, 15 * MINUTE),
      ],
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body);
      if (user.role !== 'admin') throw new AppError('NOT_ADMIN');
      const old = request.cookies[COOKIE.admin];
      if (old) await deleteSession(ctx, old);
      await signIn(ctx, reply, { userId: user.id, kind: 'admin' });
      return { message: 'Signed in', id: user.id };
    },
  );

  r.get(
    '/api/admin/auth/me',
    { schema: { tags: ['admin'], response: { 200: adminUser, ...errorResponses } } },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      return {
        id: admin.id,
        first_name: admin.firstName,
        last_name: admin.lastName,
        email: admin.email,
        role: admin.role,
      };
    },
  );

  r.post(
    '/api/admin/auth/logout',
    { schema: { tags: ['admin'], response: { 200: messageResponse } } },
    async (request, reply) => {
      const token = request.cookies[COOKIE.admin];
      if (token) await deleteSession(ctx, token);
      clearSessionCookie(ctx, reply, 'admin');
      return { message: 'Logged out' };
    },
  );
}
