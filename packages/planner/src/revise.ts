/**
 * Applies free-text feedback to one destination of a plan. The plan is rebuilt from the catalogue
 * with the request adjusted; a revision that would leave the plan unchanged is reported as such.
 */
import type { KnownFormData, PlanDestination, PlanType, UnknownFormData } from '@app/shared';
import { planKnownDestination, planUnknownDestination } from './build/plan.ts';
import { destinationForLocation } from './catalogue/index.ts';
import type { ActivityKind, Destination } from './catalogue/types.ts';
import { geocode } from './gazetteer.ts';
import { mapSearchPlan } from './known/map-search.ts';
import { DIET_LABELS } from './parse/dietary.ts';
import type { Pace } from './parse/pace.ts';
import { type PlanRequest, type RequestOptions, TIERS, tierFor } from './request.ts';
import { type Intent, parseIntents } from './revise/intents.ts';
import { baseRequest, inferFromPlan, itineraryText } from './revise/state.ts';
import { joinList, norm } from './text.ts';

export interface ReviseInput {
  planType: PlanType;
  destination: PlanDestination;
  feedback: string;
  form?: KnownFormData | UnknownFormData;
  opts?: RequestOptions;
}

export type ReviseResult =
  | { ok: true; destination: PlanDestination; changes: string[] }
  | { ok: false; message: string };

export const CANNOT_REVISE =
  "We couldn't work out what to change from that feedback. Try something like 'more museums', 'cheaper hotels' or 'add a day trip'.";

const KIND_WORDS: Partial<Record<ActivityKind, string>> = {
  'historic-site': 'historic sites',
  'religious-site': 'religious sites',
  'neighbourhood-walk': 'neighbourhood walks',
  'water-sport': 'water sports',
  'live-music': 'live music',
};
const kindWord = (k: ActivityKind) => KIND_WORDS[k] ?? `${k}${k.endsWith('s') ? '' : 's'}`;

function apply(
  intent: Intent,
  req: PlanRequest,
  dest: Destination | undefined,
  notes: string[],
): boolean {
  switch (intent.type) {
    case 'days': {
      const days = Math.max(1, Math.min(15, intent.set ?? req.days + (intent.delta ?? 0)));
      if (days === req.days) return false;
      notes.push(`Trip length changed from ${req.days} to ${days} days.`);
      req.days = days;
      return true;
    }
    case 'pace': {
      const pace = Math.max(1, Math.min(3, req.pace + intent.direction)) as Pace;
      if (pace === req.pace) return false;
      notes.push(
        `Now ${pace} planned ${pace === 1 ? 'activity' : 'activities'} a day instead of ${req.pace}.`,
      );
      req.pace = pace;
      return true;
    }
    case 'price': {
      if (!dest) return false;
      const current = tierFor(dest, req);
      const next = TIERS[TIERS.indexOf(current) + intent.direction];
      if (!next) return false;
      notes.push(
        `Stays and restaurants re-picked at the ${next === 'mid' ? 'mid-range' : next} level.`,
      );
      req.tierOverride = next;
      return true;
    }
    case 'day-trip': {
      if (!dest) return false;
      if (intent.add) {
        const named = intent.name
          ? dest.dayTrips.find((t) => norm(intent.name ?? '').includes(norm(t.name)))
          : undefined;
        if (dest.dayTrips.length === 0 || (req.dayTrips && !named)) return false;
        req.dayTrips = true;
        req.noDayTrips = false;
        req.tripFirst = named?.name;
        req.avoid = req.avoid.filter((t) => !named || t !== norm(named.name));
        notes.push(named ? `Added a day trip to ${named.name}.` : 'Added a day trip.');
        return true;
      }
      if (!req.dayTrips) return false;
      req.dayTrips = false;
      req.noDayTrips = true;
      req.tripFirst = undefined;
      notes.push('Day trips removed.');
      return true;
    }
    case 'diet': {
      req.dietary = intent.tags;
      notes.push(
        `Restaurants limited to ones with ${joinList(intent.tags.map((t) => DIET_LABELS[t]))} options.`,
      );
      return true;
    }
    case 'more': {
      if (!dest) return false;
      for (const k of intent.kinds) req.weights[k] = (req.weights[k] ?? 0) + 6;
      req.excludeKinds = req.excludeKinds.filter((k) => !intent.kinds.includes(k));
      notes.push(`More ${joinList(intent.kinds.map(kindWord))}.`);
      return true;
    }
    case 'less': {
      if (!dest) return false;
      for (const k of intent.kinds) if (!req.excludeKinds.includes(k)) req.excludeKinds.push(k);
      notes.push(`Fewer ${joinList(intent.kinds.map(kindWord))}.`);
      return true;
    }
    case 'swap': {
      if (!dest) return false;
      req.avoid.push(intent.term);
      notes.push(`Replaced ${intent.term} with other picks.`);
      return true;
    }
  }
}

