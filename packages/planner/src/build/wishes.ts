/**
 * Matches the traveller's named wishes to this destination's venues. A matched activity or
 * restaurant is put first so the itinerary schedules it; a matched day trip is taken; a wish with
 * no eligible venue is returned so the plan names it in a note instead of dropping it.
 */
import type { Activity, DayTrip, Destination, Restaurant } from '../catalogue/types.ts';
import type { NamedWish, Theme } from '../parse/wishes.ts';
import { servesWish, stem } from '../parse/wishes.ts';
import { norm } from '../text.ts';
import { themeFit } from '../unknown/themes.ts';

export interface WishPlan {
  activities: Set<string>;
  restaurants: Set<string>;
  trip?: DayTrip;
  /** Wishes with no venue in the catalogue (or none the traveller's needs allow). */
  missing: NamedWish[];
  /** Wishes with a venue that the traveller's needs rule out, with the reason. */
  excluded: Array<{ wish: NamedWish; venue: string }>;
  /** Wishes whose venue does not run in the travel months (a baseball game in February). */
  outOfSeason: Array<{ wish: NamedWish; venue: string; months: readonly number[] }>;
  /** Theme wishes no venue names but the place itself meets (snow in a cold month). */
  byPlace: NamedWish[];
}

const activityText = (a: Activity) => `${a.name} ${a.description} ${a.neighbourhood}`;
const restaurantText = (r: Restaurant) => `${r.name} ${r.cuisine} ${r.description}`;
const tripText = (t: DayTrip) => `${t.name} ${t.description}`;

/** Themes the place itself meets (cold highs, a dark northern sky, a warm beach, a village). */
const PLACE_THEMES: readonly Theme[] = ['snow', 'aurora', 'beach', 'villages'];

/**
 * A wish as this destination reads it: a proper noun that only names the place itself ("the
 * Georgia football game" in Athens, Georgia) does not pick the venue (the Georgia Museum of Art
 * would do); the wish's own nouns ("football") do. A wish that names only the place is no wish.
 */
function aboutThisPlace(wish: NamedWish, dest: Destination): NamedWish | undefined {
  if (wish.required.length === 0) return wish;
  const place = new Set(
    norm(`${dest.name} ${dest.region ?? ''} ${dest.country}`)
      .split(' ')
      .map(stem),
  );
  const required = wish.required.filter((w) => !place.has(w));
  if (required.length === wish.required.length) return wish;
  if (required.length > 0) return { ...wish, required };
  return wish.nouns?.length ? { ...wish, required: wish.nouns } : undefined;
}

/**
 * The venue that serves a wish, one whose name carries more of the wish's words first: for
 * "the running of the bulls", the Encierro in the bullring before a street walk whose
 * description mentions the bull run.
 */
function bestMatch<T extends { name: string }>(
  wish: NamedWish,
  venues: readonly T[],
  text: (v: T) => string,
): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const v of venues) {
    if (!servesWish(wish, text(v))) continue;
    const score = wish.required.filter((r) =>
      servesWish({ ...wish, required: [r] }, v.name),
    ).length;
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A venue whose name carries every word of the wish ("Grand Sumo Tournament") but runs in other
 * months, when the scheduled one does not carry them all (the Sumo Museum).
 */
function betterOutOfSeason(
  wish: NamedWish,
  scheduled: Activity,
  dest: Destination,
  months: readonly number[],
): Activity | undefined {
  if (months.length === 0 || wish.anyOf) return undefined;
  const words = norm(wish.label)
    .split(' ')
    .filter((w) => w.length > 2)
    .map(stem);
  if (words.length < 2) return undefined;
  const full: NamedWish = { ...wish, required: words, nouns: undefined };
  if (servesWish(full, scheduled.name)) return undefined;
  return dest.activities.find(
    (a) =>
      a !== scheduled &&
      !!a.months?.length &&
      !months.some((m) => a.months?.includes(m)) &&
      servesWish(full, a.name),
  );
}

export function planWishes(
  dest: Destination,
  wishes: readonly NamedWish[],
  eligible: {
    activities: readonly Activity[];
    restaurants: readonly Restaurant[];
    trips: readonly DayTrip[];
  },
  months: readonly number[] = [],
): WishPlan {
  const out: WishPlan = {
    activities: new Set(),
    restaurants: new Set(),
    missing: [],
    excluded: [],
    outOfSeason: [],
    byPlace: [],
  };
  for (const asked of wishes) {
    const wish = aboutThisPlace(asked, dest);
    if (!wish) continue;
    if (wish.kinds && wish.kinds.length > 0) {
      const a = eligible.activities.find((x) => x.kinds.some((k) => wish.kinds?.includes(k)));
      if (a) out.activities.add(a.name);
      else out.missing.push(wish);
      continue;
    }
    const act = bestMatch(wish, eligible.activities, activityText);
    const food = bestMatch(wish, eligible.restaurants, restaurantText);
    const trip = bestMatch(wish, eligible.trips, tripText);
    if (act) {
      out.activities.add(act.name);
      // "A sumo tournament" in March meets the Sumo Museum: say when the tournament itself runs.
      const event = betterOutOfSeason(wish, act, dest, months);
      if (event) out.outOfSeason.push({ wish, venue: event.name, months: event.months ?? [] });
    }
    if (food) out.restaurants.add(food.name);
    if (trip && !act && !food && !out.trip) out.trip = trip;
    if (act || food || trip) continue;
    // Snow in Tromsø in January needs no venue: the climate table says it is there.
    if (wish.theme && PLACE_THEMES.includes(wish.theme) && themeFit(dest, wish.theme, months) > 0) {
      out.byPlace.push(wish);
      continue;
    }
    const ruledOut =
      dest.activities.find((a) => servesWish(wish, activityText(a))) ??
      dest.restaurants.find((r) => servesWish(wish, restaurantText(r)));
    const off = ruledOut?.months;
    if (ruledOut && off?.length && months.length > 0 && !months.some((m) => off.includes(m)))
      out.outOfSeason.push({ wish, venue: ruledOut.name, months: off });
    else if (ruledOut) out.excluded.push({ wish, venue: ruledOut.name });
    else out.missing.push(wish);
  }
  return out;
}
