import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkoutSessions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { luhnValid, TEST_CARD_SUCCESS } from '../../providers/payments/local.ts';
import { fulfil } from '../../services/checkout.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

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
      const [session] = await ctx.db
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.id, request.params.sessionId),
            eq(checkoutSessions.userId, user.id),
          ),
        );
      if (!session) throw new AppError('NOT_FOUND', 'Checkout session not found.');
      const returnUrl = `/plans/${session.planId}?session_id=${encodeURIComponent(session.id)}`;
      if (session.status === 'complete') return { status: 'complete' as const, returnUrl };
      if (session.status !== 'open')
        throw new AppError('PAYMENT_REQUIRED', 'This checkout has expired.');

      const card = digitsOnly(request.body.cardNumber);
      const expiry = request.body.expiry.match(/^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/);
      const now = ctx.clock.now();
      const expired =
        !expiry ||
        Number(expiry[1]) < 1 ||
        Number(expiry[1]) > 12 ||
        2000 + Number(expiry[2]) < now.getUTCFullYear() ||
        (2000 + Number(expiry[2]) === now.getUTCFullYear() &&
          Number(expiry[1]) < now.getUTCMonth() + 1);
      if (!luhnValid(card)) throw new AppError('VALIDATION_FAILED', 'Your card number is invalid.');
      if (expired)
        throw new AppError('VALIDATION_FAILED', "Your card's expiration date is invalid.");
      if (!/^\d{3,4}$/.test(request.body.cvc)) {
        throw new AppError('VALIDATION_FAILED', "Your card's security code is invalid.");
      }
      if (card !== TEST_CARD_SUCCESS) {
        throw new AppError(
          'CARD_DECLINED',
          'Your card was declined. This test checkout accepts 4242 4242 4242 4242.',
        );
      }
      await ctx.db
        .update(checkoutSessions)
        .set({ status: 'complete', customerEmail: request.body.email || user.email })
        .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')));
      await fulfil(ctx, session.id);
      return { status: 'complete' as const, returnUrl };
    },
  );
}
