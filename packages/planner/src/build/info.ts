/** The prose fields of a plan (overview, cost, tips), each built from catalogue facts and the request. */

import type { Destination, TransportMode } from '../catalogue/types.ts';
import { DIET_LABELS } from '../parse/dietary.ts';
import { occasionPhrase } from '../parse/occasions.ts';
import type { Pace } from '../parse/pace.ts';
import type { PlanRequest, Tier } from '../request.ts';
import { joinList, usd, wordTable } from '../text.ts';

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
  wishes: 'Your wishes:',
  allergies: 'Allergies:',
  pace: 'Gentle pace:',
  daily: 'Pace:',
} as const;

/** How full the days are, said in the tips and read back by revision (revise/state.ts). */
export const PACE_NOTE: Record<Pace, string> = {
  1: 'one planned thing a day, with time to wander around it.',
  2: 'up to two planned things a day (a morning and an afternoon), and an evening outing every other day or so.',
  3: 'packed, with a morning, an afternoon and an evening thing on as many days as the catalogue allows.',
};

/** Read back by revision (revise/state.ts), so a later change does not bring day trips back. */
export const TRIPS_DECLINED = 'left out at your request';

/** "you and 3 others" style wording for the party, from the count only (no invented relations). */
export function partyWords(req: PlanRequest): string {
  if (req.party <= 1) return 'you';
  const kids = req.people.childAges.length;
  const ages = kids ? ` (children aged ${joinList(req.people.childAges.map(String))})` : '';
  return `your party of ${req.party}${ages}`;
}

/**
 * The overview's first sentence: who the plan is for, what it celebrates ("for your honeymoon")
 * and at which level. "Why this destination" follows it on the find-a-destination path.
 */
export function greeting(dest: Destination, req: PlanRequest, tier: Tier): string {
  const hello = req.firstName ? `${req.firstName}, here is` : 'Here is';
  const style = TIER_LABEL[tier];
  const region = dest.region ? `, ${dest.region}` : '';
  const who = req.party > 1 ? ` for ${partyWords(req)}` : '';
  const occasions = (req.occasions ?? []).map(occasionPhrase);
  const occasion = occasions.length > 0 ? `, ${joinList(occasions)}` : '';
  return `${hello} your ${req.days}-day plan for ${dest.name}${region}, ${dest.country}${who}${occasion}, at a ${style} level.`;
}

export function overview(dest: Destination, req: PlanRequest, tier: Tier): string {
  return `${greeting(dest, req, tier)} ${dest.overview}`;
}

export function tripCost(dest: Destination, tier: Tier, days: number): number {
  return dest.dailyCostUsd[tier] * days;
}

export function estimatedCost(dest: Destination, req: PlanRequest, tier: Tier): string {
  const c = dest.dailyCostUsd;
  const each = tripCost(dest, tier, req.days);
  const parts = [
    `Per person per day, including lodging: about ${usd(c.budget)} (budget), ${usd(c.mid)} (mid-range) or ${usd(c.luxury)} (luxury).`,
    req.party > 1
      ? `For ${req.days} days at the ${TIER_LABEL[tier]} level that is about ${usd(each * req.party)} in total for your party of ${req.party} (${usd(each)} per person), before flights.`
      : `For ${req.days} days at the ${TIER_LABEL[tier]} level that is about ${usd(each)} per person, before flights.`,
  ];
  if (req.budgetPerPerson !== undefined) {
    const perDay = req.budgetPerPerson / req.days;
    const fits = perDay >= c[tier] ? 'which covers' : 'which is below';
    const total =
      req.party > 1 && req.budgetTotal !== undefined
        ? `Your budget of ${usd(req.budgetTotal)} for the party is ${usd(req.budgetPerPerson)} per person, about ${usd(perDay)} a day`
        : `Your budget of ${usd(req.budgetPerPerson)} is about ${usd(perDay)} a day`;
    parts.push(`${total}, ${fits} the ${TIER_LABEL[tier]} level here.`);
  }
  return parts.join(' ');
}

export interface TipFacts {
  /** A diet leaves fewer restaurants than a plan lists. */
  restaurantsShort: boolean;
  /** Restaurants that fit every need (diet, allergies, season, places to skip). */
  restaurantCount: number;
  /** Lunches and dinners in town left without a named place. */
  mealsOpen?: number;
  /** Some place is named for more than one meal. */
  mealsRepeated?: boolean;
  staysOverBudget: boolean;
  /** Day trips the traveller asked for were left out for want of step-free access. */
  skippedTrips: boolean;
  /** Some day trips are documented as step-free (the rest were left out). */
  someTripsStepFree?: boolean;
  /** The traveller turned day trips down (revision "no day trips"). */
  tripsDeclined?: boolean;
  tripNames: string[];
  /** Day trips were added without being asked for, because the destination runs out of things. */
  tripsFillDays?: boolean;
  /** Wishes with no venue in the catalogue. */
  missingWishes?: string[];
  /** Wishes whose only venues the traveller's needs rule out: "fado (Clube de Fado)". */
  excludedWishes?: string[];
  /** "Yankees game: New York Yankees game at Yankee Stadium runs only April to September". */
  seasonWishes?: string[];
  /** Theme wishes the place itself meets, with why ("daytime highs around -8°C ..."). */
  placeWishes?: Array<{ what: string; because: string }>;
}

