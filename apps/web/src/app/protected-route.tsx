import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import { loginPath, type ReturnState, ROUTES } from './routes.ts';

/** Signed-in only: others go to /login, which brings them back here after sign-in. */
export function ProtectedRoute() {
  const { isLoggedIn, isChecking } = useCurrentUser();
  const location = useLocation();
  // Logout and account deletion clear the user before their navigation home has rendered
  // (router navigations are transitions); a user who was here and left goes home, not to /login.
  const wasLoggedIn = useRef(false);
  useEffect(() => {
    if (isLoggedIn) wasLoggedIn.current = true;
  }, [isLoggedIn]);

  if (isChecking) return <FullScreenSpinner label="Checking your account…" />;
  if (!isLoggedIn) {
    if (wasLoggedIn.current) return <Navigate to={ROUTES.home} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    const state: ReturnState = { from };
    return <Navigate to={loginPath(from)} replace state={state} />;
  }
  return <Outlet />;
}
