import type { PlanRecord } from '@app/shared';
import {
  type DestinationView,
  dayCount,
  firstSentence,
  isUnknownType,
  reasonsOf,
} from '../plan-data.ts';
import { SUMMARY_ID } from './plan-sections.ts';
import styles from './plan-summary.module.css';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** How many recommendations the plan holds: the whole plan's, or what a preview says it has. */
function recommendationCounts(plan: PlanRecord, destination: DestinationView): string {
  const counts = plan.preview?.counts ?? {
    places_to_stay: destination.places_to_stay.length,
    restaurants: destination.restaurants.length,
    things_to_do: destination.things_to_do.length,
  };
  return [
    plural(counts.places_to_stay, 'place to stay', 'places to stay'),
    plural(counts.restaurants, 'restaurant', 'restaurants'),
    plural(counts.things_to_do, 'thing to do', 'things to do'),
  ].join(' · ');
}

/**
 * The plan at a glance, at the top: the trip as the traveller described it (when, who with,
 * the budget: their own answers, which the server leaves out for a public-link reader), what
 * kind of plan, how long, what it recommends, and (when the plan carries them) the best time
 * to go, the cost and why this destination. Only what the plan holds is shown; a preview holds
 * no best time or cost.
 */
export function PlanSummary({
  plan,
  destination,
}: {
  plan: PlanRecord;
  destination: DestinationView;
}) {
  const days = dayCount(plan);
  const reasons = reasonsOf(destination);
  const facts: [string, string][] = [];
  if (plan.trip?.dates) facts.push(['When', plan.trip.dates]);
  if (plan.trip?.party) facts.push(['Traveling with', plan.trip.party]);
  if (plan.trip?.budget) facts.push(['Your budget', plan.trip.budget]);
  facts.push(['Plan', isUnknownType(plan) ? 'Destination ideas' : 'Trip plan']);
  if (days > 0) facts.push(['Length', plural(days, 'day', 'days')]);
  if (destination.time_to_go)
    facts.push(['Best time to go', firstSentence(destination.time_to_go)]);
  if (destination.estimated_cost) {
    facts.push(['Estimated cost', firstSentence(destination.estimated_cost)]);
  }
  facts.push(['Recommendations', recommendationCounts(plan, destination)]);
  facts.push(['Created', plan.created_at.split(',')[0]?.trim() ?? plan.created_at]);
  return (
    <section
      className={styles.summary}
      id={SUMMARY_ID}
      tabIndex={-1}
      aria-labelledby="plan-summary-title"
    >
      <h2 id="plan-summary-title" className={styles.title}>
        Your trip at a glance
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={value.length > 28 ? styles.wideFact : styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {reasons.length > 0 ? (
        <div className={styles.why}>
          <h3 className={styles.whyTitle}>Why {destination.location}</h3>
          <ul className={styles.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
