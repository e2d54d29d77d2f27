import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { AppRoutes, preloadInitialPage } from './app/router.tsx';
import { currentUserStore } from './features/auth/api/current-user.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

preloadInitialPage(window.location.pathname);
void currentUserStore.load();

// Analytics code loads only for visitors who accepted it (and then only if it is configured).
if (/(?:^|;\s*)analytics_consent=true(?:;|$)/.test(document.cookie)) {
  void import('./features/consent/analytics.ts').then((m) => m.startAnalytics());
}

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>,
);
