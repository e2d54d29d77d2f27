import {
  chipsResponse,
  destinationChipBody,
  experienceChipBody,
  experienceQuestionChipBody,
  knownFormData,
  recommendationResponse,
  unknownFormData,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { assertClean, generateKnown, generateUnknownFirst } from '../../services/generation.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';

/**
 * The planning calls under the spec's public paths (/api/geminiAPI/...), whichever
 * provider stands behind them. Generation needs a signed-in user; chips do not (the
 * questionnaire runs before sign-in). Both are rate limited.
 */
export async function plannerRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);
  const { planner } = ctx;
  const gen = ctx;
  const generationLimits = [
    limits.perIp('generate-ip', 60, HOUR),
    limits.perKey('generate-user', 30, HOUR, async (req) => {
      const user = await requireUser(ctx, req);
      return `user:${user.id}`;
    }),
  ];
  const chipLimits = [limits.perIp('chips-ip', 240, HOUR)];

  r.post(
    '/api/geminiAPI/recommendation-known-gemini',
    {
      schema: {
        tags: ['planner'],
        body: knownFormData,
        response: { 200: recommendationResponse, ...errorResponses },
      },
      preHandler: generationLimits,
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const destination = await generateKnown(gen, { userId: user.id, form: request.body });
      return { destination };
    },
  );

  r.post(
    '/api/geminiAPI/recommendation-unknown-first-gemini',
    {
      schema: {
        tags: ['planner'],
        body: unknownFormData,
        response: { 200: recommendationResponse, ...errorResponses },
      },
      preHandler: generationLimits,
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const destination = await generateUnknownFirst(gen, { userId: user.id, form: request.body });
      return { destination };
    },
  );

  r.post(
    '/api/geminiAPI/generate-multi-select-destination-chips-gemini',
    {
      schema: { tags: ['planner'], body: destinationChipBody, response: { 200: chipsResponse } },
      preHandler: chipLimits,
    },
    async (request) => {
      assertClean(request.body.travelMotivation, request.body.departingFrom);
      return { response_chips: await planner.destinationChips(request.body) };
    },
  );

  r.post(
    '/api/geminiAPI/generate-multi-select-experience-chips-gemini',
    {
      schema: {
        tags: ['planner'],
        body: experienceChipBody,
        response: { 200: chipsResponse },
      },
      preHandler: chipLimits,
    },
    async (request) => {
      assertClean(request.body.travelMotivation, request.body.departingFrom);
      return { response_chips: await planner.experienceChips(request.body) };
    },
  );

  r.post(
    '/api/geminiAPI/generate-multi-select-experience-question-gemini',
    {
      schema: {
        tags: ['planner'],
        body: experienceQuestionChipBody,
        response: { 200: chipsResponse },
      },
      preHandler: chipLimits,
    },
    async (request) => {
      assertClean(request.body.destination, request.body.plansSoFar);
      return { response_chips: await planner.experienceQuestionChips(request.body) };
    },
  );
}
