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

export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.fullScreen}>
      <Spinner label={label} />
    </div>
  );
}
