/**
 * The paths of the web app's pages (journey-and-accounts §2, plans-payments-admin §2), in one
 * place: the web app routes them (apps/web/src/app/routes.ts) and the server answers every
 * other path with the not-found page and HTTP 404 (apps/server/src/plugins/spa.ts).
 * `:name` marks one path segment (PARAM_PATTERNS says what it may be). Any other path is the
 * not-found page.
 */
export const APP_ROUTES = {
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
} as const;

export type AppRouteKey = keyof typeof APP_ROUTES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a `:param` segment may hold; any other non-empty segment otherwise. A plan id is a
 * number: "/plans/abc" names no plan that could ever exist, so it is not-found (404), while an
 * unknown number is a plan this visitor may not see (the access-denied screen).
 */
export const PARAM_PATTERNS: Readonly<Record<string, string>> = { planId: '\\d{1,10}' };

/**
 * One pattern per route, matched as the web's router matches: case-insensitive, a trailing
 * slash allowed, a `:param` standing for one segment of what PARAM_PATTERNS allows.
 */
const ROUTE_PATTERNS: readonly RegExp[] = Object.values(APP_ROUTES).map((path) => {
  const body = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? (PARAM_PATTERNS[segment.slice(1)] ?? '[^/]+')
        : escapeRegExp(segment),
    )
    .join('/');
  return new RegExp(`^${body}/*$`, 'i');
});

/** Whether `pathname` (no query string) is one of the app's pages rather than not-found. */
export function isAppRoute(pathname: string): boolean {
  return ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
