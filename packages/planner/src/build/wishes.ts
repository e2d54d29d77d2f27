/**
 * Matches the traveller's named wishes to this destination's venues. A matched activity or
 * restaurant is put first so the itinerary schedules it; a matched day trip is taken; a wish with
 * no eligible venue is returned so the plan names it in a note instead of dropping it.
 */
import type { Activity, DayTrip, Destination, Restaurant } from '../catalogue/types.ts';
import type { NamedWish } from '../parse/wishes.ts';
import { servesWish } from '../parse/wishes.ts';

export interface WishPlan {
  activities: Set<string>;
  restaurants: Set<string>;
  trip?: DayTrip;
  /** Wishes with no venue in the catalogue (or none the traveller's needs allow). */
  missing: NamedWish[];
  /** Wishes with a venue that the traveller's needs rule out, with the reason. */
  excluded: Array<{ wish: NamedWish; venue: string }>;
}

const activityText = (a: Activity) => `${a.name} ${a.description} ${a.neighbourhood}`;
const restaurantText = (r: Restaurant) => `${r.name} ${r.cuisine} ${r.description}`;
const tripText = (t: DayTrip) => `${t.name} ${t.description}`;

export function planWishes(
  dest: Destination,
  wishes: readonly NamedWish[],
  eligible: {
    activities: readonly Activity[];
    restaurants: readonly Restaurant[];
    trips: readonly DayTrip[];
  },
): WishPlan {
  const out: WishPlan = {
    activities: new Set(),
    restaurants: new Set(),
    missing: [],
    excluded: [],
  };
  for (const wish of wishes) {
    if (wish.kinds && wish.kinds.length > 0) {
      const a = eligible.activities.find((x) => x.kinds.some((k) => wish.kinds?.includes(k)));
      if (a) out.activities.add(a.name);
      else out.missing.push(wish);
      continue;
    }
    const act = eligible.activities.find((a) => servesWish(wish, activityText(a)));
    const food = eligible.restaurants.find((r) => servesWish(wish, restaurantText(r)));
    const trip = eligible.trips.find((t) => servesWish(wish, tripText(t)));
    if (act) out.activities.add(act.name);
    if (food) out.restaurants.add(food.name);
    if (trip && !act && !food && !out.trip) out.trip = trip;
    if (act || food || trip) continue;
    const ruledOut =
      dest.activities.find((a) => servesWish(wish, activityText(a))) ??
      dest.restaurants.find((r) => servesWish(wish, restaurantText(r)));
    if (ruledOut) out.excluded.push({ wish, venue: ruledOut.name });
    else out.missing.push(wish);
  }
  return out;
}
