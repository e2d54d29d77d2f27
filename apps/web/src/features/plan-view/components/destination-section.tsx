import type { ReactNode } from 'react';
import type { DestinationKey, DestinationView } from '../plan-data.ts';
import { InfoBox } from './info-box.tsx';
import { RestaurantCard, StayCard, ThingCard } from './item-cards.tsx';
import { ItineraryDay, itineraryHeading, venueStops } from './itinerary.tsx';
import styles from './plan.module.css';
import { sectionIds } from './plan-sections.ts';

export function ListSection({
  id,
  title,
  children,
}: {
  /** The section's anchor for the plan's navigation. */
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`${styles.listSection} ${styles.anchor}`} id={id} tabIndex={-1}>
      <h3 className={styles.sectionHeading}>{title}</h3>
      <div className={styles.items}>{children}</div>
    </section>
  );
}

export interface DestinationBodyProps {
  destination: DestinationView;
  /** Which of the plan's destinations (for the section anchors). */
  destinationKey: DestinationKey;
  known: boolean;
  /** Second-destination items show up to 3 images. */
  maxImages?: number;
}

/** The full (paid) content of one destination: lists, the info box and the itinerary. */
export function DestinationBody({
  destination,
  destinationKey,
  known,
  maxImages,
}: DestinationBodyProps) {
  const venues = venueStops(destination);
  const ids = sectionIds(destinationKey);
  return (
    <>
      <ListSection id={ids.stay} title="Where to stay:">
        {destination.places_to_stay.map((item) => (
          <StayCard key={`${item.name}-${item.location}`} item={item} maxImages={maxImages} />
        ))}
      </ListSection>
      <ListSection id={ids.eat} title="Places to eat:">
        {destination.restaurants.map((item) => (
          <RestaurantCard
            key={`${item.restaurant_name}-${item.location}`}
            item={item}
            maxImages={maxImages}
          />
        ))}
      </ListSection>
      <ListSection id={ids.do} title="Things to do while you're there:">
        {destination.things_to_do.map((item) => (
          <ThingCard
            key={`${item.destination_name}-${item.location}`}
            item={item}
            maxImages={maxImages}
          />
        ))}
      </ListSection>
      <InfoBox
        id={ids.tips}
        timeToGo={<p>{destination.time_to_go}</p>}
        estimatedCost={<p>{destination.estimated_cost}</p>}
        whatToPack={destination.what_to_pack ? <p>{destination.what_to_pack}</p> : undefined}
        otherTips={<p>{destination.helpful_tips}</p>}
      />
      <section
        className={`${styles.listSection} ${styles.anchor}`}
        id={ids.itinerary}
        tabIndex={-1}
      >
        <h3 className={styles.sectionHeading}>{itineraryHeading(known)}</h3>
        <div className={styles.days}>
          {destination.itinerary.map((day) => (
            <ItineraryDay
              key={day.day_num}
              id={ids.day(day.day_num)}
              day={day}
              known={known}
              venues={venues}
              area={destination.location}
            />
          ))}
        </div>
      </section>
    </>
  );
}
