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
const ROUTE_PATTERNS: ReadonlyArray<readonly [AppRouteKey, RegExp]> = (
  Object.entries(APP_ROUTES) as Array<[AppRouteKey, string]>
).map(([key, path]) => {
  const body = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? (PARAM_PATTERNS[segment.slice(1)] ?? '[^/]+')
        : escapeRegExp(segment),
    )
    .join('/');
  return [key, new RegExp(`^${body}/*$`, 'i')] as const;
});

/** Whether `pathname` (no query string) is one of the app's pages rather than not-found. */
export function isAppRoute(pathname: string): boolean {
  return appRouteOf(pathname) !== null;
}

/** Which of the app's pages `pathname` (no query string) is, or null for not-found. */
export function appRouteOf(pathname: string): AppRouteKey | null {
  return ROUTE_PATTERNS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}
