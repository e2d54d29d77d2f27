import type { FastifyRequest } from 'fastify';

/**
 * The path a request reached, as the router saw it: the matched route's pattern, or for an
 * unmatched request its pathname with percent-escapes decoded. Decisions taken from the raw
 * URL would miss `/%61pi/...`, which the router decodes to `/api/...` and serves.
 */
export function requestPath(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  if (route) return route;
  const pathname = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
