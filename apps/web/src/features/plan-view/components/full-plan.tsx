import type { PlanRecord } from '@app/shared';
import { ReviseButton } from '../../revise/components/revise-button.tsx';
import { comparisonOf, destinationOf, isUnknownType } from '../plan-data.ts';
import { CompareSection } from './compare-section.tsx';
import { DestinationIntro } from './destination-intro.tsx';
import { DestinationBody } from './destination-section.tsx';
import { OwnerTooltip } from './owner-tooltip.tsx';
import styles from './plan.module.css';
import { PlanLayout } from './plan-layout.tsx';
import { planNavigation } from './plan-sections.ts';
import { PlanSummary } from './plan-summary.tsx';
import { PlanToolbar } from './plan-toolbar.tsx';

export interface FullPlanProps {
  plan: PlanRecord;
  /** Live updates gave up: drop the loading placeholders. */
  timedOut?: boolean;
  /** A newer plan record (after a revision) to show instead. */
  onPlanChange?: (plan: PlanRecord) => void;
}

function Placeholder({ text }: { text: string }) {
  return (
    <p className={styles.placeholder} role="status">
      {text}
    </p>
  );
}

/**
 * The paid plan of either type (plans-payments-admin §2, "Full (paid) plan views"): the first
 * destination's opening and the plan at a glance, the comparison of the two destinations
 * (find-a-destination plans), then each destination in full, with the plan's navigation
 * alongside.
 */
export function FullPlan({ plan, timedOut = false, onPlanChange }: FullPlanProps) {
  const first = destinationOf(plan, 'destination');
  if (!first) return <Placeholder text="This plan has no destination yet." />;
  const unknown = isUnknownType(plan);
  const second = unknown ? destinationOf(plan, 'second_destination') : null;
  const comparison = unknown ? comparisonOf(plan) : null;
  const editControl = (planKey: 'destination' | 'second_destination', location: string) =>
    onPlanChange ? (
      <ReviseButton plan={plan} planKey={planKey} location={location} onRevised={onPlanChange} />
    ) : null;

  return (
    <PlanLayout groups={planNavigation(plan)}>
      {plan.is_owner ? <OwnerTooltip /> : null}
      <DestinationIntro
        destination={first}
        destinationKey="destination"
        photos={plan.photos_first_destination}
        timedOut={timedOut}
        level={1}
        eyebrow={unknown ? 'Your top match' : 'Your trip plan'}
        action={editControl('destination', first.location)}
      />
      <PlanToolbar plan={plan} />
      <PlanSummary plan={plan} destination={first} />
      {unknown ? (
        <CompareSection
          first={first.location}
          second={second?.location ?? null}
          comparison={comparison}
          placeholder={timedOut ? null : <Placeholder text="Generating your plan comparison..." />}
        />
      ) : null}
      <section className={styles.destination} aria-label={first.location}>
        <DestinationBody destination={first} destinationKey="destination" known={!unknown} />
      </section>
      {unknown ? (
        <section
          className={`${styles.destination} ${styles.secondDestination}`}
          aria-label={second?.location ?? 'Second destination'}
        >
          {second ? (
            <>
              <DestinationIntro
                destination={second}
                destinationKey="second_destination"
                photos={plan.photos_second_destination}
                timedOut={timedOut}
                level={2}
                eyebrow="Your bonus destination"
                action={editControl('second_destination', second.location)}
              />
              <DestinationBody
                destination={second}
                destinationKey="second_destination"
                known={false}
                maxImages={3}
              />
            </>
          ) : timedOut ? null : (
            <Placeholder text="Loading a second destination..." />
          )}
        </section>
      ) : null}
    </PlanLayout>
  );
}
