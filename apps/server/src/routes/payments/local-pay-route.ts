import { localPayBody, localPayParams, localPayResponse } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { payLocalSession } from '../../services/local-checkout.ts';
import { planForCheckoutSession, planRoute } from '../plans/plan-access.ts';
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
      // The owner pays, as they ask about the payment: whether this session can still be
      // paid (not for a plan paid already) is the checkout service's answer.
      config: planRoute('payment-status'),
    },
    async (request) => {
      const { sessionId } = request.params;
      const access = await planForCheckoutSession(ctx, request, sessionId, 'payment-status');
      return payLocalSession(ctx, {
        plan: access.row,
        buyerEmail: access.actor.email ?? '',
        sessionId,
        card: request.body,
      });
    },
  );
}
