import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth on top of SameSite=Lax cookies: a state-changing request must come
 * from an allowed origin. A request without an Origin header is refused when it carries
 * cookies (a cookie-authenticated call); server-to-server calls without cookies
 * (payment webhooks) are verified by their own signatures instead.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!allowed.has(origin)) throw new AppError('ORIGIN_REJECTED');
      return;
    }
    if (request.headers.cookie) throw new AppError('ORIGIN_REJECTED');
  });
}
