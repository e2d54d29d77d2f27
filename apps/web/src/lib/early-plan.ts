import { sessionHint } from './session-hint.ts';

/**
 * A shared plan opened by someone with no session (a public link) can only be read through
 * GET /api/plans/public/{id}. That request starts as the app starts, beside the download of
 * the plan page's code, rather than after it: the page's one round trip off its critical path.
 */
let early: { planId: number; response: Promise<Response> } | null = null;

export function startEarlyPublicPlan(pathname: string): void {
  const match = /^\/plans\/([1-9]\d{0,9})\/?$/.exec(pathname);
  const hint = sessionHint();
  if (!match || !hint || hint.user !== false || hint.staff !== false) return;
  const planId = Number(match[1]);
  early = {
    planId,
    response: fetch(`/api/plans/public/${planId}`, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    }),
  };
  // A failure is the page's to handle when it takes the response.
  early.response.catch(() => undefined);
}

/** The early response for this plan, once; later loads make their own request. */
export function takeEarlyPublicPlan(planId: number): Promise<Response> | null {
  if (!early || early.planId !== planId) return null;
  const { response } = early;
  early = null;
  return response;
}
