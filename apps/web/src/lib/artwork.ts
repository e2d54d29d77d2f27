/**
 * The local image provider's generated artwork (apps/server/src/providers/images): a drawing,
 * never a photo. It may stand for a destination; it is never shown as a venue's gallery.
 */
export function isArtwork(url: string): boolean {
  return url.startsWith('/images/art/');
}

/**
 * The artwork without the place's name set in it, for a page that names the place right beside
 * the picture (a card's title, the plan's heading): the name is not said twice. Other images
 * are returned as they are.
 */
export function unlabelledArtwork(url: string): string {
  if (!isArtwork(url) || /[?&]plain=1(?:&|$)/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}plain=1`;
}
