import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        body: z.object({
          cardNumber: z.string().max(30),
          expiry: z.string().max(10),
          cvc: z.string().max(6),
          email: z.string().trim().max(254).optional().default(''),
        }),
        response: {
          200: z.object({ status: z.literal('complete'), returnUrl: z.string() }),
          ...errorResponses,
        },
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
