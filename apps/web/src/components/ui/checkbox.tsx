import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A native checkbox wrapped in its label, so the whole text is a click target. */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input {...rest} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}
