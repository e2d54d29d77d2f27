import type { PlanRecord } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { fetchAccessiblePlanIds, fetchPlan, fetchPublicPlan, isAdmin } from './plan.ts';

export type PlanAccess =
  | { status: 'granted'; plan: PlanRecord; source: 'private' | 'public' }
  | { status: 'denied' };

export const planAccessKey = (planId: number) => ['plan-access', planId] as const;

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The plan page's access rules (plans-payments-admin §4): an id in the user's accessible
 * list (owner or invited) loads the plan; otherwise a public link loads the public version;
 * otherwise an admin gets the plan directly; anything else is access denied. The server
 * holds the same rules; this only picks which endpoint to ask.
 */
export async function loadPlanAccess(
  planId: number,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<PlanAccess> {
  try {
    if (signedIn) {
      const ids = await fetchAccessiblePlanIds(signal);
      if (ids.includes(planId)) {
        return { status: 'granted', plan: await fetchPlan(planId, signal), source: 'private' };
      }
    }
    try {
      return { status: 'granted', plan: await fetchPublicPlan(planId, signal), source: 'public' };
    } catch (error) {
      if (!notFound(error)) throw error;
    }
    if (signedIn && (await isAdmin(signal))) {
      return { status: 'granted', plan: await fetchPlan(planId, signal), source: 'private' };
    }
    return { status: 'denied' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Plan fetch failure or no access: the access-denied screen (§8).
    console.warn('Plan access check failed', error);
    return { status: 'denied' };
  }
}

export function usePlanAccess(planId: number | null, signedIn: boolean) {
  return useQuery({
    queryKey: [...planAccessKey(planId ?? 0), signedIn],
    queryFn: ({ signal }) => loadPlanAccess(planId ?? 0, signedIn, signal),
    enabled: planId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
