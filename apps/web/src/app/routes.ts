/** Every route of the product (journey-and-accounts §2, plans-payments-admin §2), in one place. */
export const ROUTES = {
  home: '/',
  path: '/path',
  findDestination: '/find-destination',
  buildPlan: '/build-plan',
  login: '/login',
  register: '/register',
  me: '/me',
  account: '/account',
  yourPlan: '/your-plan',
  yourDestinationPlan: '/your-destination-plan',
  plan: '/plans/:planId',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  optOut: '/opt-out',
  feedback: '/feedback',
  resetPassword: '/reset-password',
  examplePlan1: '/example-plan-1',
  examplePlan2: '/example-plan-2',
  admin: '/admin',
  adminPlans: '/admin/plans',
  notFound: '*',
} as const;

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

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.includes(trimPathname(pathname));
}
