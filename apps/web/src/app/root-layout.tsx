import { Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import { markInteractive } from '../lib/interactive.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { applyMeta, routeMeta } from './page-meta.ts';
import { isPublicPage } from './routes.ts';

/**
 * The shell around every page: scrolls to the top and resets title/description on each route
 * change, shows a full-screen spinner until the first current-user check has answered (except on
 * the public pages, which are prerendered and the same for everyone: they render at once, with
 * the signed-out header until the check answers), and catches page errors (cleared again by
 * navigating elsewhere).
 */
/**
 * Marks the app interactive once the page itself is hydrated or rendered. It sits beside the
 * page inside the page's Suspense boundary, so its effect runs only when the (lazily loaded)
 * page has been hydrated too, not as soon as this layout has.
 */
function InteractiveMark() {
  useEffect(markInteractive, []);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const { isChecking } = useCurrentUser();

  // Scrolls to the top on each route change; not on the first render (a fresh page is at the
  // top already, and scrolling during hydration would force a layout of the whole page). A
  // layout effect: it runs before the pages' passive effects, so their own meta overrides this.
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else window.scrollTo(0, 0);
    applyMeta(routeMeta(pathname));
  }, [pathname]);

  // The page, as one element per path. The first current-user check answers right after this
  // layout hydrates, and that answer is a synchronous update (useSyncExternalStore): were the
  // page re-rendered with it, React would have to hydrate the whole page in that same
  // synchronous task (one long task of the main thread) instead of in the short, interruptible
  // slices of the hydration transition (main.tsx). The same element lets it stop here.
  const page = useMemo(
    () => (
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
          <InteractiveMark />
        </Suspense>
      </AppErrorBoundary>
    ),
    [pathname],
  );
  if (isChecking && !isPublicPage(pathname))
    return <FullScreenSpinner label="Checking your account…" />;
  return page;
}
