import type { PlanRequest, VenueChoices } from '@app/planner';
import { BUDGET, type KnownFormData, type UnknownFormData } from '@app/shared';

/**
 * The planner's request model as the JSON a prompt carries: what the traveller's free-text
 * answers mean, read once by packages/planner (decision 0021), so a model and the checker that
 * judges its answer work from the same reading. Field names say what they are in plain words.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const PACE = { 1: 'relaxed', 2: 'moderate', 3: 'full' } as const;
const round = (n: number) => Math.round(n);

function budget(req: PlanRequest, form: KnownFormData | UnknownFormData) {
  if ('destination' in form) {
    if (req.budgetTotal === undefined || req.budgetPerPerson === undefined) return undefined;
    return {
      party_total_usd: round(req.budgetTotal),
      per_person_usd: round(req.budgetPerPerson),
      ...(form.budgetRange >= BUDGET.max ? { open_ended: 'or more' } : {}),
      covers: 'the whole trip for the whole party',
    };
  }
  const range = req.budgetRange;
  if (!range || range[1] <= 0) return undefined;
  return {
    party_total_usd: { from: round(range[0] * req.party), to: round(range[1] * req.party) },
    per_person_usd: { from: round(range[0]), to: round(range[1]) },
    covers: 'the whole trip for the whole party, travel included',
  };
}

/** The request model, without the planner's internal weights and match terms. */
export function requestModel(req: PlanRequest, form: KnownFormData | UnknownFormData) {
  const p = req.people;
  const departure = req.departure
    ? [req.departure.name, req.departure.region, req.departure.country].filter(Boolean).join(', ')
    : req.departureText.trim() || undefined;
  return {
    ...('destination' in form ? { destination: form.destination.trim() } : {}),
    days: req.days,
    travel_months: req.months.map((m) => MONTHS[m - 1]),
    ...(req.monthsLabel ? { dates_as_understood: req.monthsLabel } : {}),
    ...(req.startDate ? { first_day: req.startDate } : {}),
    party: {
      size: req.party,
      children: p.kids,
      ...(p.childAges.length ? { children_ages: p.childAges } : {}),
      seniors: p.seniors,
      limited_mobility: req.lowStrain,
      wheelchair_user: req.accessible,
    },
    diet: req.dietary,
    allergies: req.allergies,
    places_and_things_to_avoid: req.avoid,
    wishes: req.wishes.map((w) => w.label),
    themes: req.themes,
    pace: PACE[req.pace],
    budget: budget(req, form),
    ...(req.limit ? { travel_limit: { words: req.limit.label, max_km: req.limit.km } } : {}),
    ...(req.region ? { region: req.region.label } : {}),
    ...(departure ? { departing_from: departure } : {}),
    accommodation_types: req.accommodation,
    transport: req.transport,
    day_trips_wanted: req.dayTrips,
  };
}

/** Each list entry on its own line: readable, and far fewer tokens than indented JSON. */
export function compactJson(value: VenueChoices): string {
  const lines = (key: string, list: readonly unknown[]) =>
    list.length === 0
      ? `  "${key}": []`
      : `  "${key}": [\n${list.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]`;
  const { stays, restaurants, activities, day_trips, left_out, ...head } = value;
  return [
    '{',
    `${Object.entries(head)
      .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n')},`,
    `${lines('stays', stays)},`,
    `${lines('restaurants', restaurants)},`,
    `${lines('activities', activities)},`,
    `${lines('day_trips', day_trips)},`,
    lines('left_out', left_out),
    '}',
  ].join('\n');
}
