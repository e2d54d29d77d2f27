import { site } from '../../content/site.ts';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  size?: 'small' | 'large';
  tone?: 'accent' | 'inherit';
}

export function Spinner({ label = 'Loading…', size = 'large', tone = 'accent' }: SpinnerProps) {
  const className = [
    styles.spinner,
    size === 'small' ? styles.small : '',
    tone === 'inherit' ? styles.inherit : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={className} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * A page that is not ready yet: the header bar the app shell paints on a hard load
 * (scripts/prerender.mjs bootShell), so the page never flashes blank or loses its header
 * (docs/decisions/0020-loading-screen.md, the waiting phase), and a spinner that appears only
 * if the wait passes 400 ms. The status is read out at once. The bar is decoration: the page's
 * own header (under this screen) is the one in the accessibility tree.
 */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.fullScreen}>
      <div className="boot" aria-hidden="true">
        <div className="boot-header">
          <span className="boot-logo">{site.productName}</span>
        </div>
      </div>
      <div className={styles.waiting}>
        <Spinner label={label} />
      </div>
    </div>
  );
}
