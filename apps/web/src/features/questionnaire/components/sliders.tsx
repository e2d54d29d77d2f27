import { BUDGET, formatBudget, TRAVEL_LENGTH } from '@app/shared';
import { type CSSProperties, useId } from 'react';
import styles from './sliders.module.css';

/**
 * Native range inputs styled as one track: arrow keys, Page Up/Down, Home and End work, and
 * screen readers hear each thumb's value. The filled part and the marks are placed where the
 * thumbs' centres really are (a thumb travels its own width less than the track).
 */

const share = (value: number, min: number, max: number) => (value - min) / (max - min);

/** CSS variables for the filled part of the track, from `low` to `high` (shares of 0 to 1). */
const fill = (low: number, high: number) =>
  ({ '--low': String(low), '--high': String(high) }) as CSSProperties;

function Marks({ marks }: { marks: readonly { value: number; label: string }[] }) {
  const min = marks[0]?.value ?? 0;
  const max = marks.at(-1)?.value ?? 1;
  return (
    <ul className={styles.marks} aria-hidden="true">
      {marks.map((mark) => (
        <li
          key={mark.value}
          className={styles.mark}
          style={{ '--at': String(share(mark.value, min, max)) } as CSSProperties}
        >
          {mark.label}
        </li>
      ))}
    </ul>
  );
}

export function DaysSlider({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const id = useId();
  const text = `${value} ${value === 1 ? 'day' : 'days'}`;
  const { min, max, step } = TRAVEL_LENGTH;
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
      <div className={styles.track} style={fill(0, share(value, min, max))}>
        <input
          id={id}
          type="range"
          className={styles.range}
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={text}
          onChange={(event) => onChange(Number(event.target.value))}
        />
      </div>
      <Marks
        marks={[
          { value: min, label: `${min} day` },
          { value: max, label: `${max} days` },
        ]}
      />
    </div>
  );
}

export interface BudgetRangeSliderProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/**
 * The unknown path's budget range: two thumbs on one track (each its own labelled input, they
 * cannot cross), the spec's marks $0, $2.5K, $5K, $7.5K and $10K+ beneath.
 */
export function BudgetRangeSlider({ value, onChange }: BudgetRangeSliderProps) {
  const id = useId();
  const [low, high] = value;
  const at = (v: number) => share(v, BUDGET.min, BUDGET.max);
  return (
    <fieldset className={styles.slider} aria-describedby={`${id}-value`}>
      <legend className="visually-hidden">Budget range</legend>
      <div className={styles.head}>
        <span className={styles.label} aria-hidden="true">
          Budget range
        </span>
        <output id={`${id}-value`} className={styles.value} aria-live="polite">
          {formatBudget(low)} – {formatBudget(high)}
        </output>
      </div>
      <div className={`${styles.track} ${styles.dual}`} style={fill(at(low), at(high))}>
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
      <Marks marks={BUDGET.marks} />
    </fieldset>
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
      <div className={styles.track} style={fill(0, share(value, BUDGET.min, BUDGET.max))}>
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
      </div>
      <Marks marks={BUDGET.marks} />
    </div>
  );
}
