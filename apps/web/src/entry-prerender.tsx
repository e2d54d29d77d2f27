/**
 * Build-time entry (Vite SSR build, used by scripts/prerender.mjs): renders a public page to
 * HTML. `prerender` from react-dom/static waits for the lazy page chunks, so the HTML is the
 * full page, exactly what the client's first render produces (signed out, user unchecked,
 * nothing from storage or cookies), which the client then hydrates.
 */
import type { AppRouteKey, PlanRecord } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import type { PageData } from './app/page-data.ts';
import { type PageMeta, prerenderedMeta, routeMeta } from './app/page-meta.ts';
import { RenderQueryClient } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import { NOT_FOUND_PRERENDER_PATH, PUBLIC_PAGES, ROUTES } from './app/routes.ts';
import { site } from './content/site.ts';
import { RenderUser, SIGNED_OUT } from './features/auth/api/current-user.ts';
import { examplePlanKey } from './features/examples/components/example-plan-page.tsx';
import { publicPlanAccessEntry } from './features/plan-view/api/plan-access.ts';

export { NOT_FOUND_PRERENDER_PATH, PUBLIC_PAGES };

/**
 * The source module of each public page's lazy chunk (as in app/router.tsx), for finding its
 * CSS and JavaScript in the client build manifest. Every page but home also sits in the lazy
 * query layout. scripts/prerender.mjs fails when one is missing from the manifest.
 */
export const PAGE_MODULES: Record<string, string[]> = {
  [ROUTES.home]: ['src/features/home/components/home-page.tsx'],
  [ROUTES.login]: ['src/app/query-layout.tsx', 'src/features/auth/components/login-page.tsx'],
  [ROUTES.register]: ['src/app/query-layout.tsx', 'src/features/auth/components/register-page.tsx'],
  [ROUTES.path]: ['src/app/query-layout.tsx', 'src/features/path/components/path-page.tsx'],
  [ROUTES.findDestination]: [
    'src/app/query-layout.tsx',
    'src/features/questionnaire/components/questionnaire-pages.tsx',
  ],
  [ROUTES.buildPlan]: [
    'src/app/query-layout.tsx',
    'src/features/questionnaire/components/questionnaire-pages.tsx',
  ],
  [ROUTES.about]: ['src/app/query-layout.tsx', 'src/features/content/components/about-page.tsx'],
  [ROUTES.privacy]: [
    'src/app/query-layout.tsx',
    'src/features/content/components/privacy-page.tsx',
  ],
  [ROUTES.terms]: ['src/app/query-layout.tsx', 'src/features/content/components/terms-page.tsx'],
  [ROUTES.optOut]: ['src/app/query-layout.tsx', 'src/features/content/components/opt-out-page.tsx'],
  [ROUTES.feedback]: [
    'src/app/query-layout.tsx',
    'src/features/content/components/feedback-page.tsx',
  ],
  [NOT_FOUND_PRERENDER_PATH]: ['src/app/query-layout.tsx', 'src/app/not-found-page.tsx'],
};

/**
 * The pages the browser renders from data (not prerendered) whose code the path tells, by
 * route key (@app/shared APP_ROUTES): scripts/prerender.mjs writes each a shell,
 * dist/shells/<key>.html, that preloads the page's chunks and links its stylesheets, so they
 * download beside the entry instead of after it has run. The server's SPA handler answers the
 * route's paths with it.
 */
export const SHELL_MODULES: Partial<Record<AppRouteKey, string[]>> = {
  plan: ['src/app/query-layout.tsx', 'src/features/plan-view/components/plan-page.tsx'],
  examplePlan1: [
    'src/app/query-layout.tsx',
    'src/features/examples/components/example-plan-page.tsx',
  ],
  examplePlan2: [
    'src/app/query-layout.tsx',
    'src/features/examples/components/example-plan-page.tsx',
  ],
};

/**
 * The page's markup (for inside <div id="root">) and its title and description. One render
 * at a time: the page's meta is read from a module variable (prerenderedMeta).
 */
export async function render(
  pathname: string,
  { client = null, signedOut = false }: { client?: QueryClient | null; signedOut?: boolean } = {},
): Promise<{ html: string; meta: PageMeta }> {
  prerenderedMeta.current = undefined;
  let app = (
    <RenderQueryClient.Provider value={client}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </RenderQueryClient.Provider>
  );
  if (signedOut) app = <RenderUser.Provider value={SIGNED_OUT}>{app}</RenderUser.Provider>;
  const { prelude } = await prerender(
    <StrictMode>
      <AppErrorBoundary>{app}</AppErrorBoundary>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // A page's own meta (usePageMeta) wins over the route's, as in the browser.
  return { html, meta: prerenderedMeta.current ?? routeMeta(pathname) };
}

/** The pages the server renders when they are opened, with the plan they show. */
export type DataPage = 'plan' | 'examplePlan1' | 'examplePlan2';
export const SERVER_RENDERED: readonly DataPage[] = ['plan', 'examplePlan1', 'examplePlan2'];

/**
 * What the server fills in dist/shells/<route>.server.html (scripts/prerender.mjs writes it):
 * the page's path (escaped; the app hydrates the markup only on that path, app/hydration.ts),
 * its title and description (escaped), its markup, and its page-data element.
 */
export const SSR_MARKERS = {
  path: '<!--ssr:path-->',
  title: '<!--ssr:title-->',
  description: '<!--ssr:description-->',
  html: '<!--ssr:html-->',
  data: '<!--ssr:data-->',
} as const;

/**
 * A page rendered at request time (apps/server/src/plugins/page-render.ts) from the plan its
 * own API call answered: a plan's public link opened with no session, or an example plan.
 * Returns the markup, the meta and the query entries the app starts with in the browser
 * (app/page-data.ts), so its first render is this one. Same as render: one at a time.
 */
export async function renderWithData(
  route: DataPage,
  pathname: string,
  plan: PlanRecord,
): Promise<{ html: string; meta: PageMeta; data: PageData }> {
  const data: PageData = [
    route === 'plan' ? publicPlanAccessEntry(plan) : [examplePlanKey(plan.plan_id), plan],
  ];
  const client = createQueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  // Rendered only for visitors with no session cookie: signed out, as the browser knows at once.
  const { html, meta } = await render(pathname, { client, signedOut: true });
  client.clear();
  return { html, meta, data };
}

export { PAGE_DATA_ID, pageDataJson } from './app/page-data.ts';

/**
 * What the app shell (index.html, every page that is not prerendered) shows until the app has
 * rendered: the header bar with the product's name, so the page paints at once instead of
 * staying blank while the page's code and data load. The app replaces it.
 */
export function bootShell(): string {
  return `<div class="boot" aria-busy="true"><header class="boot-header"><a class="boot-logo" href="/">${site.productName.replace(/[&<>"]/g, '')}</a></header></div>`;
}
