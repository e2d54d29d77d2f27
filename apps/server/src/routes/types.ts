import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';

export interface RouteDeps {
  ctx: AppContext;
  limits: RateLimits;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
