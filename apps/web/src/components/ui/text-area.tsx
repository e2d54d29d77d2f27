import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './field.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** Keeps the label for screen readers only, when a visible heading already asks the question. */
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  rows = 4,
  className,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : styles.label} htmlFor={inputId}>
        {label}
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
        aria-invalid={error ? true : undefined}
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
