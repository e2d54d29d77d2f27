import { api } from '../../../lib/api.ts';

/** DELETE /api/users/remove-shared-user { email, plan_id }: the plan's list afterwards. */
export function removeSharedUser(planId: number, email: string) {
  return api.delete<string[]>('/api/users/remove-shared-user', { email, plan_id: planId });
}
