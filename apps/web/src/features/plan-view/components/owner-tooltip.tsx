import { useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { LOCAL_FLAGS, readFlag, setFlag } from '../../../lib/local-flags.ts';
import styles from './plan-extras.module.css';

/** The owner's first-visit tip; dismissing it sets hasSeenTooltip so it does not return. */
export function OwnerTooltip() {
  const [visible, setVisible] = useState(() => !readFlag(LOCAL_FLAGS.hasSeenTooltip));
  if (!visible) return null;
  const dismiss = () => {
    setFlag(LOCAL_FLAGS.hasSeenTooltip);
    setVisible(false);
  };
  return (
    <aside className={styles.tooltip} aria-labelledby="owner-tooltip-title" data-print="hide">
      <p id="owner-tooltip-title" className={styles.tooltipTitle}>
        Do more with your travel plans
      </p>
      <p className={styles.tooltipText}>
        Edit to customize further, invite + share with others, and download!
      </p>
      <button
        type="button"
        className={styles.tooltipClose}
        onClick={dismiss}
        aria-label="Dismiss tip"
      >
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
