import type { DestinationKey, PlanDestination, PlanRecord } from '@app/shared';
import { api } from '../../../lib/api.ts';

/**
 * POST /api/geminiAPI/user-revised-recommendation-gemini: the revised destination (the server
 * revises its stored copy: it needs the id and which destination, not plan_data; decision 0014).
 */
export function requestRevision(planId: number, planKey: DestinationKey, feedback: string) {
  return api.post<PlanDestination>('/api/geminiAPI/user-revised-recommendation-gemini', {
    plan_id: planId,
    plan_key: planKey,
    user_feedback: feedback,
  });
}

const SAVE_PATH: Record<DestinationKey, string> = {
  destination: '/api/users/plan-update-destination',
  second_destination: '/api/users/plan-update-second-destination',
};

/** PATCH /api/users/plan-update-(second-)destination: the updated plan. */
export function saveRevision(planId: number, planKey: DestinationKey, revised: PlanDestination) {
  return api.patch<PlanRecord>(SAVE_PATH[planKey], { plan_id: planId, [planKey]: revised });
}
