import { Route, Routes, useParams } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { ProtectedRoute } from './protected-route.tsx';
import { RootLayout } from './root-layout.tsx';
import { isNotFoundPath, ROUTES, trimPathname } from './routes.ts';

/*
 * Declarative routes rather than createBrowserRouter: the data router adds about 17 KB gzip
 * to every page, which would push the home route over its 100 KB JavaScript budget, and the
 * app loads data with TanStack Query, not route loaders. Every page is its own chunk.
 */
/** Provides TanStack Query to every page but home (see query-layout.tsx). */
const queryLayout = lazyPage(
  () => import('./query-layout.tsx'),
  (m) => m.QueryLayout,
);

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
  path: lazyPage(
    () => import('../features/path/components/path-page.tsx'),
    (m) => m.PathPage,
  ),
  findDestination: lazyPage(
    () => import('../features/questionnaire/components/questionnaire-pages.tsx'),
    (m) => m.FindDestinationPage,
  ),
  buildPlan: lazyPage(
    () => import('../features/questionnaire/components/questionnaire-pages.tsx'),
    (m) => m.BuildPlanPage,
  ),
  about: lazyPage(
    () => import('../features/content/components/about-page.tsx'),
    (m) => m.AboutPage,
  ),
  privacy: lazyPage(
    () => import('../features/content/components/privacy-page.tsx'),
    (m) => m.PrivacyPage,
  ),
  terms: lazyPage(
    () => import('../features/content/components/terms-page.tsx'),
    (m) => m.TermsPage,
  ),
  optOut: lazyPage(
    () => import('../features/content/components/opt-out-page.tsx'),
    (m) => m.OptOutPage,
  ),
  feedback: lazyPage(
    () => import('../features/content/components/feedback-page.tsx'),
    (m) => m.FeedbackPage,
  ),
  yourPlan: lazyPage(
    () => import('../features/results/components/results-page.tsx'),
    (m) => m.YourPlanPage,
  ),
  yourDestinationPlan: lazyPage(
    () => import('../features/results/components/results-page.tsx'),
    (m) => m.YourDestinationPlanPage,
  ),
  plan: lazyPage(
    () => import('../features/plan-view/components/plan-page.tsx'),
    (m) => m.PlanPage,
  ),
  examplePlan1: lazyPage(
    () => import('../features/examples/components/example-plan-page.tsx'),
    (m) => m.ExamplePlan1Page,
  ),
  examplePlan2: lazyPage(
    () => import('../features/examples/components/example-plan-page.tsx'),
    (m) => m.ExamplePlan2Page,
  ),
  admin: lazyPage(
    () => import('../features/admin/components/admin-login-page.tsx'),
    (m) => m.AdminLoginPage,
  ),
  adminPlans: lazyPage(
    () => import('../features/admin/components/admin-plans-page.tsx'),
    (m) => m.AdminPlansPage,
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
  [ROUTES.path]: 'path',
  [ROUTES.findDestination]: 'findDestination',
  [ROUTES.buildPlan]: 'buildPlan',
  [ROUTES.about]: 'about',
  [ROUTES.privacy]: 'privacy',
  [ROUTES.terms]: 'terms',
  [ROUTES.optOut]: 'optOut',
  [ROUTES.feedback]: 'feedback',
  [ROUTES.yourPlan]: 'yourPlan',
  [ROUTES.yourDestinationPlan]: 'yourDestinationPlan',
  [ROUTES.examplePlan1]: 'examplePlan1',
  [ROUTES.examplePlan2]: 'examplePlan2',
  [ROUTES.admin]: 'admin',
  [ROUTES.adminPlans]: 'adminPlans',
};

/**
 * /plans/{id}: the plan page for a plan id (a number), the not-found page for anything else
 * ("/plans/abc"), as the server answers it (404, @app/shared route-paths).
 */
function PlanRoute() {
  const { planId = '' } = useParams();
  return isNotFoundPath(`/plans/${planId}`) ? (
    <pages.notFound.Component />
  ) : (
    <pages.plan.Component />
  );
}

/** Fetches the first page's chunk while the current-user check is still in flight. */
export function preloadInitialPage(pathname: string): Promise<void> {
  const key = PRELOAD_BY_PATH[trimPathname(pathname)];
  const planPage = /^\/plans\/[^/]+\/?$/.test(pathname) && !isNotFoundPath(pathname);
  const page = (key ? pages[key] : planPage ? pages.plan : pages.notFound).preload();
  return Promise.all([page, key !== 'home' ? queryLayout.preload() : undefined]).then(
    () => undefined,
  );
}

/**
 * The staff pages sit outside ProtectedRoute: they check the separate staff session
 * themselves (/admin/plans sends a visitor without one to /admin).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<pages.home.Component />} />
        {/* Every other page, including ones added later, goes inside this layout. */}
        <Route element={<queryLayout.Component />}>
          <Route path={ROUTES.login} element={<pages.login.Component />} />
          <Route path={ROUTES.register} element={<pages.register.Component />} />
          <Route path={ROUTES.resetPassword} element={<pages.resetPassword.Component />} />
          <Route path={ROUTES.path} element={<pages.path.Component />} />
          <Route path={ROUTES.findDestination} element={<pages.findDestination.Component />} />
          <Route path={ROUTES.buildPlan} element={<pages.buildPlan.Component />} />
          <Route path={ROUTES.about} element={<pages.about.Component />} />
          <Route path={ROUTES.privacy} element={<pages.privacy.Component />} />
          <Route path={ROUTES.terms} element={<pages.terms.Component />} />
          <Route path={ROUTES.optOut} element={<pages.optOut.Component />} />
          <Route path={ROUTES.feedback} element={<pages.feedback.Component />} />
          <Route path={ROUTES.plan} element={<PlanRoute />} />
          <Route path={ROUTES.examplePlan1} element={<pages.examplePlan1.Component />} />
          <Route path={ROUTES.examplePlan2} element={<pages.examplePlan2.Component />} />
          <Route path={ROUTES.admin} element={<pages.admin.Component />} />
          <Route path={ROUTES.adminPlans} element={<pages.adminPlans.Component />} />
          <Route element={<ProtectedRoute />}>
            <Route path={ROUTES.yourPlan} element={<pages.yourPlan.Component />} />
            <Route
              path={ROUTES.yourDestinationPlan}
              element={<pages.yourDestinationPlan.Component />}
            />
            <Route path={ROUTES.me} element={<pages.me.Component />} />
            <Route path={ROUTES.account} element={<pages.account.Component />} />
          </Route>
          <Route path={ROUTES.notFound} element={<pages.notFound.Component />} />
        </Route>
      </Route>
    </Routes>
  );
}
