import type { ComparisonData } from '@app/shared';
import type { ReactNode } from 'react';
import { ComparisonTable } from './comparison-table.tsx';
import styles from './plan.module.css';
import { COMPARE_ID, sectionIds } from './plan-sections.ts';

function Option({
  label,
  name,
  target,
}: {
  label: string;
  name: string | null;
  /** The destination's section, when the page shows it. */
  target?: string;
}) {
  return (
    <div className={styles.option}>
      <p className={styles.optionLabel}>{label}</p>
      <p className={styles.optionName}>{name ?? 'Coming up'}</p>
      {target && name ? (
        <a className={styles.optionLink} href={`#${target}`}>
          See the plan for {name}
        </a>
      ) : null}
    </div>
  );
}

/**
 * "Compare your destinations", right below the summary: a traveller deciding between the two
 * places sees both side by side before reading either plan in full.
 */
export function CompareSection({
  first,
  second,
  comparison,
  placeholder,
  linkToSecond = true,
}: {
  first: string;
  /** The second destination's name, when this viewer may see it. */
  second: string | null;
  comparison: ComparisonData | null;
  /** Shown instead of the table (a preview's blurred example, or a loading note). */
  placeholder?: ReactNode;
  linkToSecond?: boolean;
}) {
  return (
    <section
      className={`${styles.compare} ${styles.anchor}`}
      id={COMPARE_ID}
      tabIndex={-1}
      aria-labelledby="compare-title"
    >
      <h2 id="compare-title" className={styles.compareTitle}>
        Compare your destinations
      </h2>
      <div className={styles.options}>
        <Option label="Your top match" name={first} target={sectionIds('destination').stay} />
        <span className={styles.versus} aria-hidden="true">
          or
        </span>
        <Option
          label="Your bonus destination"
          name={second}
          target={linkToSecond ? sectionIds('second_destination').top : undefined}
        />
      </div>
      {comparison && second ? (
        <ComparisonTable first={first} second={second} data={comparison} />
      ) : (
        placeholder
      )}
    </section>
  );
}
