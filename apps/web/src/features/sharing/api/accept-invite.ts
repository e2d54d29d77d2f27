import { api } from '../../../lib/api.ts';

/** POST /api/plans/{id}/accept-invite { token }: opens an invitation for the signed-in account. */
export function acceptInvite(planId: number, token: string) {
  return api.post<{ plan_id: number }>(`/api/plans/${planId}/accept-invite`, { token });
}
