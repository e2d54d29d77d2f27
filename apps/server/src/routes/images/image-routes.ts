import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { type ArtworkInput, renderArtwork } from '../../providers/images/artwork.ts';
import { LruMap } from '../../providers/images/cache.ts';
import { MAX_GALLERY_INDEX } from '../../providers/images/local.ts';
import { isValidSlug, titleFromSlug } from '../../providers/images/slug.ts';
import { type RouteDeps, typed } from '../types.ts';

/** The URL names the art exactly and the drawing is versioned (?v=), so a year is safe. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * An SVG opened directly is a document: it must not run script or load anything, even if a
 * future change let text through unescaped. Inline styles only, which the art does not need.
 */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const galleryQuery = z.object({ i: z.string().optional(), v: z.string().optional() });

/** Gallery index from `?i=`: absent is 0; anything but a small integer is a URL we never made. */
function galleryIndex(raw: string | undefined): number {
  if (raw === undefined) return 0;
  if (!/^\d{1,2}$/.test(raw) || Number(raw) > MAX_GALLERY_INDEX) throw new AppError('NOT_FOUND');
  return Number(raw);
}

function slugOrNotFound(value: string): string {
  if (!isValidSlug(value)) throw new AppError('NOT_FOUND');
  return value;
}

/** Rendering is cheap but not free; popular destinations are drawn once per process. */
const rendered = new LruMap<string, { svg: string; etag: string }>(1000);

function sendArtwork(request: FastifyRequest, reply: FastifyReply, input: ArtworkInput) {
  const key = JSON.stringify(input);
  let art = rendered.get(key);
  if (!art) {
    const svg = renderArtwork(input);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    art = { svg, etag };
    rendered.set(key, art);
  }
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', art.etag)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(art.svg);
}

/**
 * Serves the local provider's artwork. Titles come from the slugs, so the URL alone decides
 * the picture: nothing is stored, and any instance behind a load balancer draws the same bytes.
 */
export async function imageRoutes(app: FastifyInstance, _deps?: RouteDeps) {
  const r = typed(app);

  r.get(
    '/images/art/destination/:slug.svg',
    { schema: { hide: true, params: z.object({ slug: z.string() }), querystring: galleryQuery } },
    async (request, reply) => {
      const slug = slugOrNotFound(request.params.slug);
      return sendArtwork(request, reply, {
        kind: 'destination',
        title: titleFromSlug(slug),
        seed: slug,
        index: galleryIndex(request.query.i),
      });
    },
  );

  r.get(
    '/images/art/place/:dest/:slug.svg',
    {
      schema: {
        hide: true,
        params: z.object({ dest: z.string(), slug: z.string() }),
        querystring: galleryQuery,
      },
    },
    async (request, reply) => {
      const dest = slugOrNotFound(request.params.dest);
      const slug = slugOrNotFound(request.params.slug);
      return sendArtwork(request, reply, {
        kind: 'place',
        title: titleFromSlug(slug),
        subtitle: titleFromSlug(dest),
        seed: `${dest}/${slug}`,
        index: galleryIndex(request.query.i),
      });
    },
  );
}
