import { BUDGET, formatBudget, TRAVEL_LENGTH } from '@app/shared';
import { useId } from 'react';
import styles from './sliders.module.css';

/** Native range inputs: arrow keys, Page Up/Down, Home and End work, and screen readers hear the value. */

function Marks() {
  return (
    <ul className={styles.marks} aria-hidden="true">
      {BUDGET.marks.map((mark) => (
        <li key={mark.value}>{mark.label}</li>
      ))}
    </ul>
  );
}

export function DaysSlider({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const id = useId();
  const text = `${value} ${value === 1 ? 'day' : 'days'}`;
  return (
    <div className={styles.slider}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.label}>
          How many days will you travel?
        </label>
        <output htmlFor={id} className={styles.value}>
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={TRAVEL_LENGTH.min}
        max={TRAVEL_LENGTH.max}
        step={TRAVEL_LENGTH.step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className={styles.ends} aria-hidden="true">
        <span>{TRAVEL_LENGTH.min}</span>
        <span>{TRAVEL_LENGTH.max}</span>
      </div>
    </div>
  );
}

export interface BudgetRangeSliderProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/** Two thumbs on one track, each its own labelled input; they cannot cross. */
export function BudgetRangeSlider({ value, onChange }: BudgetRangeSliderProps) {
  const id = useId();
  const [low, high] = value;
  const pct = (v: number) => `${((v - BUDGET.min) / (BUDGET.max - BUDGET.min)) * 100}%`;
  return (
    <div className={styles.slider}>
      <div className={styles.head}>
        <span className={styles.label} id={`${id}-label`}>
          Budget range
        </span>
        <output className={styles.value} aria-live="polite">
          {formatBudget(low)} – {formatBudget(high)}
        </output>
      </div>
      <div
        className={styles.dual}
        style={{ ['--low' as string]: pct(low), ['--high' as string]: pct(high) }}
      >
        <input
          type="range"
          className={styles.range}
          aria-label="Minimum budget"
          min={BUDGET.min}
          max={BUDGET.max}
          step={BUDGET.step}
          value={low}
          aria-valuetext={formatBudget(low)}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          className={styles.range}
          aria-label="Maximum budget"
          min={BUDGET.min}
          max={BUDGET.max}
          step={BUDGET.step}
          value={high}
          aria-valuetext={formatBudget(high)}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
      <Marks />
    </div>
  );
}

export function BudgetSlider({
  value,
  onChange,
}: {
  value: number;
  onChange: (v: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.slider}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.label}>
          Estimated budget
        </label>
        <output htmlFor={id} className={styles.value}>
          {formatBudget(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={BUDGET.min}
        max={BUDGET.max}
        step={BUDGET.step}
        value={value}
        aria-valuetext={formatBudget(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <Marks />
    </div>
  );
}
