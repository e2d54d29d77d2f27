import './lib/zod-config.ts';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { canHydrate } from './app/hydration.ts';
import { AppRoutes, preloadInitialPage } from './app/router.tsx';
import { currentUserStore, RenderUser, SIGNED_OUT } from './features/auth/api/current-user.ts';
import { startEarlyRequests } from './lib/early-requests.ts';
import { startHydration } from './lib/interactive.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const pageLoaded = preloadInitialPage(window.location.pathname);
// A prerendered page needs none; a page the server rendered carries its data (app/page-data.ts).
if (container.dataset.prerendered === undefined) startEarlyRequests(window.location.pathname);
void currentUserStore.load();

// Analytics code loads only for visitors who accepted it (and then only if it is configured).
if (/(?:^|;\s*)analytics_consent=true(?:;|$)/.test(document.cookie)) {
  void import('./features/consent/analytics.ts').then((m) => m.startAnalytics());
}

const routes = (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
// A plan page the server rendered for a visitor with no session cookie (data-render-user,
// apps/server/src/plugins/page-render.ts) was rendered signed out; hydration starts from that.
const app = (
  <StrictMode>
    <AppErrorBoundary>
      {container.dataset.renderUser === 'signed-out' ? (
        <RenderUser.Provider value={SIGNED_OUT}>{routes}</RenderUser.Provider>
      ) : (
        routes
      )}
    </AppErrorBoundary>
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.mjs), and plan pages opened with no
// session may arrive rendered by the server with their data: hydrate them. A page that must
// not hydrate (see canHydrate) keeps showing its prerendered HTML until its chunk has loaded,
// rather than flashing the loading spinner, and is then rendered from scratch.
// Hydration runs as a transition so React yields to the browser every few milliseconds instead
// of blocking the main thread for the whole tree (the page is already visible meanwhile).
if (canHydrate(container, window.location)) {
  startHydration();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else if (container.dataset.prerendered !== undefined) {
  void pageLoaded.then(() => createRoot(container).render(app));
} else {
  createRoot(container).render(app);
}
