import { createHash } from 'node:crypto';
import { type ArtworkInput, renderArtwork } from '../providers/images/artwork.ts';
import { LruMap } from '../providers/images/cache.ts';
import { titleForSlug } from '../providers/images/destination-scene.ts';
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

/** `?plain=1` asks for the picture without the name set in it; nothing else is accepted. */
function plainFlag(raw: string | undefined): boolean | null {
  if (raw === undefined) return false;
  return raw === '1' ? true : null;
}

/**
 * The local provider's artwork for a URL it made. Titles come from the slugs (with the commas
 * the catalogue knows: "Kyoto, Japan"), so the URL alone decides the picture: nothing is
 * stored, and every instance draws the same bytes. Null for a URL the provider never makes.
 */
export function artworkFor(opts: {
  slug: string;
  /** The destination's slug, for a place's artwork. */
  dest?: string;
  index?: string;
  plain?: string;
}): Artwork | null {
  const index = galleryIndex(opts.index);
  const plain = plainFlag(opts.plain);
  if (index === null || plain === null || !isValidSlug(opts.slug)) return null;
  if (opts.dest === undefined) {
    const title = titleForSlug(opts.slug, titleFromSlug);
    return draw({ kind: 'destination', title, seed: opts.slug, index, plain });
  }
  if (!isValidSlug(opts.dest)) return null;
  return draw({
    kind: 'place',
    title: titleFromSlug(opts.slug),
    subtitle: titleForSlug(opts.dest, titleFromSlug),
    seed: `${opts.dest}/${opts.slug}`,
    index,
    plain,
  });
}
