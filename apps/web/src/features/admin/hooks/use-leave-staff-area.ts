import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { ApiError } from '../../../lib/api.ts';
import { adminKey } from '../api/admin-session.ts';

/**
 * A staff call answered 401 or 403: the staff session is gone (30 idle minutes, signed out
 * in another tab, or the account is no longer staff), not a problem with this request.
 */
export function isStaffSessionLost(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * Leaves the staff area: drops every ['admin'] query (the staff member, lists, searches), so
 * the next person to sign in on this browser starts clean, and goes to /admin.
 */
export function useLeaveStaffArea() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: adminKey });
    navigate(ROUTES.admin, { replace: true });
  }, [queryClient, navigate]);
}
