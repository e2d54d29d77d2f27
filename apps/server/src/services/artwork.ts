import { createHash } from 'node:crypto';
import { type ArtworkInput, renderArtwork } from '../providers/images/artwork.ts';
import { LruMap } from '../providers/images/cache.ts';
import { MAX_GALLERY_INDEX } from '../providers/images/local.ts';
import { isValidSlug, titleFromSlug } from '../providers/images/slug.ts';

export interface Artwork {
  svg: string;
  etag: string;
}

/** Rendering is cheap but not free; popular destinations are drawn once per process. */
const rendered = new LruMap<string, Artwork>(1000);

function draw(input: ArtworkInput): Artwork {
  const key = JSON.stringify(input);
  let art = rendered.get(key);
  if (!art) {
    const svg = renderArtwork(input);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    art = { svg, etag };
    rendered.set(key, art);
  }
  return art;
}

/** Gallery index from `?i=`: absent is 0; anything but a small integer is a URL we never made. */
function galleryIndex(raw: string | undefined): number | null {
  if (raw === undefined) return 0;
  if (!/^\d{1,2}$/.test(raw) || Number(raw) > MAX_GALLERY_INDEX) return null;
  return Number(raw);
}

/**
 * The local provider's artwork for a URL it made. Titles come from the slugs, so the URL
 * alone decides the picture: nothing is stored, and every instance draws the same bytes.
 * Null for a URL the provider never makes.
 */
export function artworkFor(opts: {
  slug: string;
  /** The destination's slug, for a place's artwork. */
  dest?: string;
  index?: string;
}): Artwork | null {
  const index = galleryIndex(opts.index);
  if (index === null || !isValidSlug(opts.slug)) return null;
  if (opts.dest === undefined) {
    return draw({ kind: 'destination', title: titleFromSlug(opts.slug), seed: opts.slug, index });
  }
  if (!isValidSlug(opts.dest)) return null;
  return draw({
    kind: 'place',
    title: titleFromSlug(opts.slug),
    subtitle: titleFromSlug(opts.dest),
    seed: `${opts.dest}/${opts.slug}`,
    index,
  });
}
