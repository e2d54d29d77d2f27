import type { PlanRecord } from '@app/shared';
import { useEffect, useRef } from 'react';
import { fetchThumbnails, needsThumbnailRefresh } from '../api/thumbnails.ts';
import { destinationOf } from '../plan-data.ts';

/**
 * Thumbnails for a plan never viewed or not viewed in 28 days (plans-payments-admin §4):
 * requested once per page view for the destination and, if present, the second one. Only the
 * owner asks; errors are logged and the page stays as it is.
 */
export function useThumbnailRefresh(
  plan: PlanRecord | undefined,
  onPlan: (plan: PlanRecord) => void,
): void {
  const done = useRef<number | null>(null);
  const onPlanRef = useRef(onPlan);
  onPlanRef.current = onPlan;

  useEffect(() => {
    if (!plan?.is_owner || done.current === plan.plan_id) return;
    done.current = plan.plan_id;
    if (!needsThumbnailRefresh(plan)) return;
    const targets = (['destination', 'second_destination'] as const)
      .map((key) => [key, destinationOf(plan, key)?.location] as const)
      .filter((entry): entry is readonly [(typeof entry)[0], string] => Boolean(entry[1]));
    (async () => {
      for (const [key, location] of targets) {
        const fresh = await fetchThumbnails(plan.plan_id, location, key);
        if (fresh) onPlanRef.current(fresh);
      }
    })().catch((error: unknown) => console.warn('Thumbnail refresh failed', error));
  }, [plan]);
}