const ALLERGY_LABEL: Record<string, string> = wordTable({
  peanuts: 'peanut',
  'tree nuts': 'tree nut',
  shellfish: 'shellfish',
  fish: 'fish',
  sesame: 'sesame',
  eggs: 'egg',
  dairy: 'dairy (lactose)',
  soy: 'soy',
  mustard: 'mustard',
  celery: 'celery',
});

/** Allergies and a gentle pace: notes every plan carries, map-search plans included. */
export function personalNotes(req: PlanRequest, curated = true): string[] {
  const notes: string[] = [];
  if (req.allergies.length > 0) {
    const list = joinList(req.allergies.map((a) => ALLERGY_LABEL[a] ?? a));
    notes.push(
      `${NOTE.allergies} you mentioned a ${list} allergy. Our catalogue does not record allergens, so no restaurant here is confirmed free of it${curated ? '; places whose menu is built around it are left out' : ''}. Tell staff when you book and order, and carry an allergy card in the local language.`,
    );
  }
  if (req.lowStrain)
    notes.push(
      `${NOTE.pace} hikes and strenuous activities are left out and days are kept unhurried; ask venues about seating, lifts and short routes.`,
    );
  return notes;
}

/** Notes for wishes, allergies and a gentle pace: nothing the traveller said goes unanswered. */
export function needsNotes(dest: Destination, req: PlanRequest, facts: TipFacts): string[] {
  const notes: string[] = [];
  const missing = facts.missingWishes ?? [];
  if (missing.length > 0)
    notes.push(
      `${NOTE.wishes} we couldn't find ${joinList(missing)} in our ${dest.name} catalogue, so ${missing.length > 1 ? 'they are' : 'it is'} not scheduled; ask your hotel or search locally.`,
    );
  for (const w of facts.placeWishes ?? [])
    notes.push(
      `${NOTE.wishes} we couldn't find ${w.what} in our ${dest.name} catalogue, but ${w.because}.`,
    );
  const excluded = facts.excludedWishes ?? [];
  if (excluded.length > 0)
    notes.push(
      `${NOTE.wishes} we could not schedule ${joinList(excluded)}: our catalogue does not confirm it suits your party's needs.`,
    );
  for (const w of facts.seasonWishes ?? [])
    notes.push(`${NOTE.wishes} we could not schedule ${w}, not in your travel months.`);
  notes.push(...personalNotes(req));
  return notes;
}

/** Halal and kosher are certifications; the other diets are options on a menu. */
function servesWords(req: PlanRequest, diet: string): string {
  return req.dietary.every((d) => d === 'halal' || d === 'kosher')
    ? `certified ${diet}`
    : `listed with ${diet} options`;
}

/**
 * One honest sentence per plan on how far the diet narrows the restaurants: none ("meals are left
 * open"), few ("they come back on other days, never for the same meal two days running"), or
 * enough.
 */
export function dietNote(dest: Destination, req: PlanRequest, facts: TipFacts): string {
  const diet = joinList(req.dietary.map((d) => DIET_LABELS[d]));
  const serves = servesWords(req, diet);
  const look = `look for places that label ${diet} dishes and confirm with staff`;
  if (facts.restaurantCount === 0)
    return `${NOTE.diet} ${diet}. We couldn't find a restaurant in our ${dest.name} catalogue that is ${serves}, so meals are left open: ${look}.`;
  if (!facts.restaurantsShort)
    return `${NOTE.diet} ${diet}. Only restaurants our catalogue lists with ${diet} options are included. Confirm with staff when you order.`;
  const n = facts.restaurantCount;
  const open = facts.mealsOpen ?? 0;
  const known = `we know of ${n === 1 ? 'one' : n}`;
  const again = facts.mealsRepeated
    ? `, so ${n === 1 ? 'it comes' : 'they come'} back on other days (never for the same meal two days running)`
    : '';
  const rest =
    open > 0
      ? `; ${open} ${open === 1 ? 'meal is' : 'meals are'} left open: ${look}`
      : `. Confirm with staff when you order`;
  return `${NOTE.diet} ${diet}. Few of our restaurants in ${dest.name} are ${serves}: ${known}${again}${rest}.`;
}

export function helpfulTips(
  dest: Destination,
  req: PlanRequest,
  tier: Tier,
  facts: TipFacts,
): string {
  const notes: string[] = [];
  if (req.dietary.length > 0) notes.push(dietNote(dest, req, facts));
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
  if (facts.tripNames.length > 0)
    notes.push(
      `${NOTE.trips} ${joinList(facts.tripNames)}${
        facts.tripsFillDays
          ? `, added because our ${dest.name} catalogue has fewer things that suit your trip than you have days`
          : ''
      }.`,
    );
  notes.push(`${NOTE.daily} ${PACE_NOTE[req.pace]}`);
  notes.push(...needsNotes(dest, req, facts));
  if (facts.tripsDeclined) notes.push(`${NOTE.trips} ${TRIPS_DECLINED}.`);
  if (facts.skippedTrips)
    notes.push(
      facts.someTripsStepFree
        ? `${NOTE.trips} only the ones documented as step-free are included; we cannot confirm step-free access for the others.`
        : `${NOTE.trips} left out because we cannot confirm step-free access on the way.`,
    );
  return [...dest.tips, ...notes].join(' ');
}
