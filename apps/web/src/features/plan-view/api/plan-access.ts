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
 * The plan page's access rules (plans-payments-admin §4, "Plan access"), in the spec's
 * order: a staff session gets the plan directly; otherwise a public link loads the public
 * version; otherwise the id must be in the user's accessible list (owner or invited);
 * anything else is access denied. The server holds the same rules; this only picks which
 * endpoint to ask. The staff check and the accessible list are asked for together.
 */
export async function loadPlanAccess(
  planId: number,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<PlanAccess> {
  try {
    const [staff, ids] = await Promise.all([
      isAdmin(signal),
      signedIn ? fetchAccessiblePlanIds(signal) : Promise.resolve([] as number[]),
    ]);
    if (staff || ids.includes(planId)) {
      return { status: 'granted', plan: await fetchPlan(planId, signal), source: 'private' };
    }
    try {
      return { status: 'granted', plan: await fetchPublicPlan(planId, signal), source: 'public' };
    } catch (error) {
      if (!notFound(error)) throw error;
    }
    return { status: 'denied' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Plan fetch failure or no access: the access-denied screen (§8).
    console.warn('Plan access check failed', error);
    return { status: 'denied' };
  }
}

/**
 * The access query's entry for a visitor with no session who opened a plan's public link:
 * what the server-rendered plan page (entry-prerender.tsx) starts the page's cache with.
 */
export function publicPlanAccessEntry(plan: PlanRecord): [readonly unknown[], PlanAccess] {
  return [[...planAccessKey(plan.plan_id), false], { status: 'granted', plan, source: 'public' }];
}

export function usePlanAccess(planId: number | null, signedIn: boolean, enabled = true) {
  return useQuery({
    queryKey: [...planAccessKey(planId ?? 0), signedIn],
    queryFn: ({ signal }) => loadPlanAccess(planId ?? 0, signedIn, signal),
    enabled: planId !== null && enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
