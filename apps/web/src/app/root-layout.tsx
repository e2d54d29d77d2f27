import { Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
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
export function RootLayout() {
  const { pathname } = useLocation();
  const { isChecking } = useCurrentUser();

  // Layout effect: runs before the pages' passive effects, so their own meta overrides this.
  // Marks the app interactive (hydrated or rendered): prerendered pages look ready earlier,
  // and browser tests wait for this before typing into them.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);

  // Scrolls to the top on each route change; not on the first render (a fresh page is at the
  // top already, and scrolling during hydration would force a layout of the whole page).
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
        </Suspense>
      </AppErrorBoundary>
    ),
    [pathname],
  );
  if (isChecking && !isPublicPage(pathname))
    return <FullScreenSpinner label="Checking your account…" />;
  return page;
}
