import type { CurrentUser } from '@app/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api } from '../../../lib/api.ts';

export const currentUserKey = ['current-user'] as const;

/** GET /api/users/me: the signed-in user, or null when the answer is not OK (signed out). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/users/me', signal);
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 5 * 60_000,
  retry: (failureCount) => failureCount < 2,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return {
    user: query.data ?? null,
    isLoggedIn: Boolean(query.data),
    /** True only while the first check is in flight (no answer yet). */
    isChecking: query.isPending,
    query,
  };
}

/** Stores the user returned by login/registration, so the app knows at once. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser | null) => queryClient.setQueryData(currentUserKey, user),
    [queryClient],
  );
}
