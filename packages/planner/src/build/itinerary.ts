/**
 * Lays picked venues out over the days: each day keeps to one neighbourhood where it can, evening
 * slots get evening things, no venue is used twice, and day trips take whole days.
 */
import type {
  Activity,
  ActivityKind,
  DayTrip,
  Destination,
  Meal,
  Restaurant,
} from '../catalogue/types.ts';
import type { Pace } from '../parse/pace.ts';
import { isDaytimeThing, isEveningThing } from './select.ts';

export interface MealSlot {
  meal: Meal;
  restaurant?: Restaurant;
  /** Out of town on a day trip: no city restaurant is booked for this meal. */
  away?: boolean;
}

export interface Slot {
  activity?: Activity;
  trip?: DayTrip;
  /** Free-time text when no venue is scheduled ("Wander the lanes of Alfama"). */
  free?: string;
  meal: MealSlot;
}

export interface DayPlan {
  num: number;
  area: string;
  summary: string;
  morning: Slot;
  afternoon: Slot;
  evening: Slot;
}

export interface ItineraryInput {
  dest: Destination;
  days: number;
  pace: Pace;
  activities: readonly Activity[];
  restaurants: readonly Restaurant[];
  trips: readonly DayTrip[];
  /** Home neighbourhood (the first stay's) for free days and the arrival day. */
  base: string;
  nightlife: boolean;
  /** Activities the traveller asked for by name: evening ones get an evening even at an easy pace. */
  wished?: ReadonlySet<string>;
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

/** Days on which day trips fall: spread out, never the arrival day when the trip is long enough. */
export function tripDays(days: number, tripCount: number): number[] {
  if (tripCount === 0 || days < 2) return [];
  const count = Math.min(tripCount, Math.max(1, Math.floor(days / 3)));
  const out: number[] = [];
  for (let k = 1; k <= count; k++) {
    let d = Math.round((k * (days + 1)) / (count + 1));
    d = Math.max(2, Math.min(days - (days >= 4 ? 1 : 0), d));
    while (out.includes(d) && d < days) d++;
    if (!out.includes(d)) out.push(d);
  }
  return out.sort((a, b) => a - b);
}

function takeBest(
  pool: Activity[],
  used: Set<string>,
  ok: (a: Activity) => boolean,
  area?: string,
): Activity | undefined {
  const free = pool.filter((a) => !used.has(a.name) && ok(a));
  const pick = (area ? free.find((a) => a.neighbourhood === area) : undefined) ?? free[0];
  if (pick) used.add(pick.name);
  return pick;
}

function takeRestaurant(
  list: readonly Restaurant[],
  used: Set<string>,
  meal: Meal,
  area: string,
  sameAreaOnly: boolean,
): Restaurant | undefined {
  const free = list.filter((r) => !used.has(r.name) && r.meals.includes(meal));
  const pick = free.find((r) => r.neighbourhood === area) ?? (sameAreaOnly ? undefined : free[0]);
  if (pick) used.add(pick.name);
  return pick;
}

export function buildItinerary(input: ItineraryInput): DayPlan[] {
  const { days, pace, trips } = input;
  const used = new Set<string>();
  const tripOn = tripDays(days, trips.length);
  const pool = [...input.activities];
  const plans: DayPlan[] = [];

  for (let num = 1; num <= days; num++) {
    const tripIndex = tripOn.indexOf(num);
    const trip = tripIndex >= 0 ? trips[tripIndex] : undefined;
    if (trip) {
      const evening = pace === 3 ? takeBest(pool, used, isEveningThing, input.base) : undefined;
      plans.push({
        num,
        area: input.base,
        summary: `Day trip to ${trip.name}`,
        morning: { trip, meal: { meal: 'breakfast' } },
        afternoon: {
          free: `Time to explore ${trip.name} at your own pace before heading back.`,
          meal: { meal: 'lunch', away: true },
        },
        evening: {
          activity: evening,
          free: evening ? undefined : `Back in ${input.dest.name} for a quiet evening.`,
          meal: { meal: 'dinner' },
        },
      });
      continue;
    }
    const first = takeBest(pool, used, isDaytimeThing);
    const area = first?.neighbourhood ?? input.base;
    const wantEvening = pace === 3 || (pace === 2 && input.nightlife);
    const second =
      pace === 3 || (pace === 2 && !input.nightlife)
        ? takeBest(pool, used, isDaytimeThing, area)
        : undefined;
    const wishedEvening = (a: Activity) =>
      isEveningThing(a) && (input.wished?.has(a.name) ?? false);
    const evening = wantEvening
      ? takeBest(pool, used, isEveningThing, area)
      : takeBest(pool, used, wishedEvening, area);
    // Whatever is best done in the morning goes first.
    const [am, pm] =
      second && !first?.bestTime.includes('morning') && second.bestTime.includes('morning')
        ? [second, first]
        : [first, second];
    const wander = `Free time to wander ${area} at your own pace.`;
    plans.push({
      num,
      area,
      summary: summaryFor(area, [am, pm, evening], num === 1),
      morning: { activity: am, free: am ? undefined : wander, meal: { meal: 'breakfast' } },
      afternoon: {
        activity: pm,
        free: pm ? undefined : am ? wander : `Browse the shops and cafés of ${area}.`,
        meal: { meal: 'lunch' },
      },
      evening: {
        activity: evening,
        free: evening ? undefined : `An easy evening around ${area}.`,
        meal: { meal: 'dinner' },
      },
    });
  }
  assignMeals(plans, input.restaurants);
  return plans;
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

/** Dinners first (every evening deserves a named table), then lunches nearby, then breakfasts. */
function assignMeals(plans: DayPlan[], restaurants: readonly Restaurant[]): void {
  const used = new Set<string>();
  for (const p of plans)
    p.evening.meal.restaurant = takeRestaurant(restaurants, used, 'dinner', p.area, false);
  for (const p of plans)
    if (!p.afternoon.meal.away)
      p.afternoon.meal.restaurant = takeRestaurant(restaurants, used, 'lunch', p.area, false);
  for (const p of plans)
    p.morning.meal.restaurant = takeRestaurant(restaurants, used, 'breakfast', p.area, true);
}
