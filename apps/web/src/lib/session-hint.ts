/**
 * What the server said with this page about the browser's session cookies
 * (apps/server/src/plugins/spa.ts): bit 1 a user session cookie, bit 2 a staff one. Null when
 * the page came without the hint (the development server): then every check is made.
 * A cookie that is there may still have expired; one that is not there cannot be signed in,
 * so the app skips the request that could only answer 401 (or 403).
 *
 * The two sessions are separate cookies: signing in as a traveller on this page changes what
 * is known of the user session only, never of the staff one (so a traveller who signs up in
 * the questionnaire's modal is not asked about a staff session: that call could only fail).
 */
type Part = 'user' | 'staff';

/** What happened on this page since it loaded: true signed in, false signed out, null unknown. */
const noted: Partial<Record<Part, boolean | null>> = {};

/** A sign-in or sign-out on this page: the page's hint no longer holds for that session. */
export function noteSession(part: Part, signedIn: boolean | null): void {
  noted[part] = signedIn;
}

export function sessionHint(): { user: boolean | null; staff: boolean | null } | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)session_hint=([0-3])(?:;|$)/.exec(document.cookie);
  if (!match) return null;
  const bits = Number(match[1]);
  return {
    user: noted.user !== undefined ? noted.user : (bits & 1) !== 0,
    staff: noted.staff !== undefined ? noted.staff : (bits & 2) !== 0,
  };
}
