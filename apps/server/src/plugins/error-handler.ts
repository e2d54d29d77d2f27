import { MSG } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERRORS, errorBody } from '../errors.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** The spec's own texts (some start in lower case, as 'plan_id is missing or invalid'). */
const USER_MESSAGES = new Set<string>(Object.values(MSG));

/**
 * One error handler for the whole API: AppErrors keep their code and message, schema
 * failures become 400 with the first problem's message, and anything else is a 500
 * whose details go to the log only.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'request failed');
      return reply.code(err.status).send(errorBody(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const detail = first?.message ?? ERRORS.VALIDATION_FAILED.message;
      // Messages written for users (the spec's texts) are shown as they are; generic ones name the field.
      const written = /[A-Z]/.test(detail[0] ?? '') || USER_MESSAGES.has(detail);
      const message = written || !field ? detail : `${field}: ${detail}`;
      return reply.code(400).send(errorBody('VALIDATION_FAILED', message));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', ERRORS.PAYLOAD_TOO_LARGE.message));
    }
    if (status === 429) {
      return reply.code(429).send(errorBody('RATE_LIMITED', ERRORS.RATE_LIMITED.message));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): safe to describe.
      return reply.code(status).send(errorBody('BAD_REQUEST', err.message));
    }
    if (isDatabaseUnavailable(err)) {
      // Logged (without values, see lib/logging.ts) and answered as retryable, not as a bug.
      request.log.error({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody('DATABASE_UNAVAILABLE', ERRORS.DATABASE_UNAVAILABLE.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('INTERNAL', ERRORS.INTERNAL.message));
  });
}
