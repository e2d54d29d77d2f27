import {
  checkCachedImageBody,
  checkCachedImageResponse,
  destinationImageKey,
  planImageParams,
  planImageResponse,
  remainingCallsBody,
  remainingCallsResponse,
  remainingKnownResponse,
  thumbnailsBody,
  thumbnailsResponse,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { presentPlan } from '../../presenters/plan.ts';
import { cachedDestinationImages } from '../../services/images.ts';
import { requestCompletion } from '../../services/plan-completion.ts';
import { refreshThumbnailsIfDue, setFirstPhotos } from '../../services/plan-photos.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { planFor, planRoute } from './plan-access.ts';

/**
 * The calls the results pages make after saving (plans-payments-admin §4, §7). Saving already
 * queued the plan's completion; these are idempotent triggers that queue it again if it is
 * not queued, and return at once. The page hears back over /api/plans/:id/events or by polling.
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
        body: remainingCallsBody,
        response: { 202: remainingCallsResponse, ...errorResponses },
      },
      preHandler: [perUser],
      config: planRoute('complete'),
    },
    async (request, reply) => {
      const { row } = await planFor(ctx, request, request.body.planId, 'complete');
      if (row.planType !== 'DESTINATION_UNKNOWN') {
        throw new AppError('VALIDATION_FAILED', 'This plan has a single destination.');
      }
      await requestCompletion(ctx, row);
      return reply.code(202).send({ queued: true });
    },
  );

  r.post(
    '/api/process-remaining-calls-known',
    {
      schema: {
        tags: ['plans'],
        body: remainingCallsBody,
        response: { 202: remainingKnownResponse, ...errorResponses },
      },
      preHandler: [perUser],
      config: planRoute('complete'),
    },
    async (request, reply) => {
      const { row } = await planFor(ctx, request, request.body.planId, 'complete');
      await requestCompletion(ctx, row);
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
        body: checkCachedImageBody,
        response: { 200: checkCachedImageResponse, ...errorResponses },
      },
      config: planRoute('complete'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.body.plan_id, 'complete');
      // Normalised again here: the key is the server's, whatever the browser sent.
      const urls = await cachedDestinationImages(
        ctx,
        destinationImageKey(request.body.destination),
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
        params: planImageParams,
        response: { 200: planImageResponse, ...errorResponses },
      },
      config: planRoute('images'),
    },
    async (request) => {
      const { row } = await planFor(ctx, request, request.params.planId, 'images');
      return { imageURL: row.photosFirstDestination[0] ?? null };
    },
  );

  r.post(
    '/api/google-places-api/get-thumbnail-images',
    {
      schema: {
        tags: ['images'],
        body: thumbnailsBody,
        response: { 200: thumbnailsResponse, ...errorResponses },
      },
      preHandler: [perUser],
      config: planRoute('images'),
    },
    async (request) => {
      const access = await planFor(ctx, request, request.body.planId, 'images');
      // Whether photos are due was decided when the plan was read (services/plans markViewed).
      const updated = await refreshThumbnailsIfDue(ctx, access.row.id);
      return {
        success: updated !== null,
        plan: presentPlan(updated ?? access.row, access),
      };
    },
  );
}
