import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { api } from '../../../lib/api.ts';
import { currentUserKey } from './current-user.ts';

export function logoutRequest(): Promise<unknown> {
  return api.post('/auth/logout');
}

/** Forgets everything tied to the user (but keeps the "signed out" answer in the cache). */
export function useClearSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
    queryClient.setQueryData(currentUserKey, null);
  };
}

/** POST /auth/logout, then clear local state and go home whether or not the call succeeded. */
export function useLogout() {
  const clearSession = useClearSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutRequest,
    onSettled: () => {
      clearSession();
      navigate(ROUTES.home);
    },
  });
}
