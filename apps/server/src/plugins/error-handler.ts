import { MSG } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERRORS, errorBody } from '../errors.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** The spec's own texts (some start in lower case, as 'plan_id is missing or invalid'). */
const USER_MESSAGES = new Set<string>(Object.values(MSG));

interface Issue {
  code?: string;
  path?: PropertyKey[];
  message: string;
  errors?: unknown;
}

/**
 * The most specific problem. A body that may be one of two shapes (a plan of either type)
 * fails as "Invalid input" on the whole; the shape that came closest (fewest problems) says
 * what is wrong and where ("destination.places_to_stay: Too big: ...").
 */
function innermost(issue: Issue, path: PropertyKey[]): { path: PropertyKey[]; message: string } {
  if (issue.code === 'invalid_union' && Array.isArray(issue.errors) && issue.errors.length > 0) {
    const branches = (issue.errors as Issue[][]).filter((b) => b.length > 0);
    const closest = branches.sort((a, b) => a.length - b.length)[0]?.[0];
    if (closest) return innermost(closest, [...path, ...(closest.path ?? [])]);
  }
  return { path, message: issue.message };
}

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
      const problem = first
        ? innermost(
            { code: first.keyword, message: first.message ?? '', errors: first.params.errors },
            first.instancePath.split('/').filter(Boolean),
          )
        : undefined;
      const field = problem?.path.join('.');
      const detail = problem?.message || ERRORS.VALIDATION_FAILED.message;
      // Messages written for users (the spec's texts, and the schemas' own sentences, which
      // end with a full stop) are shown as they are; the validator's generic ones ("Too big:
      // expected array to have <=30 items") name the field.
      const written = USER_MESSAGES.has(detail) || detail.endsWith('.');
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
