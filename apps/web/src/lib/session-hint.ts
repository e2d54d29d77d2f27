/**
 * What the server said with this page about the browser's session cookies
 * (apps/server/src/plugins/spa.ts): bit 1 a user session cookie, bit 2 a staff one. Null when
 * the page came without the hint (the development server): then every check is made.
 * A cookie that is there may still have expired; one that is not there cannot be signed in,
 * so the app skips the request that could only answer 401.
 */
let stale = false;

/** After a sign-in on this page the hint (from when the page loaded) no longer holds. */
export function forgetSessionHint(): void {
  stale = true;
}

export function sessionHint(): { user: boolean; staff: boolean } | null {
  if (stale || typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)session_hint=([0-3])(?:;|$)/.exec(document.cookie);
  if (!match) return null;
  const bits = Number(match[1]);
  return { user: (bits & 1) !== 0, staff: (bits & 2) !== 0 };
}
