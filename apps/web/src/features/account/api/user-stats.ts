import type { UserStats } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const userStatsKey = ['user-stats'] as const;

/** GET /api/users/my-user-stats -> { formattedDate, numberOfPlans }. */
export function fetchUserStats(signal?: AbortSignal): Promise<UserStats> {
  return api.get<UserStats>('/api/users/my-user-stats', signal);
}

export const userStatsQuery = queryOptions({
  queryKey: userStatsKey,
  queryFn: ({ signal }) => fetchUserStats(signal),
});

export function useUserStats() {
  return useQuery(userStatsQuery);
}
