/**
 * The shape of one planned day and the builders for a day in town and a day trip: which slot
 * holds what, the free-time wording, the headline, and the notes on closing days and seasons.
 */
import type {
  Activity,
  ActivityKind,
  DayTrip,
  Meal,
  Restaurant,
  Weekday,
} from '../catalogue/types.ts';
import { closingNote, seasonNote, type TripDay } from './calendar.ts';

export interface MealSlot {
  meal: Meal;
  restaurant?: Restaurant;
  /** Out of town on a day trip to this place: a restaurant only when the catalogue lists it. */
  away?: string;
  /** The town of `restaurant` when it is not the destination (lunch on a day trip). */
  town?: string;
  /** The evening's activity includes this meal (a dinner show): nothing else is booked. */
  included?: string;
  /** When the restaurant closes or opens, said when the dates are not known ("closed Mondays"). */
  note?: string;
}

export interface Slot {
  activity?: Activity;
  trip?: DayTrip;
  /** Free-time text when no venue is scheduled ("Wander the lanes of Alfama"). */
  free?: string;
  /** Closing days or season of the activity, said when the dates are not known. */
  note?: string;
  /** The activity was on an earlier day: a free afternoon back there, not a new booking. */
  revisit?: boolean;
  meal: MealSlot;
}

export interface DayPlan {
  num: number;
  area: string;
  summary: string;
  /** Known only when the trip's dates are. */
  weekday?: Weekday;
  /** 1-12, known only when the trip's dates are. */
  month?: number;
  morning: Slot;
  afternoon: Slot;
  evening: Slot;
}

/**
 * Finds a restaurant for lunch in a day trip's town, when that town is in the catalogue (open on
 * that day when the date is known).
 */
export type TripLunch = (
  trip: DayTrip,
  day?: TripDay,
) => { restaurant: Restaurant; town: string } | undefined;

/** What the day builders need to know about the trip. */
export interface DayContext {
  destName: string;
  /** The hotel's neighbourhood. */
  base: string;
  /** The travel months are known (no season note is needed then). */
  monthsKnown: boolean;
  tripLunch?: TripLunch;
}

const THEMES: Partial<Record<ActivityKind, string>> = {
  museum: 'Museums',
  gallery: 'Art',
  landmark: 'Landmarks',
  'historic-site': 'History',
  'religious-site': 'Sacred sites',
  park: 'Parks and gardens',
  nature: 'Nature',
  hike: 'A hike',
  beach: 'Beach time',
  viewpoint: 'Views',
  market: 'Markets',
  shopping: 'Shopping',
  food: 'Food',
  tour: 'A guided outing',
  nightlife: 'A night out',
  'live-music': 'Live music',
  spa: 'Wellness',
  adventure: 'Adventure',
  'water-sport': 'On the water',
  'neighbourhood-walk': 'Strolling',
  family: 'Family fun',
  performance: 'A show',
};

function noteFor(a: Activity | undefined, ctx: DayContext, today: TripDay | undefined) {
  if (!a || today) return undefined;
  const notes = [closingNote(a), ctx.monthsKnown ? '' : seasonNote(a)].filter(Boolean);
  return notes.length > 0 ? notes.join(' ') : undefined;
}

export function cityDay(
  ctx: DayContext,
  num: number,
  today: TripDay | undefined,
  area: string,
  anchor: Activity | undefined,
  second: Activity | undefined,
  evening: Activity | undefined,
): DayPlan {
  // Whatever is best done in the morning goes first; a lone afternoon thing keeps the afternoon.
  let am: Activity | undefined = anchor;
  let pm: Activity | undefined = second;
  if (second && !anchor?.bestTime.includes('morning') && second.bestTime.includes('morning'))
    [am, pm] = [second, anchor];
  else if (!second && anchor && !anchor.bestTime.includes('morning'))
    [am, pm] = [undefined, anchor];
  const wander = `Free time to wander ${area} at your own pace.`;
  const nothing = !am && !pm && !evening;
  return {
    num,
    area,
    weekday: today?.weekday,
    month: today?.month,
    summary: nothing
      ? `${num === 1 ? 'Arrival: ' : ''}A free day in ${ctx.destName}`
      : summaryFor(area, [am, pm, evening], num === 1),
    morning: {
      activity: am,
      note: noteFor(am, ctx, today),
      free: am
        ? undefined
        : nothing
          ? `A free day: our ${ctx.destName} catalogue has nothing more that fits your trip, so explore ${area} at your own pace.`
          : wander,
      meal: { meal: 'breakfast' },
    },
    afternoon: {
      activity: pm,
      note: noteFor(pm, ctx, today),
      free: pm ? undefined : am ? wander : `Browse the shops and cafés of ${area}.`,
      meal: { meal: 'lunch' },
    },
    evening: {
      activity: evening,
      note: noteFor(evening, ctx, today),
      free: evening ? undefined : `An easy evening around ${area}.`,
      meal: { meal: 'dinner' },
    },
  };
}

