/** The prose fields of a plan (overview, cost, tips), each built from catalogue facts and the request. */
import type { Destination, TransportMode } from '../catalogue/types.ts';
import { DIET_LABELS } from '../parse/dietary.ts';
import type { PlanRequest, Tier } from '../request.ts';
import { joinList, usd } from '../text.ts';

export const TIER_LABEL: Record<Tier, string> = {
  budget: 'budget',
  mid: 'mid-range',
  luxury: 'luxury',
};

const TRANSPORT_LABEL: Record<TransportMode, string> = {
  walking: 'walking',
  'public-transit': 'public transit',
  rideshare: 'taxis and rideshare',
  'rental-car': 'a rental car',
  biking: 'cycling',
  scooter: 'scooters',
  tours: 'tours and shuttles',
  boat: 'boats and ferries',
};

/** Tip prefixes; revision reads them back to recover constraints from a plan without its form. */
export const NOTE = {
  diet: 'Dietary needs:',
  access: 'Accessibility:',
  kids: 'Travelling with children:',
  skip: 'Skipped at your request:',
  transport: 'Getting around:',
  budget: 'Budget:',
  trips: 'Day trips:',
} as const;

export function overview(dest: Destination, req: PlanRequest, tier: Tier): string {
  const hello = req.firstName ? `${req.firstName}, here is` : 'Here is';
  const style = TIER_LABEL[tier];
  return `${hello} your ${req.days}-day plan for ${dest.name}, ${dest.country}, at a ${style} level. ${dest.overview}`;
}

export function tripCost(dest: Destination, tier: Tier, days: number): number {
  return dest.dailyCostUsd[tier] * days;
}

export function estimatedCost(dest: Destination, req: PlanRequest, tier: Tier): string {
  const c = dest.dailyCostUsd;
  const parts = [
    `Per person per day, including lodging: about ${usd(c.budget)} (budget), ${usd(c.mid)} (mid-range) or ${usd(c.luxury)} (luxury).`,
    `For ${req.days} days at the ${TIER_LABEL[tier]} level that is about ${usd(tripCost(dest, tier, req.days))} per person, before flights.`,
  ];
  if (req.budgetPerPerson !== undefined) {
    const perDay = req.budgetPerPerson / req.days;
    const fits = perDay >= c[tier] ? 'which covers' : 'which is below';
    parts.push(
      `Your budget of ${usd(req.budgetPerPerson)} per person is about ${usd(perDay)} a day, ${fits} the ${TIER_LABEL[tier]} level here.`,
    );
  }
  return parts.join(' ');
}

export interface TipFacts {
  restaurantsShort: boolean;
  restaurantCount: number;
  staysOverBudget: boolean;
  skippedTrips: boolean;
  tripNames: string[];
}

export function helpfulTips(
  dest: Destination,
  req: PlanRequest,
  tier: Tier,
  facts: TipFacts,
): string {
  const notes: string[] = [];
  if (req.dietary.length > 0) {
    const diet = joinList(req.dietary.map((d) => DIET_LABELS[d]));
    notes.push(
      `${NOTE.diet} ${diet}. Only restaurants our catalogue lists with ${diet} options are included${
        facts.restaurantsShort
          ? `; we know of ${facts.restaurantCount} in ${dest.name}, so other meals are left open rather than repeating a place`
          : ''
      }. Confirm with staff when you order.`,
    );
  }
  if (req.accessible)
    notes.push(
      `${NOTE.access} only activities and stays documented as reasonably wheelchair-accessible are included; call ahead to confirm step-free routes.`,
    );
  if (req.kids) notes.push(`${NOTE.kids} only family-friendly activities and stays are included.`);
  if (req.avoid.length > 0) notes.push(`${NOTE.skip} ${req.avoid.join(', ')}.`);
  const wanted = req.transport;
  const has = wanted.filter((m) => dest.transport.includes(m));
  const missing = wanted.filter((m) => !dest.transport.includes(m));
  const modes = (has.length > 0 ? has : dest.transport).map((m) => TRANSPORT_LABEL[m]);
  let transport = `${NOTE.transport} ${joinList(modes)} ${modes.length > 1 ? 'work' : 'works'} well in ${dest.name}.`;
  if (missing.length > 0)
    transport += ` ${joinList(missing.map((m) => TRANSPORT_LABEL[m]))} ${missing.length > 1 ? 'are' : 'is'} not a usual way to get around here, so the plan does not rely on ${missing.length > 1 ? 'them' : 'it'}.`;
  notes.push(transport);
  if (facts.staysOverBudget)
    notes.push(
      `${NOTE.budget} no catalogue stay matches the ${TIER_LABEL[tier]} level here, so the closest prices are shown.`,
    );
  if (facts.tripNames.length > 0) notes.push(`${NOTE.trips} ${joinList(facts.tripNames)}.`);
  if (facts.skippedTrips)
    notes.push(`${NOTE.trips} left out because we cannot confirm step-free access on the way.`);
  return [...dest.tips, ...notes].join(' ');
}
