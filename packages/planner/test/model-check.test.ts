import type { KnownDestination, KnownFormData } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { getDestination } from '../src/catalogue/index.ts';
import {
  catalogueDestinationFor,
  checkPlan,
  type PlanOrigin,
  planKnown,
  requestFromKnown,
  venueChoices,
} from '../src/index.ts';
import { knownForm } from './helpers.ts';

/** The checker as an AI provider runs it (decision 0024), and the venue list its prompt offers. */

const form = knownForm({ dietaryRestrictions: 'vegetarian', placesToAvoid: 'São Jorge Castle' });
const plan = planKnown(form).destination;
const lisbon = getDestination('lisbon');

function result(p: KnownDestination, name: string, origin: PlanOrigin = 'model', f = form) {
  const report = checkPlan({ planType: 'DESTINATION_KNOWN', form: f, destination: p, origin });
  const found = report.constraints.find((c) => c.name === name);
  if (!found) throw new Error(`no constraint ${name}`);
  return found;
}

const restaurant = (name: string, type: string, verified?: boolean) => ({
  restaurant_name: name,
  restaurant_type: type,
  description: 'Small and friendly.',
  location: 'Chiado, Lisbon',
  google_maps_link: 'https://www.google.com/maps/search/?api=1&query=x',
  images: [],
  ...(verified === undefined ? {} : { verified }),
});

describe('checker: venues from outside the catalogue', () => {
  it('allows a labelled suggestion, not an unlabelled unknown venue', () => {
    const labelled = {
      ...plan,
      restaurants: [...plan.restaurants, restaurant('Ao 26', 'Vegan', false)],
    };
    expect(result(labelled, 'venues-in-destination').pass).toBe(true);
    const bare = { ...plan, restaurants: [...plan.restaurants, restaurant('Ao 26', 'Vegan')] };
    expect(result(bare, 'venues-in-destination').pass).toBe(false);
  });

  it('holds a suggestion to the diet by its own words', () => {
    const vegan = { ...plan, restaurants: [restaurant('Ao 26', 'Vegan, casual', false)] };
    expect(result(vegan, 'dietary').pass).toBe(true);
    const tavern = {
      ...plan,
      restaurants: [restaurant('Tasca do Chico', 'Portuguese tavern', false)],
    };
    expect(result(tavern, 'dietary').details).toEqual([
      'Tasca do Chico (not in our catalogue) does not say it serves vegetarian food',
    ]);
  });

  it('lists every problem in details, once each', () => {
    const meaty = lisbon?.restaurants.filter((r) => r.dietary.length === 0) ?? [];
    const p = { ...plan, restaurants: meaty.map((r) => restaurant(r.name, r.cuisine)) };
    const dietary = result(p, 'dietary');
    expect(dietary.details).toHaveLength(meaty.length);
    expect(dietary.reason.split('; ')).toHaveLength(Math.min(3, meaty.length));
  });
});

describe('checker: the trip itself', () => {
  it('fails a plan for another place than the one asked for', () => {
    expect(result(plan, 'right-destination').pass).toBe(true);
    expect(result({ ...plan, location: 'Porto, Portugal' }, 'right-destination').reason).toMatch(
      /^the plan is for Porto, Portugal, \d+ km from Lisbon$/,
    );
    const texas = knownForm({ destination: 'Paris, Texas' });
    const paris = { ...planKnown(texas).destination, location: 'Paris, France' };
    expect(result(paris, 'right-destination', 'model', texas).pass).toBe(false);
  });

  it('fails an activity out of its season', () => {
    const winter: KnownFormData = knownForm({
      destination: 'Zermatt',
      datesTraveling: 'January 10-13',
    });
    const zermatt = getDestination('zermatt');
    const summer = zermatt?.activities.find((a) => a.months && !a.months.includes(1));
    if (!summer) throw new Error('no seasonal Zermatt activity');
    const p = planKnown(winter).destination;
    const withSummer = {
      ...p,
      things_to_do: [
        {
          destination_name: summer.name,
          description: '',
          location: 'Zermatt',
          google_maps_link: '',
          images: [],
        },
        ...p.things_to_do,
      ],
    };
    expect(result(p, 'out-of-season', 'planner', winter).pass).toBe(true);
    expect(result(withSummer, 'out-of-season', 'model', winter).reason).toMatch(
      new RegExp(`^${summer.name} runs only in .+, not in January$`),
    );
  });

  it('holds a model to the stated cost; the planner’s own wording checks are soft for it', () => {
    const dear = { ...plan, estimated_cost: 'About $9,800 for the trip ($1,400 flights)' };
    const budgeted = knownForm({ budgetRange: 3000 });
    expect(result(dear, 'budget-fit', 'model', budgeted).pass).toBe(false);
    expect(result(dear, 'budget-fit', 'planner', budgeted).pass).toBe(true);
    const few = { ...plan, things_to_do: [], time_to_go: 'Spring.' };
    expect(result(few, 'min-recommendations').hard).toBe(false);
    expect(result(few, 'season-fit').hard).toBe(false);
    expect(result(few, 'min-recommendations', 'planner').hard).toBe(true);
  });
});

describe('venueChoices: the list a model is offered', () => {
  it('keeps what fits the request and names what it left out, and why', () => {
    const dest = catalogueDestinationFor('Lisbon, Portugal');
    if (!dest) throw new Error('Lisbon is not in the catalogue');
    const choices = venueChoices(dest, requestFromKnown(form));
    expect(choices.restaurants.every((r) => r.diets.length > 0)).toBe(true);
    expect(choices.activities.map((a) => a.name)).not.toContain('São Jorge Castle');
    expect(choices.left_out).toContainEqual({
      name: 'São Jorge Castle',
      reason: 'on the list of places to skip',
    });
    const kept = choices.stays.length + choices.restaurants.length + choices.activities.length;
    expect(kept + choices.left_out.length).toBe(
      dest.stays.length + dest.restaurants.length + dest.activities.length,
    );
  });

  it("offers a day trip's lunch places that suit the traveller, and none that do not", () => {
    const tokyo = catalogueDestinationFor('Tokyo, Japan');
    const kamakura = tokyo?.dayTrips.find((t) => t.name === 'Kamakura');
    if (!tokyo || !kamakura?.lunch?.length) throw new Error('Kamakura has no lunch places');
    const trips = (f: typeof form) =>
      venueChoices(tokyo, requestFromKnown({ ...f, exploreSurroundingAreas: true })).day_trips;
    const anyone = trips(knownForm({ destination: 'Tokyo' })).find((t) => t.name === 'Kamakura');
    expect(anyone?.lunch_at?.map((l) => l.name)).toEqual(kamakura.lunch.map((r) => r.name));
    const halal = knownForm({ destination: 'Tokyo', dietaryRestrictions: 'halal' });
    const forHalal = trips(halal).find((t) => t.name === 'Kamakura');
    for (const l of forHalal?.lunch_at ?? [])
      expect(kamakura.lunch.find((r) => r.name === l.name)?.dietary).toContain('halal');
  });
});
