import type { ReactNode } from 'react';
import styles from './plan.module.css';

export interface InfoBoxProps {
  /** The box's anchor for the plan's navigation. */
  id?: string;
  title?: string;
  timeToGo: ReactNode;
  estimatedCost: ReactNode;
  /** Shown only when present. */
  whatToPack?: ReactNode;
  otherTips: ReactNode;
}

/** 'Best time to go:', 'Estimated cost:', 'What to pack:' (if present) and 'Other tips:'. */
export function InfoBox({
  id,
  title,
  timeToGo,
  estimatedCost,
  whatToPack,
  otherTips,
}: InfoBoxProps) {
  return (
    <aside
      className={`${styles.infoBox} ${styles.anchor}`}
      id={id}
      tabIndex={-1}
      aria-label={title ?? 'Trip information'}
    >
      {title ? <h3 className={styles.infoTitle}>{title}</h3> : null}
      <h4 className={styles.infoHeading}>Best time to go:</h4>
      {timeToGo}
      <h4 className={styles.infoHeading}>Estimated cost:</h4>
      {estimatedCost}
      {whatToPack ? (
        <>
          <h4 className={styles.infoHeading}>What to pack:</h4>
          {whatToPack}
        </>
      ) : null}
      <h4 className={styles.infoHeading}>Other tips:</h4>
      {otherTips}
    </aside>
  );
}
