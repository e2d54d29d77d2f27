import type { PlanRecord } from '@app/shared';
import type { ReactNode } from 'react';
import { ReviseButton } from '../../revise/components/revise-button.tsx';
import { comparisonOf, type DestinationView, destinationOf, isUnknownType } from '../plan-data.ts';
import { ComparisonTable } from './comparison-table.tsx';
import { DestinationImage } from './destination-image.tsx';
import { DestinationBody } from './destination-section.tsx';
import { OwnerTooltip } from './owner-tooltip.tsx';
import styles from './plan.module.css';
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

function DestinationIntro({
  destination,
  photos,
  timedOut,
  level,
  eyebrow,
  action,
}: {
  destination: DestinationView;
  photos: string[];
  timedOut: boolean;
  level: 1 | 2;
  eyebrow?: string;
  /** The owner's edit control for this destination. */
  action?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.intro}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <div className={styles.titleRow}>
        <Heading className={styles.destinationName}>{destination.location}</Heading>
        {action}
      </div>
      <DestinationImage location={destination.location} photos={photos} timedOut={timedOut} />
      <p className={styles.overview}>{destination.overview}</p>
    </header>
  );
}

/** The paid plan of either type (plans-payments-admin §2, "Full (paid) plan views"). */
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
    <div className={styles.plan}>
      {plan.is_owner ? <OwnerTooltip /> : null}
      <PlanToolbar plan={plan} />
      <section className={styles.destination} aria-label={first.location}>
        <DestinationIntro
          destination={first}
          photos={plan.photos_first_destination}
          timedOut={timedOut}
          level={1}
          action={editControl('destination', first.location)}
        />
        <DestinationBody destination={first} known={!unknown} />
      </section>
      {unknown ? (
        <section
          className={styles.destination}
          aria-label={second?.location ?? 'Second destination'}
        >
          {second ? (
            <>
              <DestinationIntro
                destination={second}
                photos={plan.photos_second_destination}
                timedOut={timedOut}
                level={2}
                eyebrow="Your bonus destination"
                action={editControl('second_destination', second.location)}
              />
              <DestinationBody destination={second} known={false} maxImages={3} />
            </>
          ) : timedOut ? null : (
            <Placeholder text="Loading a second destination..." />
          )}
        </section>
      ) : null}
      {unknown ? (
        <section className={styles.listSection} aria-label="Destination comparison">
          {comparison && second ? (
            <ComparisonTable first={first.location} second={second.location} data={comparison} />
          ) : timedOut ? null : (
            <Placeholder text="Generating your plan comparison..." />
          )}
        </section>
      ) : null}
    </div>
  );
}
