import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A message announced by screen readers as soon as it appears (role="alert"). */
export function Alert({ tone = 'error', children, className, id }: AlertProps) {
  return (
    <div
      id={id}
      role="alert"
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