function venueNames(plan: PlanDestination): string[] {
  return [
    ...plan.places_to_stay.map((s) => s.name),
    ...plan.restaurants.map((r) => r.restaurant_name),
    ...plan.things_to_do.map((t) => t.destination_name),
  ];
}

export function revisePlan(input: ReviseInput): ReviseResult {
  const { planType, destination: plan, feedback } = input;
  const dest = destinationForLocation(plan.location);
  const intents = parseIntents(feedback, venueNames(plan));
  if (intents.length === 0) return { ok: false, message: CANNOT_REVISE };

  const req = inferFromPlan(baseRequest(planType, input.form, input.opts ?? {}), plan, dest);
  const notes: string[] = [];
  const applied = intents.filter((i) => apply(i, req, dest, notes));
  if (applied.length === 0) {
    const mapOnly = !dest && intents.some((i) => i.type !== 'days' && i.type !== 'pace');
    return {
      ok: false,
      message: mapOnly
        ? 'This plan is built from map searches, so we can only change its length or pace. Try "make it 4 days" or "slower pace".'
        : 'That change is already reflected in your plan, so there was nothing to revise. Try asking for something different.',
    };
  }

  let next: PlanDestination;
  if (dest)
    next =
      planType === 'DESTINATION_KNOWN'
        ? planKnownDestination(dest, req)
        : // The reasons the destination was chosen still hold after a revision of the days.
          planUnknownDestination(dest, req, plan.why ?? []);
  else {
    const place = geocode(plan.location);
    if (!place)
      return { ok: false, message: `We couldn't find '${plan.location}' to rebuild this plan.` };
    next = mapSearchPlan(place, req);
  }

  const more = applied.filter((i) => i.type === 'more');
  if (dest && more.length > 0 && more.length === applied.length) {
    const kinds = more.flatMap((i) => (i.type === 'more' ? i.kinds : []));
    if (kindCount(next, dest, kinds) <= kindCount(plan, dest, kinds))
      return {
        ok: false,
        message: `This plan already includes all the ${joinList(kinds.map(kindWord))} we know in ${dest.name} that fit your trip.`,
      };
  }
  const priceIntent = applied.find((i) => i.type === 'price');
  if (
    priceIntent?.type === 'price' &&
    Math.sign(priceLevel(next) - priceLevel(plan)) !== priceIntent.direction
  )
    return {
      ok: false,
      message: `Our catalogue has no ${priceIntent.direction < 0 ? 'cheaper' : 'more upscale'} stays or restaurants in ${plan.location} that fit your other needs.`,
    };
  const changes = describe(plan, next, notes);
  if (JSON.stringify(next) === JSON.stringify(plan) || changes.length === 0)
    return {
      ok: false,
      message:
        'We could not find catalogue picks that change the plan in that direction. Try a different request.',
    };
  return { ok: true, destination: next, changes };
}

/** Scheduled itinerary parts whose activity has one of the kinds. */
function kindCount(
  plan: PlanDestination,
  dest: Destination,
  kinds: readonly ActivityKind[],
): number {
  const names = dest.activities
    .filter((a) => a.kinds.some((k) => kinds.includes(k)))
    .map((a) => `${a.name} (`);
  return itineraryText(plan).filter((t) => names.some((n) => t.startsWith(n))).length;
}

/** Mean price level ("$$" = 2) of the stays and restaurants. */
function priceLevel(plan: PlanDestination): number {
  const levels = [
    ...plan.places_to_stay.map((s) => s.price_range.length),
    ...plan.restaurants.map((r) => (r.restaurant_type.match(/\$+$/)?.[0] ?? '').length),
  ].filter((n) => n >= 1 && n <= 4);
  return levels.length ? levels.reduce((a, b) => a + b, 0) / levels.length : 0;
}

/** What actually differs, so the changes list never claims more than the plan shows. */
function describe(before: PlanDestination, after: PlanDestination, notes: string[]): string[] {
  const out = [...notes];
  const added = (a: string[], b: string[]) => b.filter((x) => !a.includes(x));
  const beforeThings = before.things_to_do.map((t) => t.destination_name);
  const afterThings = after.things_to_do.map((t) => t.destination_name);
  const newThings = added(beforeThings, afterThings);
  const gone = added(afterThings, beforeThings);
  if (newThings.length) out.push(`Added: ${joinList(newThings.slice(0, 5))}.`);
  if (gone.length) out.push(`Removed: ${joinList(gone.slice(0, 5))}.`);
  const newStays = added(
    before.places_to_stay.map((s) => s.name),
    after.places_to_stay.map((s) => s.name),
  );
  if (newStays.length) out.push(`New places to stay: ${joinList(newStays)}.`);
  const newFood = added(
    before.restaurants.map((r) => r.restaurant_name),
    after.restaurants.map((r) => r.restaurant_name),
  );
  if (newFood.length) out.push(`New restaurants: ${joinList(newFood)}.`);
  const itineraryChanged =
    JSON.stringify(itineraryText(before)) !== JSON.stringify(itineraryText(after));
  if (out.length === notes.length && !itineraryChanged) return [];
  return out;
}
