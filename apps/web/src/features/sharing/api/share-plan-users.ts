import type { SharePlanUsersResponse } from '@app/shared';
import { api } from '../../../lib/api.ts';

/** POST /api/users/share-plan-users { plan_id, emails }: the plan's list after sharing. */
export function sharePlanUsers(planId: number, emails: string[]) {
  return api.post<SharePlanUsersResponse>('/api/users/share-plan-users', {
    plan_id: planId,
    emails,
  });
}
