/** Slugs name the generated artwork in URLs: lowercase ASCII letters, digits and hyphens. */
export const SLUG_MAX_LENGTH = 120;
/**
 * What slugify emits: shorter than the route accepts because Fastify refuses path parameters
 * over 100 characters by default (414), and every URL we hand out must resolve.
 */
export const SLUG_EMIT_LENGTH = 100;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a slug this app could have produced; everything else is a 404, never rendered. */
export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * "São Miguel, Açores" -> "sao-miguel-acores". Accents are folded rather than dropped so
 * European names stay readable; a name with no Latin letters at all (e.g. "東京") falls
 * back to `fallback`, because the URL must stay in the small alphabet the route accepts.
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_EMIT_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** "lisbon-portugal" -> "Lisbon Portugal": the route only has the slug to title the art with. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
