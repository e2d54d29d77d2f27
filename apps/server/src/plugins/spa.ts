import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type AppRouteKey, appRouteOf } from '@app/shared';
import type {} from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS, errorBody } from '../errors.ts';
import { requestPath } from '../lib/request-path.ts';
import { COOKIE } from './auth.ts';
import { createPageRenderer } from './page-render.ts';

/**
 * Tells the web app, with each page it loads, which session cookies the browser holds at all
 * (1: a user's, 2: a staff member's, summed), not whether they are valid: the app still asks
 * /api/users/me. Without one the app knows at once it is signed out and makes no request that
 * can only answer 401. The session cookies stay httpOnly; this one says nothing secret.
 */
export const SESSION_HINT_COOKIE = 'session_hint';

/** Paths that belong to the API: an unknown one answers a JSON 404, never the web app. */
const API_PREFIXES = ['/api/', '/auth/', '/admin/auth/', '/admin/plans/', '/dev/', '/images/'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((p) => pathname.startsWith(p)) || pathname === '/api';
}

/** The prerendered not-found page (scripts/prerender.mjs), answered with 404 for unknown paths. */
const NOT_FOUND_PAGE = '404';

/**
 * The public pages prerendered at build time (scripts/prerender.mjs writes
 * dist/prerendered/index.html for `/` and dist/prerendered/<name>.html for `/<name>`), by path,
 * and the not-found page (dist/prerendered/404.html) under its own key.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(distDir, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    const key = name === 'index' ? '/' : name === NOT_FOUND_PAGE ? NOT_FOUND_PAGE : `/${name}`;
    pages.set(key, `prerendered/${file}`);
  }
  return pages;
}

/**
 * The shells of the pages the browser renders from data (scripts/prerender.mjs writes
 * dist/shells/<route key>.html: the app shell preloading that page's code), by route key.
 */
function pageShells(distDir: string): Map<AppRouteKey, string> {
  const dir = path.join(distDir, 'shells');
  const shells = new Map<AppRouteKey, string>();
  if (!existsSync(dir)) return shells;
  for (const file of readdirSync(dir)) {
    // <route>.server.html is the server render's template (plugins/page-render.ts).
    if (file.endsWith('.html') && !file.endsWith('.server.html')) {
      shells.set(file.slice(0, -'.html'.length) as AppRouteKey, `shells/${file}`);
    }
  }
  return shells;
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML revalidated, the public
 * pages prerendered (for their exact path, trailing slash allowed), the pages rendered from
 * data with their shell (plan pages, example plans), other client routes with index.html, and every path that is no page of the app (the shared route list,
 * @app/shared route-paths.ts) with the not-found page and status 404. Text files go out
 * precompressed (.br/.gz written by the build) when the browser accepts it.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const prerendered = hasBuild ? prerenderedPages(distDir) : new Map<string, string>();
  const shells = hasBuild ? pageShells(distDir) : new Map<AppRouteKey, string>();
  const renderer = createPageRenderer(app, distDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // dist/.vite (build manifests) and dist/.ssr (the server's render code) are not served.
      dotfiles: 'ignore',
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (
      isApiPath(requestPath(request)) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
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
    const hint =
      (request.cookies?.[COOKIE.user] ? 1 : 0) + (request.cookies?.[COOKIE.admin] ? 2 : 0);
    reply.setCookie(SESSION_HINT_COOKIE, String(hint), { path: '/', sameSite: 'lax' });
    const pathname = request.url.split('?')[0] ?? '/';
    const route = appRouteOf(pathname);
    if (!route) {
      return reply.code(404).sendFile(prerendered.get(NOT_FOUND_PAGE) ?? 'index.html');
    }
    const page = prerendered.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    if (page) return reply.sendFile(page);
    const rendered = await renderer.render(route, pathname, {
      hasSession: hint !== 0,
      hasQuery: request.url.includes('?'),
    });
    if (rendered) {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(rendered.br);
      if (/\bgzip\b/.test(accepts)) {
        return reply.header('content-encoding', 'gzip').send(rendered.gzip);
      }
      return reply.send(rendered.html);
    }
    return reply.sendFile(shells.get(route) ?? 'index.html');
  });
}
