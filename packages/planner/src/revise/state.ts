/**
 * Recovering a request from a plan being revised: the form (when given) supplies the answers, and
 * the plan itself supplies what earlier revisions changed (length, pace, price level, day trips,
 * notes written into helpful_tips).
 */
import {
  type KnownFormData,
  knownFormData,
  type PlanDestination,
  type PlanType,
  type UnknownFormData,
  unknownFormData,
} from '@app/shared';
import { NOTE, PACE_NOTE, TRIPS_DECLINED } from '../build/info.ts';
import type { Destination } from '../catalogue/types.ts';
import { parseAvoid } from '../parse/avoid.ts';
import { parseDietary } from '../parse/dietary.ts';
import type { Pace } from '../parse/pace.ts';
import {
  type PlanRequest,
  type RequestOptions,
  requestFromKnown,
  requestFromUnknown,
  type Tier,
} from '../request.ts';

export function baseRequest(
  planType: PlanType,
  form: KnownFormData | UnknownFormData | undefined,
  opts: RequestOptions,
): PlanRequest {
  if (planType === 'DESTINATION_KNOWN') {
    const parsed = knownFormData.safeParse(
      form ?? { destination: '', departingFrom: '', plansSoFar: '' },
    );
    return requestFromKnown(
      parsed.success
        ? parsed.data
        : knownFormData.parse({ destination: '', departingFrom: '', plansSoFar: '' }),
      opts,
    );
  }
  const parsed = unknownFormData.safeParse(
    form ?? { travelMotivation: '', travelTimeline: '', departingFrom: '' },
  );
  const req = requestFromUnknown(
    parsed.success
      ? parsed.data
      : unknownFormData.parse({ travelMotivation: '', travelTimeline: '', departingFrom: '' }),
    opts,
  );
  return req;
}

/** Text of every itinerary part, for finding which catalogue venues a plan uses. */
export function itineraryText(plan: PlanDestination): string[] {
  const out: string[] = [];
  for (const day of plan.itinerary) {
    for (const part of [day.morning, day.afternoon, day.evening]) {
      if (typeof part === 'string') out.push(part);
      else out.push(`${part.activities ?? ''} | ${part.dining ?? ''}`);
    }
  }
  return out;
}

/** Sentence that follows a tip prefix, up to the next full stop. */
function noteAfter(tips: string, prefix: string): string | undefined {
  const i = tips.indexOf(prefix);
  if (i < 0) return undefined;
  const rest = tips.slice(i + prefix.length);
  return rest.slice(0, rest.indexOf('.') >= 0 ? rest.indexOf('.') : undefined).trim();
}

export function inferFromPlan(
  req: PlanRequest,
  plan: PlanDestination,
  dest: Destination | undefined,
): PlanRequest {
  const next: PlanRequest = {
    ...req,
    weights: { ...req.weights },
    avoid: [...req.avoid],
    dietary: [...req.dietary],
    excludeKinds: [...req.excludeKinds],
  };
  next.days = Math.max(1, Math.min(15, plan.itinerary.length || req.days));
  const tips = plan.helpful_tips;
  const diet = noteAfter(tips, NOTE.diet);
  if (diet) next.dietary = [...new Set([...next.dietary, ...parseDietary(diet)])];
  if (tips.includes(NOTE.access)) next.accessible = true;
  if (tips.includes(NOTE.kids)) next.kids = true;
  const skipped = noteAfter(tips, NOTE.skip);
  if (skipped) for (const t of parseAvoid(skipped)) if (!next.avoid.includes(t)) next.avoid.push(t);
  if (tips.includes(`${NOTE.trips} ${TRIPS_DECLINED}`)) next.noDayTrips = true;
  if (!dest) return next;

  const parts = itineraryText(plan);
  const perDay: number[] = [];
  let tripDays = 0;
  for (let d = 0; d < plan.itinerary.length; d++) {
    const dayParts = parts.slice(d * 3, d * 3 + 3);
    if (dest.dayTrips.some((t) => dayParts.some((p) => p.includes(`Day trip to ${t.name}`))))
      tripDays++;
    else
      perDay.push(
        dayParts.filter((p) => dest.activities.some((a) => p.startsWith(`${a.name} (`))).length,
      );
  }
  next.dayTrips = tripDays > 0 || (req.dayTrips && !plan.itinerary.length);
  // The pace note says it; plans written before it had one are read from the busiest day.
  const said = ([1, 2, 3] as const).find((p) => tips.includes(`${NOTE.daily} ${PACE_NOTE[p]}`));
  const maxPerDay = Math.max(0, ...perDay);
  if (said) next.pace = said;
  else if (maxPerDay > 0) next.pace = Math.min(3, maxPerDay) as Pace;
  next.tierOverride = tierOfStays(plan);
  next.keep = [
    ...plan.places_to_stay.map((s) => s.name),
    ...plan.restaurants.map((r) => r.restaurant_name),
    ...plan.things_to_do.map((t) => t.destination_name),
  ];
  return next;
}

function tierOfStays(plan: PlanDestination): Tier | undefined {
  const levels = plan.places_to_stay
    .map((s) => s.price_range.length)
    .filter((n) => n >= 1 && n <= 4);
  if (levels.length === 0) return undefined;
  const avg = levels.reduce((a, b) => a + b, 0) / levels.length;
  return avg <= 1.75 ? 'budget' : avg >= 3.25 ? 'luxury' : 'mid';
}
