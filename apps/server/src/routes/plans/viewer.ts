import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionUser } from '../../plugins/auth.ts';
import type { Viewer } from '../../policies/plans.ts';

/** Who is looking: the traveller's session and, separately, a staff session. */
export async function viewerOf(ctx: AppContext, request: FastifyRequest): Promise<Viewer> {
  const [user, admin] = await Promise.all([
    sessionUser(ctx, request, 'user'),
    sessionUser(ctx, request, 'admin'),
  ]);
  return {
    userId: user?.id,
    email: user?.email,
    isAdmin: admin?.role === 'admin',
  };
}
