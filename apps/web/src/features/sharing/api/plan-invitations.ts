import type { InvitationStatus, PlanInvitationsResponse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Invitation = { email: string; status: InvitationStatus };

export const invitationsKey = (planId: number) => ['plans', planId, 'invitations'] as const;

/**
 * GET /api/plans/{id}/invitations: who the plan is shared with and where each invitation
 * stands (opened, sent, not sent). The share modal's list; it replaces the spec's
 * GET /api/users/plan-shared-users/{planID} there, which answers the addresses alone
 * (decision 0014).
 */
export function fetchInvitations(planId: number, signal?: AbortSignal): Promise<Invitation[]> {
  return api
    .get<PlanInvitationsResponse>(`/api/plans/${planId}/invitations`, signal)
    .then((body) => body.invitations);
}

export const invitationsQuery = (planId: number) =>
  queryOptions({
    queryKey: invitationsKey(planId),
    queryFn: ({ signal }) => fetchInvitations(planId, signal),
  });

export function useInvitations(planId: number, enabled: boolean) {
  return useQuery({ ...invitationsQuery(planId), enabled });
}
