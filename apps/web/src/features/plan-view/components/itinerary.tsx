import type { KnownDayPart } from '@app/shared';
import type { ItineraryDayView } from '../plan-data.ts';
import styles from './plan.module.css';

const PARTS = [
  ['morning', 'Morning'],
  ['afternoon', 'Afternoon'],
  ['evening', 'Evening'],
] as const;

function asKnownPart(part: string | KnownDayPart): KnownDayPart {
  return typeof part === 'string' ? { time: '', activities: part, dining: '' } : part;
}

function asText(part: string | KnownDayPart): string {
  return typeof part === 'string'
    ? part
    : [part.time, part.activities, part.dining].filter(Boolean).join(' ');
}

/** A known-type day: each part shows its time (or 'N/A'), activities and dining (or 'None'). */
export function KnownDay({ day }: { day: ItineraryDayView }) {
  return (
    <article className={styles.day}>
      <h4 className={styles.dayTitle}>
        Day {day.day_num}: {day.summary}
      </h4>
      {PARTS.map(([key, label]) => {
        const part = asKnownPart(day[key]);
        return (
          <div key={key} className={styles.dayPart}>
            <h5 className={styles.dayPartTitle}>{label}</h5>
            <dl className={styles.dayFacts}>
              <dt>Time:</dt>
              <dd>{part.time?.trim() || 'N/A'}</dd>
              <dt>Activities:</dt>
              <dd>{part.activities?.trim() || 'None'}</dd>
              <dt>Dining:</dt>
              <dd>{part.dining?.trim() || 'None'}</dd>
            </dl>
          </div>
        );
      })}
    </article>
  );
}

/** An unknown-type day: morning, afternoon and evening free text. */
export function UnknownDay({ day }: { day: ItineraryDayView }) {
  return (
    <article className={styles.day}>
      <h4 className={styles.dayTitle}>
        Day {day.day_num}: {day.summary}
      </h4>
      {PARTS.map(([key, label]) => (
        <div key={key} className={styles.dayPart}>
          <h5 className={styles.dayPartTitle}>{label}</h5>
          <p>{asText(day[key])}</p>
        </div>
      ))}
    </article>
  );
}

export function ItineraryDay({ day, known }: { day: ItineraryDayView; known: boolean }) {
  return known ? <KnownDay day={day} /> : <UnknownDay day={day} />;
}

/** "Your itinerary:" (known) or "Here's an itinerary made for you:" (unknown). */
export function itineraryHeading(known: boolean): string {
  return known ? 'Your itinerary:' : "Here's an itinerary made for you:";
}
