import type { PlanEnvelope, PlanRecord } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { takeEarlyResponse } from '../../../lib/early-requests.ts';
import { sessionHint } from '../../../lib/session-hint.ts';

export const planKey = (planId: number) => ['plan', planId] as const;

/** GET /api/plans/{id}: the plan as this viewer may see it (a preview when unpaid). */
export async function fetchPlan(planId: number, signal?: AbortSignal): Promise<PlanRecord> {
  return (await api.get<PlanEnvelope>(`/api/plans/${planId}`, signal)).plan;
}

/** GET /api/plans/public/{id} without credentials: 404 unless the public link is on. */
export async function fetchPublicPlan(planId: number, signal?: AbortSignal): Promise<PlanRecord> {
  const url = `/api/plans/public/${planId}`;
  const response = await (takeEarlyResponse(url) ??
    fetch(url, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    }));
  if (!response.ok) throw new ApiError(response.status, `Public plan: ${response.status}`);
  return ((await response.json()) as PlanEnvelope).plan;
}

/** GET /api/users/my-accessible-plans: ids of the plans the user owns or was invited to. */
export function fetchAccessiblePlanIds(signal?: AbortSignal): Promise<number[]> {
  return api.get<number[]>('/api/users/my-accessible-plans', signal);
}

/** GET /api/admin/auth/me: true for a signed-in admin; any failure means "not an admin". */
export async function isAdmin(signal?: AbortSignal): Promise<boolean> {
  // No staff session cookie at all (lib/session-hint.ts): not an admin, nothing to ask.
  if (sessionHint()?.staff === false) return false;
  try {
    const me = await api.get<{ role?: string }>('/api/admin/auth/me', signal);
    return me.role === 'admin';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return false;
  }
}

/** A plan the results page already holds (seeded with setQueryData), refreshed on updates. */
export function planQuery(planId: number) {
  return queryOptions({
    queryKey: planKey(planId),
    queryFn: ({ signal }) => fetchPlan(planId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlan(planId: number | null) {
  return useQuery({ ...planQuery(planId ?? 0), enabled: planId !== null });
}
