import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { PlanListResponse } from './types.ts';

export const sharedPlansKey = ['plans', 'shared-with-me'] as const;

/** GET /api/users/plans-shared-with-me -> { plansFormattedDates } with the sharer's details. */
export function fetchPlansSharedWithMe(signal?: AbortSignal): Promise<PlanListResponse> {
  return api.get<PlanListResponse>('/api/users/plans-shared-with-me', signal);
}

export const sharedPlansQuery = queryOptions({
  queryKey: sharedPlansKey,
  queryFn: ({ signal }) => fetchPlansSharedWithMe(signal),
});

export function usePlansSharedWithMe() {
  return useQuery(sharedPlansQuery);
}
