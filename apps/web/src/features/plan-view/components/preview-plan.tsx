import type { PlanRecord } from '@app/shared';
import type { ReactNode } from 'react';
import { destinationOf, isUnknownType } from '../plan-data.ts';
import { Blurred } from './blurred.tsx';
import { CompareSection } from './compare-section.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import { DestinationIntro } from './destination-intro.tsx';
import { ListSection } from './destination-section.tsx';
import {
  EXAMPLE_COMPARISON,
  EXAMPLE_INFO,
  EXAMPLE_KNOWN_DAY,
  EXAMPLE_RESTAURANTS,
  EXAMPLE_SECOND,
  EXAMPLE_STAYS,
  EXAMPLE_THINGS,
  EXAMPLE_UNKNOWN_DAY,
} from './example-content.ts';
import { InfoBox } from './info-box.tsx';
import { RestaurantCard, StayCard, ThingCard } from './item-cards.tsx';
import { ItineraryDay, itineraryHeading, venueStops } from './itinerary.tsx';
import styles from './plan.module.css';
import { PlanLayout } from './plan-layout.tsx';
import { planNavigation, sectionIds } from './plan-sections.ts';
import { PlanSummary } from './plan-summary.tsx';
import { PlanToolbar } from './plan-toolbar.tsx';
import { UpgradeBanner, UpgradeBox } from './upgrade.tsx';

export interface PreviewPlanProps {
  plan: PlanRecord;
  timedOut?: boolean;
  /** Opens checkout; only the owner gets a buy button. */
  onBuy?: () => void;
}

function Placeholder({ text }: { text: string }) {
  return (
    <p className={styles.placeholder} role="status">
      {text}
    </p>
  );
}

function BlurredText({ children }: { children: ReactNode }) {
  return (
    <Blurred>
      <p>{children}</p>
    </Blurred>
  );
}

/** The comparison of a preview: blurred when it is ready, a faded example until then. */
function PreviewComparison({
  plan,
  first,
  timedOut,
}: {
  plan: PlanRecord;
  first: string;
  timedOut: boolean;
}) {
  const comparisonReady = plan.preview?.comparison_ready ?? false;
  const table = (
    <ComparisonTable first={first} second="Bonus destination" data={EXAMPLE_COMPARISON} />
  );
  return (
    <CompareSection
      first={first}
      second={null}
      comparison={null}
      linkToSecond={false}
      placeholder={
        comparisonReady ? (
          <Blurred label="Your comparison is ready: unlock the full plan to see it.">
            {table}
          </Blurred>
        ) : (
          <>
            {timedOut ? null : <Placeholder text="Generating your plan comparison..." />}
            <Blurred faded label="Example of a destination comparison.">
              {table}
            </Blurred>
          </>
        )
      }
    />
  );
}

/** The unknown type's second destination in a preview: blurred when ready, a faded example before. */
function SecondDestinationPreview({ plan, timedOut }: { plan: PlanRecord; timedOut: boolean }) {
  const secondReady = plan.preview?.second_destination_ready ?? false;
  const secondBlock = (
    <div className={styles.exampleSecond}>
      <p className={styles.eyebrow}>Your bonus destination</p>
      <h2 className={styles.destinationName}>{EXAMPLE_SECOND.location}</h2>
      <p>{EXAMPLE_SECOND.overview}</p>
      <div className={styles.items}>
        {EXAMPLE_SECOND.places_to_stay.map((item) => (
          <StayCard key={item.name} item={item} />
        ))}
        {EXAMPLE_SECOND.things_to_do.map((item) => (
          <ThingCard key={item.destination_name} item={item} />
        ))}
      </div>
    </div>
  );
  return (
    <section
      className={`${styles.listSection} ${styles.anchor}`}
      id={sectionIds('second_destination').top}
      aria-label="Your bonus destination"
    >
      {secondReady ? (
        <Blurred label="Your second destination is ready: unlock the full plan to see it.">
          {secondBlock}
        </Blurred>
      ) : (
        <>
          {timedOut ? null : <Placeholder text="Loading a second destination..." />}
          <Blurred faded label="Example of a second destination.">
            {secondBlock}
          </Blurred>
        </>
      )}
    </section>
  );
}

