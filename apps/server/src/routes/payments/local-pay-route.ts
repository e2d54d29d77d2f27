import { localPayBody, localPayParams, localPayResponse } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { payLocalSession } from '../../services/local-checkout.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';

/** The built-in test checkout's "card network": only with PAYMENTS_PROVIDER=local. */
export async function localPayRoute(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  typed(app).post(
    '/api/checkout/local/:sessionId/pay',
    {
      schema: {
        tags: ['payments'],
        params: localPayParams,
        body: localPayBody,
        response: { 200: localPayResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('local-pay-ip', 30, HOUR)],
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return payLocalSession(ctx, {
        user,
        sessionId: request.params.sessionId,
        card: request.body,
      });
    },
  );
}
