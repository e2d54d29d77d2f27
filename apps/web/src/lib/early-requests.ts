import { sessionHint } from './session-hint.ts';

/**
 * The GET requests a page needs that its path alone tells, started as the app starts, beside
 * the download of the page's code rather than after it has run: the page's data round trip
 * off its critical path.
 * - A plan page with no session at all (a public link): GET /api/plans/public/{id}.
 * - A plan page with a user session and no staff one: the accessible list and the plan, the
 *   two requests the page's access check makes for an owner or invitee.
 * (The example plans, and public links opened with no session, usually arrive rendered by the
 * server with their data: apps/server/src/plugins/page-render.ts.)
 * Each response is taken once, by the first request for the same URL while the page is still
 * on the path it loaded with; every later load makes its own request.
 */
const JSON_ACCEPT = { Accept: 'application/json' };

interface Early {
  pathname: string;
  response: Promise<Response>;
}

const early = new Map<string, Early>();

function requestsFor(pathname: string): Array<[url: string, init: RequestInit]> {
  const plan = /^\/plans\/([1-9]\d{0,9})\/*$/i.exec(pathname);
  const hint = sessionHint();
  if (!plan || !hint || hint.staff !== false) return [];
  if (hint.user === false) {
    return [[`/api/plans/public/${plan[1]}`, { credentials: 'omit', headers: JSON_ACCEPT }]];
  }
  return [
    ['/api/users/my-accessible-plans', { credentials: 'same-origin', headers: JSON_ACCEPT }],
    [`/api/plans/${plan[1]}`, { credentials: 'same-origin', headers: JSON_ACCEPT }],
  ];
}

export function startEarlyRequests(pathname: string): void {
  for (const [url, init] of requestsFor(pathname)) {
    const response = fetch(url, init);
    // A failure is the page's to handle when it takes the response.
    response.catch(() => undefined);
    early.set(url, { pathname, response });
  }
}

/** The early response for this URL, once, while the page is on the path it loaded with. */
export function takeEarlyResponse(url: string): Promise<Response> | null {
  const entry = early.get(url);
  if (!entry) return null;
  early.delete(url);
  return window.location.pathname === entry.pathname ? entry.response : null;
}
