import type { ReactNode } from 'react';
import styles from './plan.module.css';

/**
 * Example content behind a blur (previews): hidden from assistive tech and unfocusable, with
 * one short sentence in its place so a screen-reader user knows what is there.
 */
export function Blurred({
  children,
  label = 'Included in the full plan.',
  faded = false,
}: {
  children: ReactNode;
  /** null: say nothing (a neighbouring blurred block already did). */
  label?: string | null;
  faded?: boolean;
}) {
  return (
    <div className={styles.blurWrap}>
      <div className={faded ? styles.faded : styles.blurred} aria-hidden="true" inert>
        {children}
      </div>
      {label ? <p className="visually-hidden">{label}</p> : null}
    </div>
  );
}
