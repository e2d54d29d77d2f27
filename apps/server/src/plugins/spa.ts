import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS, errorBody } from '../errors.ts';

/** Paths that belong to the API: an unknown one answers a JSON 404, never the web app. */
const API_PREFIXES = ['/api/', '/auth/', '/admin/auth/', '/admin/plans/', '/dev/', '/images/'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname === '/api';
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated,
 * and client routes answered with index.html.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorBody('NOT_FOUND', ERRORS.NOT_FOUND.message));
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send(
          'The web app has not been built yet. Run `npm run build`, or `npm start` which builds it.',
        );
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
