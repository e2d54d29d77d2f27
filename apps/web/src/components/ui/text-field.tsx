import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './field.module.css';
import { RequiredMark } from './required-mark.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Always rendered: every input has a visible label. */
  label: string;
  hint?: string;
  error?: string | null;
  /** Marks the field invalid without a message of its own (the form's alert says what is wrong). */
  invalid?: boolean;
  /** More ids for aria-describedby (e.g. the form's alert). */
  describedBy?: string;
  /** Shows "Required" after the label of a required field (where only some fields are). */
  requiredMark?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  invalid = false,
  describedBy: extraDescribedBy,
  required,
  requiredMark = false,
  id,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [hintId, errorId, invalid ? extraDescribedBy : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required && requiredMark ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        {...rest}
        id={inputId}
        type={type}
        className={styles.control}
        required={required}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
