import type { PlanRecord } from '@app/shared';
import { buttonClassName } from '../../../components/ui/button.tsx';

/**
 * The itinerary as a calendar file (GET /api/plans/{id}/calendar.ics): one event per day
 * part, for anyone who can see the plan; the browser downloads it with the session cookie.
 */
export function CalendarLink({ plan }: { plan: PlanRecord }) {
  return (
    <a
      className={buttonClassName({ variant: 'secondary' })}
      href={`/api/plans/${plan.plan_id}/calendar.ics`}
      download
    >
      Add to calendar (.ics)
    </a>
  );
}
