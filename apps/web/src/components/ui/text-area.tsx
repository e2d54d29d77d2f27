import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './field.module.css';
import { RequiredMark } from './required-mark.tsx';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Keeps the label for screen readers only, when a visible heading already asks the question. */
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
  /** Marks the field invalid without a message of its own (the form's alert says what is wrong). */
  invalid?: boolean;
  /** More ids for aria-describedby (e.g. the form's alert). */
  describedBy?: string;
  /** Shows "Required" after the label of a required field (where only some fields are). */
  requiredMark?: boolean;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hideLabel = false,
  hint,
  error,
  invalid = false,
  describedBy: extraDescribedBy,
  required,
  requiredMark = false,
  id,
  rows = 4,
  className,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [hintId, errorId, invalid ? extraDescribedBy : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : styles.label} htmlFor={inputId}>
        {label}
        {required && requiredMark ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <textarea
        {...rest}
        id={inputId}
        rows={rows}
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
