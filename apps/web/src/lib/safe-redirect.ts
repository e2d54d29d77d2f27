/**
 * Accepts only same-site relative paths as post-login targets: one leading "/", never "//"
 * or "/\" (both mean another host to a browser), no control characters.
 */
export function safeReturnPath(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) {
    return fallback;
  }
  if (!candidate.startsWith('/')) return fallback;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  for (const char of candidate) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return candidate;
}