/**
 * An unpaid plan (plans-payments-admin §2, "Results preview"): the real first stay,
 * restaurant, thing to do and itinerary day, with blurred EXAMPLE content for the rest.
 */
export function PreviewPlan({ plan, timedOut = false, onBuy }: PreviewPlanProps) {
  const destination = destinationOf(plan, 'destination');
  if (!destination) return <Placeholder text="This plan has no destination yet." />;
  const unknown = isUnknownType(plan);
  const stay = destination.places_to_stay[0];
  const restaurant = destination.restaurants[0];
  const thing = destination.things_to_do[0];
  const day = destination.itinerary[0];
  const ids = sectionIds('destination');

  return (
    <PlanLayout groups={planNavigation(plan)}>
      <DestinationIntro
        destination={destination}
        destinationKey="destination"
        photos={plan.photos_first_destination}
        timedOut={timedOut}
        level={1}
        eyebrow={unknown ? 'Your top match' : 'Your trip plan'}
      />
      <PlanToolbar plan={plan} />
      <UpgradeBox preview={plan.preview} onBuy={onBuy} />
      <PlanSummary plan={plan} destination={destination} />
      {unknown ? (
        <PreviewComparison plan={plan} first={destination.location} timedOut={timedOut} />
      ) : null}
      <ListSection id={ids.stay} title="Where to stay:">
        {stay ? <StayCard item={stay} /> : null}
        {EXAMPLE_STAYS.map((item, i) => (
          <Blurred
            key={item.name}
            label={i === 0 ? 'More places to stay are in the full plan.' : null}
          >
            <StayCard item={item} />
          </Blurred>
        ))}
      </ListSection>
      <ListSection id={ids.eat} title="Places to eat:">
        {restaurant ? <RestaurantCard item={restaurant} /> : null}
        {EXAMPLE_RESTAURANTS.map((item, i) => (
          <Blurred
            key={item.restaurant_name}
            label={i === 0 ? 'More restaurants are in the full plan.' : null}
          >
            <RestaurantCard item={item} />
          </Blurred>
        ))}
      </ListSection>
      <ListSection id={ids.do} title="Things to do while you're there:">
        {thing ? <ThingCard item={thing} /> : null}
        {EXAMPLE_THINGS.map((item, i) => (
          <Blurred
            key={item.destination_name}
            label={i === 0 ? 'More things to do are in the full plan.' : null}
          >
            <ThingCard item={item} />
          </Blurred>
        ))}
      </ListSection>
      <InfoBox
        id={ids.tips}
        title="Important info for your trip"
        timeToGo={<BlurredText>{EXAMPLE_INFO.timeToGo}</BlurredText>}
        estimatedCost={<BlurredText>{EXAMPLE_INFO.estimatedCost}</BlurredText>}
        whatToPack={<BlurredText>{EXAMPLE_INFO.whatToPack}</BlurredText>}
        otherTips={<p>{destination.helpful_tips}</p>}
      />
      <section
        className={`${styles.listSection} ${styles.anchor}`}
        id={ids.itinerary}
        tabIndex={-1}
      >
        <h3 className={styles.sectionHeading}>{itineraryHeading(!unknown)}</h3>
        <div className={styles.days}>
          {day ? (
            <ItineraryDay
              day={day}
              known={!unknown}
              venues={venueStops(destination)}
              area={destination.location}
            />
          ) : null}
          <Blurred label="The rest of your itinerary is in the full plan.">
            <ItineraryDay
              day={unknown ? EXAMPLE_UNKNOWN_DAY : EXAMPLE_KNOWN_DAY}
              known={!unknown}
            />
          </Blurred>
        </div>
      </section>
      {unknown ? <SecondDestinationPreview plan={plan} timedOut={timedOut} /> : null}
      <UpgradeBanner preview={plan.preview} onBuy={onBuy} />
    </PlanLayout>
  );
}
