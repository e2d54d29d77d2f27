import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { PlanListResponse } from './types.ts';

export const myPlansKey = ['plans', 'mine'] as const;

/** GET /api/users/my-plans -> { plansFormattedDates }. */
export function fetchMyPlans(signal?: AbortSignal): Promise<PlanListResponse> {
  return api.get<PlanListResponse>('/api/users/my-plans', signal);
}

export const myPlansQuery = queryOptions({
  queryKey: myPlansKey,
  queryFn: ({ signal }) => fetchMyPlans(signal),
});

export function useMyPlans() {
  return useQuery(myPlansQuery);
}
