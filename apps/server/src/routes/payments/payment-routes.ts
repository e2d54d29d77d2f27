import {
  createCheckoutBody,
  createCheckoutResponse,
  paidStatusParams,
  paidStatusResponse,
  purchaseConfirmationBody,
  purchaseConfirmationResponse,
  sessionStatusQuery,
  sessionStatusResponse,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import {
  checkSession,
  completeFromWebhook,
  confirmPlanPaid,
  createCheckout,
  fulfilledSessionOf,
  sendConfirmation,
} from '../../services/checkout.ts';
import { planFor, planForCheckoutSession, planRoute } from '../plans/plan-access.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { localPayRoute } from './local-pay-route.ts';

/**
 * Checkout under the spec's /api/stripe/* paths, whichever provider is configured.
 * The browser's word never unlocks a plan: every path re-asks the provider.
 */
export async function paymentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { ctx, limits } = deps;
  const r = typed(app);

  r.post(
    '/api/stripe/create-checkout-session',
    {
      schema: {
        tags: ['payments'],
        body: createCheckoutBody,
        response: { 200: createCheckoutResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('checkout-ip', 30, HOUR)],
      config: planRoute('checkout'),
    },
    async (request) => {
      const { row, actor } = await planFor(ctx, request, request.body.plan_id, 'checkout');
      return createCheckout(ctx, { user: { id: row.userId, email: actor.email ?? '' }, plan: row });
    },
  );

  r.get(
    '/api/stripe/session-status',
    {
      schema: {
        tags: ['payments'],
        querystring: sessionStatusQuery,
        response: { 200: sessionStatusResponse, ...errorResponses },
      },
      config: planRoute('payment-status'),
    },
    async (request) => {
      const sessionId = request.query.session_id;
      const { row } = await planForCheckoutSession(ctx, request, sessionId, 'payment-status');
      return checkSession(ctx, { plan: row, sessionId });
    },
  );

  r.patch(
    '/api/stripe/:plan_id/update-paid-status',
    {
      schema: {
        tags: ['payments'],
        params: paidStatusParams,
        response: { 200: paidStatusResponse, ...errorResponses },
      },
      config: planRoute('payment-status'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.params.plan_id, 'payment-status');
      return { is_paid: await confirmPlanPaid(ctx, row) };
    },
  );

  r.post(
    '/api/emails/send-purchase-confirmation',
    {
      schema: {
        tags: ['payments'],
        body: purchaseConfirmationBody,
        response: { 200: purchaseConfirmationResponse, ...errorResponses },
      },
      preHandler: [limits.perIp('confirmation-ip', 20, HOUR)],
      config: planRoute('payment-status'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.body.planId, 'payment-status');
      const session = await fulfilledSessionOf(ctx, row.id);
      if (!session) throw new AppError('PAYMENT_REQUIRED');
      return { success: true, sent: await sendConfirmation(ctx, session.id) };
    },
  );

  await app.register(async (scope) => {
    // Signatures are computed over the exact bytes Stripe sent.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/api/stripe/webhook', { schema: { hide: true } }, async (request) => {
      if (!ctx.payments.completedSessionFromWebhook) throw new AppError('NOT_FOUND');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string') throw new AppError('WEBHOOK_INVALID');
      const info = ctx.payments.completedSessionFromWebhook(request.body as Buffer, signature);
      if (info) await completeFromWebhook(ctx, info);
      return { received: true };
    });
  });

  if (ctx.payments.name === 'local') await localPayRoute(app, deps);
}
