/**
 * Build-time entry (Vite SSR build, used by scripts/prerender.mjs): renders a public page to
 * HTML. `prerender` from react-dom/static waits for the lazy page chunks, so the HTML is the
 * full page, exactly what the client's first render produces (signed out, user unchecked,
 * nothing from storage or cookies), which the client then hydrates.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { type PageMeta, prerenderedMeta, routeMeta } from './app/page-meta.ts';
import { AppRoutes } from './app/router.tsx';
import { NOT_FOUND_PRERENDER_PATH, PUBLIC_PAGES, ROUTES } from './app/routes.ts';
import { site } from './content/site.ts';

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

/** The page's markup (for inside <div id="root">) and its title and description. */
export async function render(pathname: string): Promise<{ html: string; meta: PageMeta }> {
  prerenderedMeta.current = undefined;
  const { prelude } = await prerender(
    <StrictMode>
      <AppErrorBoundary>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppErrorBoundary>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // A page's own meta (usePageMeta) wins over the route's, as in the browser.
  return { html, meta: prerenderedMeta.current ?? routeMeta(pathname) };
}

/**
 * What the app shell (index.html, every page that is not prerendered) shows until the app has
 * rendered: the header bar with the product's name, so the page paints at once instead of
 * staying blank while the page's code and data load. The app replaces it.
 */
export function bootShell(): string {
  return `<div class="boot" aria-busy="true"><header class="boot-header"><a class="boot-logo" href="/">${site.productName.replace(/[&<>"]/g, '')}</a></header></div>`;
}
