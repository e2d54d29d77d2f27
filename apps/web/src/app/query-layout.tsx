import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import {
  currentUserKey,
  currentUserStore,
  fetchCurrentUser,
} from '../features/auth/api/current-user.ts';
import { QueryProviders, queryClient } from './providers.tsx';

/**
 * Route layout of every page that uses TanStack Query (all but the home page). Loaded lazily,
 * so the home route does not download the query library. It seeds the `currentUserKey` query
 * from the current-user store and mirrors every change of that query back into the store
 * (login, logout, account edits, invalidation), keeping the two in step.
 */
export function QueryLayout() {
  return (
    <QueryProviders>
      <CurrentUserSync />
      <Outlet />
    </QueryProviders>
  );
}

function seedCurrentUser(): void {
  const { checked, user } = currentUserStore.get();
  if (checked && queryClient.getQueryData(currentUserKey) === undefined) {
    queryClient.setQueryData(currentUserKey, user);
  }
}

function CurrentUserSync() {
  seedCurrentUser();
  // An active observer, so invalidateQueries({ queryKey: currentUserKey }) refetches.
  useQuery({
    queryKey: currentUserKey,
    // Public pages render before the first check has answered: share that request, not a second.
    queryFn: async ({ signal }) => {
      if (!currentUserStore.get().checked) {
        await currentUserStore.load();
        return currentUserStore.get().user;
      }
      return fetchCurrentUser(signal);
    },
    staleTime: 5 * 60_000,
  });
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] !== currentUserKey[0] || event.type !== 'updated') return;
        const data = event.query.state.data as ReturnType<typeof currentUserStore.get>['user'];
        if (data !== undefined) currentUserStore.set(data);
      }),
    [],
  );
  return null;
}
