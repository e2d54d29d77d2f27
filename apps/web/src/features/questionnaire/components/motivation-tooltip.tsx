import { useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { LOCAL_FLAGS, readFlag, setFlag } from '../../../lib/local-flags.ts';
import { useClientValue } from '../../../lib/use-client-value.ts';
import styles from './questionnaire.module.css';

export const MOTIVATION_TOOLTIP =
  'Details matter! The more you share, the better your plans will be.';

/** The one-time hint on step 1; once dismissed it stays dismissed (localStorage). */
export function MotivationTooltip() {
  // Prerendered (and hydrated) as not yet seen; localStorage decides after that.
  const seen = useClientValue(() => readFlag(LOCAL_FLAGS.hasSeenMotivationTooltip), false);
  const [dismissed, setDismissed] = useState(false);
  if (seen || dismissed) return null;
  return (
    <div className={styles.tooltip} role="note">
      <p>{MOTIVATION_TOOLTIP}</p>
      <button
        type="button"
        className={styles.tooltipClose}
        aria-label="Dismiss tip"
        onClick={() => {
          setFlag(LOCAL_FLAGS.hasSeenMotivationTooltip);
          setDismissed(true);
        }}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
