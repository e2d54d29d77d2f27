import { useLocation, useSearchParams } from 'react-router';
import { type ReturnState, ROUTES } from '../../../app/routes.ts';
import { safeReturnPath } from '../../../lib/safe-redirect.ts';

/** Where to go after sign-in: the remembered origin (state, else ?next=) if it is safe, else /me. */
export function useReturnTarget(): string {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = location.state as ReturnState | null;
  const candidate = state?.from ?? searchParams.get('next');
  return safeReturnPath(candidate, ROUTES.me);
}
