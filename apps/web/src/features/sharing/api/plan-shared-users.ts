import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const sharedUsersKey = (planId: number) => ['plans', planId, 'shared-users'] as const;

/** GET /api/users/plan-shared-users/{planID}: the addresses the plan is shared with. */
export function fetchSharedUsers(planId: number, signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>(`/api/users/plan-shared-users/${planId}`, signal);
}

export const sharedUsersQuery = (planId: number) =>
  queryOptions({
    queryKey: sharedUsersKey(planId),
    queryFn: ({ signal }) => fetchSharedUsers(planId, signal),
  });

export function useSharedUsers(planId: number, enabled: boolean) {
  return useQuery({ ...sharedUsersQuery(planId), enabled });
}
