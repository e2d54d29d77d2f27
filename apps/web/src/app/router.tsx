import { Route, Routes } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { ProtectedRoute } from './protected-route.tsx';
import { RootLayout } from './root-layout.tsx';
import { ROUTES } from './routes.ts';

/*
 * Declarative routes rather than createBrowserRouter: the data router adds about 17 KB gzip
 * to every page, which would push the home route over its 100 KB JavaScript budget, and the
 * app loads data with TanStack Query, not route loaders. Every page is its own chunk.
 */
const pages = {
  home: lazyPage(
    () => import('../features/home/components/home-page.tsx'),
    (m) => m.HomePage,
  ),
  login: lazyPage(
    () => import('../features/auth/components/login-page.tsx'),
    (m) => m.LoginPage,
  ),
  register: lazyPage(
    () => import('../features/auth/components/register-page.tsx'),
    (m) => m.RegisterPage,
  ),
  resetPassword: lazyPage(
    () => import('../features/auth/components/reset-password-page.tsx'),
    (m) => m.ResetPasswordPage,
  ),
  me: lazyPage(
    () => import('../features/plans/components/my-plans-page.tsx'),
    (m) => m.MyPlansPage,
  ),
  account: lazyPage(
    () => import('../features/account/components/account-page.tsx'),
    (m) => m.AccountPage,
  ),
  notFound: lazyPage(
    () => import('./not-found-page.tsx'),
    (m) => m.NotFoundPage,
  ),
};

const PRELOAD_BY_PATH: Record<string, keyof typeof pages> = {
  [ROUTES.home]: 'home',
  [ROUTES.login]: 'login',
  [ROUTES.register]: 'register',
  [ROUTES.resetPassword]: 'resetPassword',
  [ROUTES.me]: 'me',
  [ROUTES.account]: 'account',
};

/** Fetches the first page's chunk while the current-user check is still in flight. */
export function preloadInitialPage(pathname: string): void {
  const key = PRELOAD_BY_PATH[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  (key ? pages[key] : pages.notFound).preload();
}

/**
 * Routes of pages that other issues build (path, questionnaires, results, plan view, content,
 * admin) are deliberately absent: they fall to the not-found page until their page lands.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<pages.home.Component />} />
        <Route path={ROUTES.login} element={<pages.login.Component />} />
        <Route path={ROUTES.register} element={<pages.register.Component />} />
        <Route path={ROUTES.resetPassword} element={<pages.resetPassword.Component />} />
        <Route element={<ProtectedRoute />}>
          <Route path={ROUTES.me} element={<pages.me.Component />} />
          <Route path={ROUTES.account} element={<pages.account.Component />} />
        </Route>
        <Route path={ROUTES.notFound} element={<pages.notFound.Component />} />
      </Route>
    </Routes>
  );
}
