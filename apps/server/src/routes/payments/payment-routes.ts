import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { canBuy } from '../../policies/plans.ts';
import {
  checkSession,
  completeFromWebhook,
  confirmPlanPaid,
  createCheckout,
  fulfilledSessionOf,
  sendConfirmation,
} from '../../services/checkout.ts';
import { factsOf, ownedPlan } from '../plans/plan-access.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { localPayRoute } from './local-pay-route.ts';

const planIdField = z.coerce.number().int().positive().max(2_147_483_647);

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
        body: z.object({ plan_id: planIdField }),
        response: {
          200: z.object({
            provider: z.enum(['local', 'stripe']),
            clientSecret: z.string(),
            sessionId: z.string(),
          }),
          ...errorResponses,
        },
      },
      preHandler: [limits.perIp('checkout-ip', 30, HOUR)],
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { row, viewer } = await ownedPlan(ctx, request, request.body.plan_id);
      if (!canBuy(viewer, factsOf(row))) throw new AppError('ALREADY_PAID');
      return createCheckout(ctx, { user, plan: row });
    },
  );

  r.get(
    '/api/stripe/session-status',
    {
      schema: {
        tags: ['payments'],
        querystring: z.object({ session_id: z.string().min(1).max(300) }),
        response: {
          200: z.object({
            status: z.enum(['open', 'complete', 'expired']),
            customer_email: z.string(),
            cart_amount: z.number(),
            plan_id: z.number(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return checkSession(ctx, { userId: user.id, sessionId: request.query.session_id });
    },
  );

  r.patch(
    '/api/stripe/:plan_id/update-paid-status',
    {
      schema: {
        tags: ['payments'],
        params: z.object({ plan_id: planIdField }),
        response: { 200: z.object({ is_paid: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const { row } = await ownedPlan(ctx, request, request.params.plan_id);
      return { is_paid: await confirmPlanPaid(ctx, row) };
    },
  );

  r.post(
    '/api/emails/send-purchase-confirmation',
    {
      schema: {
        tags: ['payments'],
        // The client sends email, imgUrl, destination and cart_amount; the server uses the
        // verified purchase instead, so the mail can only ever go to the buyer.
        body: z.looseObject({ planId: planIdField }),
        response: { 200: z.object({ success: z.boolean(), sent: z.boolean() }), ...errorResponses },
      },
      preHandler: [limits.perIp('confirmation-ip', 20, HOUR)],
    },
    async (request) => {
      const { row } = await ownedPlan(ctx, request, request.body.planId);
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
