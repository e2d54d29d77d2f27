import './lib/zod-config.ts';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { canHydrate } from './app/hydration.ts';
import { AppRoutes, preloadInitialPage } from './app/router.tsx';
import { currentUserStore } from './features/auth/api/current-user.ts';
import { startEarlyPublicPlan } from './lib/early-plan.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const pageLoaded = preloadInitialPage(window.location.pathname);
startEarlyPublicPlan(window.location.pathname);
void currentUserStore.load();

// Analytics code loads only for visitors who accepted it (and then only if it is configured).
if (/(?:^|;\s*)analytics_consent=true(?:;|$)/.test(document.cookie)) {
  void import('./features/consent/analytics.ts').then((m) => m.startAnalytics());
}

const app = (
  <StrictMode>
    <AppErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.mjs): hydrate them. A page that must not
// hydrate (see canHydrate) keeps showing its prerendered HTML until its chunk has loaded, rather
// than flashing the loading spinner, and is then rendered from scratch.
// Hydration runs as a transition so React yields to the browser every few milliseconds instead
// of blocking the main thread for the whole tree (the page is already visible meanwhile).
if (canHydrate(container, window.location)) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else if (container.dataset.prerendered !== undefined) {
  void pageLoaded.then(() => createRoot(container).render(app));
} else {
  createRoot(container).render(app);
}
