import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionUser } from '../../plugins/auth.ts';
import type { Actor } from '../../policies/plans.ts';

/** Who is asking: the traveller's session and, separately, a staff session. */
export async function actorOf(ctx: AppContext, request: FastifyRequest): Promise<Actor> {
  const [user, admin] = await Promise.all([
    sessionUser(ctx, request, 'user'),
    sessionUser(ctx, request, 'admin'),
  ]);
  return {
    userId: user?.id,
    email: user?.email,
    staffId: admin?.role === 'admin' ? admin.id : undefined,
    staffEmail: admin?.role === 'admin' ? admin.email : undefined,
  };
}
