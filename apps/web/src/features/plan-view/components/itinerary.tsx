import { dayRouteLink, dayStops, type KnownDayPart, type MapStop } from '@app/shared';
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

interface DayProps {
  day: ItineraryDayView;
  /** The day's anchor for the plan's navigation. */
  id?: string;
  /** The destination's venues, for the day's map link. */
  venues?: readonly MapStop[];
  /** Where to search when the day names no venue (the destination). */
  area?: string;
}

/**
 * The destination as its venues name it ("Alfama, Lisbon" -> "Lisbon"): where a day that
 * names no venue (an arrival or departure day) is searched for when no area is given.
 */
function cityOf(venues: readonly MapStop[]): string | undefined {
  return venues[0]?.location.split(',').at(-1)?.trim() || undefined;
}

/**
 * "Open this day in Google Maps": a walking route through the venues the day names, the one
 * venue it names, or a search for the area, so that every day of a plan has its link.
 */
function DayRoute({ day, venues, area }: DayProps & { venues: readonly MapStop[] }) {
  const link = dayRouteLink(dayStops(day, venues), area ?? cityOf(venues));
  if (!link) return null;
  return (
    <a className={styles.dayRoute} href={link} target="_blank" rel="noopener noreferrer">
      Open this day in Google Maps
    </a>
  );
}

/** A known-type day: each part shows its time (or 'N/A'), activities and dining (or 'None'). */
export function KnownDay({ day, id, venues = [], area }: DayProps) {
  return (
    <article className={`${styles.day} ${styles.anchor}`} id={id} tabIndex={id ? -1 : undefined}>
      <h4 className={styles.dayTitle}>
        <span className={styles.dayNumber}>Day {day.day_num}: </span>
        {day.summary}
      </h4>
      <DayRoute day={day} venues={venues} area={area} />
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
export function UnknownDay({ day, id, venues = [], area }: DayProps) {
  return (
    <article className={`${styles.day} ${styles.anchor}`} id={id} tabIndex={id ? -1 : undefined}>
      <h4 className={styles.dayTitle}>
        <span className={styles.dayNumber}>Day {day.day_num}: </span>
        {day.summary}
      </h4>
      <DayRoute day={day} venues={venues} area={area} />
      {PARTS.map(([key, label]) => (
        <div key={key} className={styles.dayPart}>
          <h5 className={styles.dayPartTitle}>{label}</h5>
          <p>{asText(day[key])}</p>
        </div>
      ))}
    </article>
  );
}

export function ItineraryDay({ known, ...props }: DayProps & { known: boolean }) {
  return known ? <KnownDay {...props} /> : <UnknownDay {...props} />;
}

/** Every venue of a destination as a map stop. */
export function venueStops(destination: {
  places_to_stay: { name: string; location: string }[];
  restaurants: { restaurant_name: string; location: string }[];
  things_to_do: { destination_name: string; location: string }[];
}): MapStop[] {
  return [
    ...destination.places_to_stay.map((v) => ({ name: v.name, location: v.location })),
    ...destination.restaurants.map((v) => ({ name: v.restaurant_name, location: v.location })),
    ...destination.things_to_do.map((v) => ({ name: v.destination_name, location: v.location })),
  ];
}

/** "Your itinerary:" (known) or "Here's an itinerary made for you:" (unknown). */
export function itineraryHeading(known: boolean): string {
  return known ? 'Your itinerary:' : "Here's an itinerary made for you:";
}
