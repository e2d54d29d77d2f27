import { planRecord, THUMBNAIL_REFRESH_DAYS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { JOB } from '../../jobs/jobs.ts';
import { addDays } from '../../lib/clock.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { canSeeFullPlan } from '../../policies/plans.ts';
import { presentPlan } from '../../presenters/plan.ts';
import { cachedDestinationImages, normaliseDestinationKey } from '../../services/images.ts';
import { refreshDestinationPhotos, setFirstPhotos } from '../../services/plan-photos.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { factsOf, ownedPlan, readablePlan } from './plan-access.ts';

const planIdField = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The calls the results pages make after saving (plans-payments-admin §4, §7). Work is
 * queued as durable jobs and the call returns at once; the page hears back over
 * /api/plans/:id/events or by polling.
 */
export async function backgroundRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);
  const perUser = limits.perKey('background-user', 120, HOUR, async (req) => {
    const user = await sessionUser(ctx, req, 'user');
    return user ? `user:${user.id}` : `ip:${req.ip}`;
  });

  r.post(
    '/api/process-remaining-calls',
    {
      schema: {
        tags: ['plans'],
        // The spec's client also sends userId, tripData and the first destination: the
        // server uses the stored plan and its own answers instead.
        body: z.looseObject({ planId: planIdField }),
        response: { 202: z.object({ queued: z.boolean() }), ...errorResponses },
      },
      preHandler: [perUser],
    },
    async (request, reply) => {
      const { row } = await ownedPlan(ctx, request, request.body.planId);
      if (row.planType !== 'DESTINATION_UNKNOWN') {
        throw new AppError('VALIDATION_FAILED', 'This plan has a single destination.');
      }
      await ctx.jobs.enqueue(JOB.remainingUnknown, { planId: row.id });
      return reply.code(202).send({ queued: true });
    },
  );

  r.post(
    '/api/process-remaining-calls-known',
    {
      schema: {
        tags: ['plans'],
        body: z.looseObject({ planId: planIdField }),
        response: {
          202: z.object({ queued: z.boolean(), imageUrl: z.string().nullable() }),
          ...errorResponses,
        },
      },
      preHandler: [perUser],
    },
    async (request, reply) => {
      const { row } = await ownedPlan(ctx, request, request.body.planId);
      await ctx.jobs.enqueue(JOB.remainingKnown, { planId: row.id });
      return reply
        .code(202)
        .send({ queued: true, imageUrl: row.photosFirstDestination[0] ?? null });
    },
  );

  r.put(
    '/api/plans/check-cached-image',
    {
      schema: {
        tags: ['images'],
        body: z.object({
          destination: z.string().max(300),
          plan_id: planIdField,
          photos_param: z.string().max(100).optional(),
        }),
        response: {
          200: z.object({ cached: z.boolean(), imageUrl: z.string().nullable() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { row } = await ownedPlan(ctx, request, request.body.plan_id);
      // Normalised again here: the key is the server's, whatever the browser sent.
      const urls = await cachedDestinationImages(
        ctx,
        normaliseDestinationKey(request.body.destination),
      );
      if (!urls) return { cached: false, imageUrl: null };
      await setFirstPhotos(ctx, row.id, urls);
      return { cached: true, imageUrl: urls[0] ?? null };
    },
  );

  r.get(
    '/api/plans/return-plan-image-url/:planId',
    {
      schema: {
        tags: ['images'],
        params: z.object({ planId: planIdField }),
        response: { 200: z.object({ imageURL: z.string().nullable() }), ...errorResponses },
      },
    },
    async (request) => {
      const { row } = await readablePlan(ctx, request, request.params.planId);
      return { imageURL: row.photosFirstDestination[0] ?? null };
    },
  );

  r.post(
    '/api/google-places-api/get-thumbnail-images',
    {
      schema: {
        tags: ['images'],
        body: z.object({
          destination: z.string().max(300).optional(),
          planId: planIdField,
          destination_type: z.enum(['destination', 'second_destination']).default('destination'),
        }),
        response: { 200: z.object({ success: z.boolean(), plan: planRecord }), ...errorResponses },
      },
      preHandler: [perUser],
    },
    async (request) => {
      const { row, viewer } = await readablePlan(ctx, request, request.body.planId);
      const stale =
        !row.lastViewed ||
        row.lastViewed < addDays(ctx.clock.now(), -THUMBNAIL_REFRESH_DAYS) ||
        row.photosFirstDestination.length === 0;
      const updated = stale
        ? await refreshDestinationPhotos(ctx, row.id, request.body.destination_type)
        : row;
      return {
        success: stale,
        plan: presentPlan(updated, {
          full: canSeeFullPlan(viewer, factsOf(updated)),
          isOwner: viewer.userId === updated.userId,
        }),
      };
    },
  );
}
