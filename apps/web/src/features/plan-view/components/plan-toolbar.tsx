import type { PlanRecord } from '@app/shared';
import type { ReactNode } from 'react';
import { CalendarLink } from '../../plan-export/components/calendar-link.tsx';
import { PdfButton } from '../../plan-export/components/pdf-button.tsx';
import { ShareButton } from '../../sharing/components/share-button.tsx';
import { destinationOf } from '../plan-data.ts';
import styles from './plan-extras.module.css';

/**
 * The row of plan actions at the top of a plan (plans-payments-admin §2 "Actions"): the
 * owner's share control on a paid plan, and the downloads anyone who can see the plan has.
 * The page decides which of them this viewer has.
 */
export function PlanToolbar({ plan }: { plan: PlanRecord }) {
  const actions: ReactNode[] = [];
  const location = plan.plan_data.destination.location;
  const second = destinationOf(plan, 'second_destination')?.location;
  if (plan.is_owner && plan.is_paid) {
    actions.push(
      <ShareButton
        key="share"
        canShare
        target={{
          planId: plan.plan_id,
          title: second ? `${location} & ${second}` : location,
          imageUrl: plan.photos_first_destination[0] ?? null,
        }}
      />,
    );
  }
  // Anyone who can see the plan may download it (a preview's PDF holds only the preview).
  actions.push(<PdfButton key="pdf" plan={plan} />, <CalendarLink key="calendar" plan={plan} />);
  return (
    <section
      className={styles.toolbar}
      data-print="hide"
      aria-label={`Plan actions: ${plan.plan_data.destination.location}`}
    >
      {actions}
    </section>
  );
}
