import styles from './field.module.css';

/**
 * The visible "Required" tag after a label. Hidden from assistive tech, which hears the
 * control's own required state instead (the label's text stays the field's exact name).
 */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      Required
    </span>
  );
}
