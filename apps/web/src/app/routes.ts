import { APP_ROUTES, isAppRoute } from '@app/shared';

/**
 * Every route of the product (journey-and-accounts §2, plans-payments-admin §2): the page paths
 * come from @app/shared, which the server also reads to answer unknown paths with 404.
 */
export const ROUTES = { ...APP_ROUTES, notFound: '*' } as const;

export type RouteKey = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteKey];

export function planPath(planId: number | string): string {
  return `/plans/${encodeURIComponent(String(planId))}`;
}

/** /login with the page to come back to after sign-in. */
export function loginPath(next?: string): string {
  return next ? `${ROUTES.login}?next=${encodeURIComponent(next)}` : ROUTES.login;
}

export function resetPasswordPath(token: string): string {
  return `${ROUTES.resetPassword}?token=${encodeURIComponent(token)}`;
}

/** Location state that carries the page a signed-out visitor asked for. */
export interface ReturnState {
  from?: string;
}

/**
 * Pages that are the same for every visitor: prerendered at build time (scripts/prerender.mjs,
 * served by the server's spa plugin) and shown without waiting for the current-user check.
 */
export const PUBLIC_PAGES: readonly string[] = [
  ROUTES.home,
  ROUTES.login,
  ROUTES.register,
  ROUTES.path,
  ROUTES.findDestination,
  ROUTES.buildPlan,
  ROUTES.about,
  ROUTES.privacy,
  ROUTES.terms,
  ROUTES.optOut,
  ROUTES.feedback,
];

/** The pathname without trailing slashes ('/' stays '/'). */
export function trimPathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Where the not-found page is prerendered (scripts/prerender.mjs writes prerendered/404.html,
 * which the server sends with status 404 for every path that is no page of the app).
 */
export const NOT_FOUND_PRERENDER_PATH = '/404';

/** Whether `pathname` is no page of the app: the not-found page, the same for everyone. */
export function isNotFoundPath(pathname: string): boolean {
  return !isAppRoute(pathname);
}

/** The public pages and the not-found page: shown without waiting for the current-user check. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.includes(trimPathname(pathname)) || isNotFoundPath(pathname);
}