export function tripDay(
  ctx: DayContext,
  num: number,
  trip: DayTrip,
  today: TripDay | undefined,
  tonight: Activity | undefined,
): DayPlan {
  const lunch = ctx.tripLunch?.(trip, today);
  return {
    num,
    area: ctx.base,
    weekday: today?.weekday,
    month: today?.month,
    summary: `Day trip to ${trip.name}`,
    morning: { trip, meal: { meal: 'breakfast' } },
    afternoon: {
      free: `Time to explore ${trip.name} at your own pace before heading back.`,
      meal: { meal: 'lunch', away: trip.name, restaurant: lunch?.restaurant, town: lunch?.town },
    },
    evening: {
      activity: tonight,
      note: noteFor(tonight, ctx, today),
      free: tonight ? undefined : `Back in ${ctx.destName} for a quiet evening.`,
      meal: { meal: 'dinner' },
    },
  };
}

/**
 * A day the catalogue has nothing new for: a free afternoon back at an open, free place the trip
 * already visited (a park, a beach, a viewpoint, a market street), rather than an empty day.
 */
export function revisitDay(
  ctx: DayContext,
  num: number,
  today: TripDay | undefined,
  place: Activity,
): DayPlan {
  const area = place.neighbourhood;
  return {
    num,
    area,
    weekday: today?.weekday,
    month: today?.month,
    summary: `A slower day back in ${area}`,
    morning: {
      free: `A slow morning near your hotel: our ${ctx.destName} catalogue has nothing new left that fits your trip, so today goes back to a favourite.`,
      meal: { meal: 'breakfast' },
    },
    afternoon: {
      activity: place,
      revisit: true,
      note: noteFor(place, ctx, today),
      meal: { meal: 'lunch' },
    },
    evening: { free: `An easy evening around ${area}.`, meal: { meal: 'dinner' } },
  };
}

/**
 * The last resort before an empty day: a free afternoon in a neighbourhood where the trip's own
 * (accessible, family-friendly) venues are, named from the catalogue, with no venue invented.
 */
export function areaDay(
  ctx: DayContext,
  num: number,
  today: TripDay | undefined,
  area: string,
): DayPlan {
  return {
    num,
    area,
    weekday: today?.weekday,
    month: today?.month,
    summary: `${num === 1 ? 'Arrival: ' : ''}A free day around ${area}`,
    morning: {
      free: `A slow morning near your hotel: our ${ctx.destName} catalogue has nothing more that fits your trip today.`,
      meal: { meal: 'breakfast' },
    },
    afternoon: {
      free: `A free afternoon exploring ${area} at your own pace.`,
      meal: { meal: 'lunch' },
    },
    evening: { free: `An easy evening around ${area}.`, meal: { meal: 'dinner' } },
  };
}

function summaryFor(
  area: string,
  acts: ReadonlyArray<Activity | undefined>,
  arrival: boolean,
): string {
  const themes: string[] = [];
  for (const a of acts) {
    const theme = a ? THEMES[a.kinds[0] ?? 'landmark'] : undefined;
    if (theme && !themes.includes(theme)) themes.push(theme);
  }
  const [a, b] = themes;
  const what = !a ? 'An easy day' : b ? `${a} and ${b.toLowerCase()}` : a;
  return `${arrival ? 'Arrival: ' : ''}${what} in ${area}`;
}
