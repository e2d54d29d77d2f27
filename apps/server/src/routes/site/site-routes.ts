import { BRAND, feedbackBody, messageResponse, publicConfigResponse } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { sessionUser } from '../../plugins/auth.ts';
import { saveFeedback } from '../../services/feedback.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';

/** Small public endpoints of the site: runtime configuration and the feedback form. */
export async function siteRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);

  r.get(
    '/api/public-config',
    {
      schema: {
        tags: ['site'],
        response: {
          200: publicConfigResponse,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        productName: BRAND.productName,
        analyticsId: ctx.config.analyticsId ?? null,
        paymentsProvider: ctx.config.payments.provider,
        stripePublishableKey: ctx.config.payments.stripePublishableKey ?? null,
      };
    },
  );

  r.post(
    '/api/feedback',
    {
      schema: {
        tags: ['site'],
        body: feedbackBody,
        response: { 201: messageResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('feedback-ip', 10, HOUR)],
    },
    async (request, reply) => {
      const user = await sessionUser(ctx, request, 'user');
      await saveFeedback(ctx, {
        email: request.body.email,
        message: request.body.feedback,
        user: user ?? null,
      });
      return reply.code(201).send({ message: 'Thank you! Your feedback has been sent.' });
    },
  );
}
