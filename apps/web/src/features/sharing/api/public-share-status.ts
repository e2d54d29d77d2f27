import type { PublicShareStatus } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const publicShareKey = (planId: number) => ['plans', planId, 'public-share'] as const;

/** GET /api/plans/get-public-share-status/{planID}. */
export function fetchPublicShareStatus(planId: number, signal?: AbortSignal) {
  return api.get<PublicShareStatus>(`/api/plans/get-public-share-status/${planId}`, signal);
}

/** PATCH /api/plans/update-public-share-status { plan_id, status }. */
export function updatePublicShareStatus(planId: number, status: boolean) {
  return api.patch<PublicShareStatus>('/api/plans/update-public-share-status', {
    plan_id: planId,
    status,
  });
}

export function usePublicShareStatus(planId: number, enabled: boolean) {
  return useQuery({
    queryKey: publicShareKey(planId),
    queryFn: ({ signal }) => fetchPublicShareStatus(planId, signal),
    enabled,
  });
}

export function useUpdatePublicShareStatus(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: boolean) => updatePublicShareStatus(planId, status),
    onSuccess: (data) => queryClient.setQueryData(publicShareKey(planId), data),
    // Sharing failures are only logged (plans-payments-admin §8).
    onError: (error) => console.warn('Public link update failed', error),
  });
}
