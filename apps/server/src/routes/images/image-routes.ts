import { artworkQuery, destinationArtworkParams, placeArtworkParams } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { type Artwork, artworkFor } from '../../services/artwork.ts';
import { type RouteDeps, typed } from '../types.ts';

/** The URL names the art exactly and the drawing is versioned (?v=), so a year is safe. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * An SVG opened directly is a document: it must not run script or load anything, even if a
 * future change let text through unescaped. Inline styles only, which the art does not need.
 */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function sendArtwork(request: FastifyRequest, reply: FastifyReply, art: Artwork | null) {
  if (!art) throw new AppError('NOT_FOUND');
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', art.etag)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(art.svg);
}

/** Serves the local image provider's artwork (services/artwork.ts). */
export async function imageRoutes(app: FastifyInstance, _deps?: RouteDeps) {
  const r = typed(app);

  r.get(
    '/images/art/destination/:slug.svg',
    { schema: { hide: true, params: destinationArtworkParams, querystring: artworkQuery } },
    async (request, reply) =>
      sendArtwork(
        request,
        reply,
        artworkFor({
          slug: request.params.slug,
          index: request.query.i,
          plain: request.query.plain,
        }),
      ),
  );

  r.get(
    '/images/art/place/:dest/:slug.svg',
    {
      schema: {
        hide: true,
        params: placeArtworkParams,
        querystring: artworkQuery,
      },
    },
    async (request, reply) =>
      sendArtwork(
        request,
        reply,
        artworkFor({
          dest: request.params.dest,
          slug: request.params.slug,
          index: request.query.i,
          plain: request.query.plain,
        }),
      ),
  );
}
