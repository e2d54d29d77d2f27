import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, type ReturnState } from '../../../app/routes.ts';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import { acceptInvite } from '../api/accept-invite.ts';

type InviteState = 'none' | 'working' | 'done' | 'failed';

/**
 * An invitation link (/plans/{id}?invite=...) proves the invited mailbox: a signed-out visitor
 * signs in or registers first and comes back; a signed-in one opens the invitation, then the
 * token leaves the address bar. `pending` holds the plan's loading until that is settled.
 */
export function useAcceptInvite(planId: number | null): { pending: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn, isChecking } = useCurrentUser();
  const token = new URLSearchParams(location.search).get('invite');
  const [state, setState] = useState<InviteState>(token ? 'working' : 'none');
  const started = useRef(false);

  useEffect(() => {
    if (!token || planId === null || isChecking || started.current) return;
    if (!isLoggedIn) {
      const from = `${location.pathname}${location.search}`;
      const returnState: ReturnState = { from };
      navigate(loginPath(from), { replace: true, state: returnState });
      return;
    }
    started.current = true;
    const params = new URLSearchParams(location.search);
    params.delete('invite');
    const search = params.toString();
    acceptInvite(planId, token)
      .then(() => setState('done'))
      .catch((error: unknown) => {
        // A used or withdrawn invitation: the plan page then shows its access rules.
        console.warn('The invitation could not be opened', error);
        setState('failed');
      })
      .finally(() =>
        navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '' },
          { replace: true },
        ),
      );
  }, [token, planId, isChecking, isLoggedIn, location.pathname, location.search, navigate]);

  return { pending: state === 'working' };
}
