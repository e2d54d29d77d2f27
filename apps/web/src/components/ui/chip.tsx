import type { ButtonHTMLAttributes } from 'react';
import styles from './chip.module.css';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  label: string;
  selected: boolean;
  onToggle: () => void;
}

/** A toggle button: Space and Enter work natively, and aria-pressed announces the state. */
export function Chip({ label, selected, onToggle, className, ...rest }: ChipProps) {
  return (
    <button
      {...rest}
      type="button"
      className={[styles.chip, className].filter(Boolean).join(' ')}
      aria-pressed={selected}
      onClick={onToggle}
    >
      {selected ? (
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
      ) : null}
      {label}
    </button>
  );
}

export interface ChipGroupProps {
  /** The question; rendered as the group's legend. */
  legend: string;
  hideLegend?: boolean;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** Multi-select chips inside a fieldset, keeping the selection in the options' order. */
export function ChipGroup({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
}: ChipGroupProps) {
  const toggle = (option: string) => {
    const selected = new Set(value);
    if (selected.has(option)) selected.delete(option);
    else selected.add(option);
    const ordered = options.filter((o) => selected.has(o));
    // Keep selections that are no longer offered (e.g. after generated chips replaced the list).
    const extra = value.filter((v) => !options.includes(v) && selected.has(v));
    onChange([...ordered, ...extra]);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option}>
            <Chip
              label={option}
              selected={value.includes(option)}
              onToggle={() => toggle(option)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
