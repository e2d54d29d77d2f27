import type { ReactNode } from 'react';
import type { DestinationKey, DestinationView } from '../plan-data.ts';
import { DestinationImage } from './destination-image.tsx';
import styles from './plan.module.css';
import { sectionIds } from './plan-sections.ts';

export interface DestinationIntroProps {
  destination: DestinationView;
  destinationKey: DestinationKey;
  photos: string[];
  timedOut: boolean;
  level: 1 | 2;
  eyebrow?: string;
  /** The owner's edit control for this destination. */
  action?: ReactNode;
}

/** A destination's opening: its name, overview and picture, side by side on wide screens. */
export function DestinationIntro({
  destination,
  destinationKey,
  photos,
  timedOut,
  level,
  eyebrow,
  action,
}: DestinationIntroProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header
      className={`${styles.intro} ${styles.anchor}`}
      id={sectionIds(destinationKey).top}
      tabIndex={-1}
    >
      <div className={styles.introTitle}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <div className={styles.titleRow}>
          <Heading className={styles.destinationName}>{destination.location}</Heading>
          {action}
        </div>
      </div>
      <p className={styles.overview}>{destination.overview}</p>
      <div className={styles.introImage}>
        <DestinationImage location={destination.location} photos={photos} timedOut={timedOut} />
      </div>
    </header>
  );
}
