import type { PlanRequest } from '@app/planner';
import { BUDGET, type KnownFormData, type UnknownFormData } from '@app/shared';

/**
 * Every hard constraint of the request, stated as a rule. Values stay in the data blocks
 * (traveller_input, request_model); the rules name them. The checker (packages/planner,
 * quality/check.ts) holds the answer to the same constraints, so a rule here that the checker
 * does not know is advice, and a check the rules do not state would be a trap.
 */

const usd = (n: number) => `$${Math.round(n)}`;

export function sharedRules(form: KnownFormData | UnknownFormData, req: PlanRequest): string[] {
  const rules: string[] = [];
  if (form.dietaryRestrictions.trim() || req.dietary.length) {
    rules.push(
      'dietaryRestrictions and request_model.diet are hard requirements: every restaurant and every dining suggestion in the itinerary must suit them.',
    );
  }
  if (req.allergies.length) {
    rules.push(
      'Name request_model.allergies in helpful_tips (no restaurant is confirmed free of them) and leave out restaurants whose menu is built on them.',
    );
  }
  if (req.accessible) {
    rules.push(
      'A traveller needs accessible travel: choose step-free, wheelchair-accessible stays, restaurants and activities, say so in the descriptions, and avoid strenuous hikes and long stair climbs. Day trips only where the whole outing is step-free (transport and the main sights).',
    );
  }
  if (req.kids) {
    rules.push(
      'The party includes children (request_model.party): every stay, activity and evening must suit them; no bars or late nights.',
    );
  } else if (form.otherTravelers.trim()) {
    rules.push('Suit every activity to the group in request_model.party (ages, seniors, pace).');
  }
  if (req.lowStrain) {
    rules.push(
      'Someone in the party walks with difficulty: no hikes or adventure activities, short walks, an unhurried pace.',
    );
  }
  if (req.avoid.length || form.placesToAvoid.trim()) {
    rules.push(
      'placesToAvoid lists places, areas or activities the traveller wants to skip (request_model.places_and_things_to_avoid): none of them may appear anywhere in the plan, not even to say it is skipped, and no stay may be on or beside them.',
    );
  }
  if (req.months.length) {
    rules.push(
      'Every activity must run in request_model.travel_months: no seasonal activity outside its months, and none on a day it is closed.',
    );
  }
  if (req.wishes.length) {
    rules.push(
      'Schedule every entry of request_model.wishes on a day, or say in helpful_tips which you could not find and why.',
    );
  }
  rules.push(
    'Use each venue once: every stay, restaurant and activity appears once in the lists and on one day of the itinerary only.',
  );
  if (req.accommodation.length || form.accommodationPreferences.length) {
    rules.push('places_to_stay must be of the kinds in accommodationPreferences.');
  }
  if (form.preferredHotelBrands.trim()) {
    rules.push('Include properties of preferredHotelBrands when they exist at the destination.');
  }
  if (form.transportationPreferences.length) {
    rules.push('Get around using transportationPreferences; mention them in the itinerary.');
  }
  return rules;
}

export function knownRules(form: KnownFormData, req: PlanRequest): string[] {
  const budget =
    form.budgetRange >= BUDGET.max
      ? 'The budget is $10,000 or more for the whole trip.'
      : req.budgetTotal !== undefined && req.budgetPerPerson !== undefined
        ? `The whole trip must fit the party's budget of about ${usd(req.budgetTotal)} in total (${usd(req.budgetPerPerson)} per person for ${req.party}); estimated_cost states the total for the party and must not exceed it.`
        : 'No budget was given: plan a mid-range trip.';
  return [
    'Plan the trip to the place named in destination; location must name that place.',
    `The itinerary has exactly ${req.days} days (request_model.days), one entry per day, day_num 1 to ${req.days}.`,
    'Build on plansSoFar: keep what is already booked or decided and fill the rest.',
    budget,
    'Pace the days as dayStructurePreferences says and favour experiencePriorities.',
    req.dayTrips && !req.accessible
      ? 'Include at least one day trip to the surrounding area.'
      : 'Stay within the destination and its immediate area.',
    ...sharedRules(form, req),
  ];
}

export function unknownRules(form: UnknownFormData, req: PlanRequest): string[] {
  const [low, high] = req.budgetRange ?? [0, 0];
  const limit = req.limit
    ? [
        `The traveller's travel limit is "${req.limit.label}": the destination must lie within ${req.limit.km} km of departingFrom.`,
      ]
    : [];
  const region = req.region ? [`The destination must lie in ${req.region.label}.`] : [];
  return [
    'Choose a destination that answers travelMotivation, is pleasant at travelTimeline, and suits destinationPreferences and experiencePreferences.',
    'It must be reachable from departingFrom; if maxTravelDistance is given, stay within it.',
    ...limit,
    ...region,
    `The itinerary has exactly ${req.days} days (travelLengthDays), day_num 1 to ${req.days}.`,
    `The whole trip must cost between ${usd(low * req.party)} and ${usd(high * req.party)} for the whole party (budgetRange, USD, total, travel included); say so in estimated_cost.`,
    'Spend the budget as budgetPriorities says; use preferredAirlines when suggesting flights.',
    ...sharedRules(form, req),
  ];
}
