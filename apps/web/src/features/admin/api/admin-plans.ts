import type {
  AdminAuditResponse,
  AdminPlanItem,
  AdminRecentResponse,
  AdminSearchEmailResponse,
  DestinationKey,
  PlanDestination,
  PlanRecord,
} from '@app/shared';
import { api } from '../../../lib/api.ts';
import { adminKey } from './admin-session.ts';

export type AdminSearch =
  | { by: 'recent'; page: number }
  | { by: 'id'; value: string }
  | { by: 'email'; value: string; page: number };

export interface AdminPlanPage {
  total: number | null;
  page: number;
  pageSize: number;
  matches: number;
  plans: AdminPlanItem[];
}

export const adminPlansKey = (search: AdminSearch) => [...adminKey, 'plans', search] as const;

/** GET /admin/plans/most-recent-plans, plan-search-id/{id} or plan-search-email/{email}. */
export async function fetchAdminPlans(
  search: AdminSearch,
  signal?: AbortSignal,
): Promise<AdminPlanPage> {
  if (search.by === 'id') {
    const plans = await api.get<AdminPlanItem[]>(
      `/admin/plans/plan-search-id/${encodeURIComponent(search.value)}`,
      signal,
    );
    return { total: null, page: 1, pageSize: plans.length, matches: plans.length, plans };
  }
  if (search.by === 'email') {
    const res = await api.get<AdminSearchEmailResponse>(
      `/admin/plans/plan-search-email/${encodeURIComponent(search.value)}?page=${search.page}`,
      signal,
    );
    return {
      total: null,
      page: res.page,
      pageSize: res.page_size,
      matches: res.total,
      plans: res.plansFormattedDates,
    };
  }
  const res = await api.get<AdminRecentResponse>(
    `/admin/plans/most-recent-plans?page=${search.page}`,
    signal,
  );
  return {
    total: res.total,
    page: res.page,
    pageSize: res.page_size,
    matches: res.total,
    plans: res.plansFormattedDates,
  };
}

/** The admin revision: the shared revision call, then PATCH /admin/plans/update-(second-)destination. */
export async function staffRevise(planId: number, planKey: DestinationKey, feedback: string) {
  const revised = await api.post<PlanDestination>(
    '/api/geminiAPI/user-revised-recommendation-gemini',
    {
      plan_id: planId,
      plan_key: planKey,
      user_feedback: feedback,
    },
  );
  const path =
    planKey === 'destination'
      ? '/admin/plans/update-destination'
      : '/admin/plans/update-second-destination';
  return api.patch<PlanRecord>(path, { plan_id: planId, [planKey]: revised });
}

/** GET /admin/plans/plan-audit/{id}: the plan's whole staff audit trail, a page at a time. */
export function fetchPlanAudit(planId: number, page: number, signal?: AbortSignal) {
  return api.get<AdminAuditResponse>(`/admin/plans/plan-audit/${planId}?page=${page}`, signal);
}
