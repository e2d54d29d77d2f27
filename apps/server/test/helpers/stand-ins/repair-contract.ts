import { knownFormData, MSG, mapSearchLink, unknownFormData } from '@app/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUGGESTION_LABEL } from '../../../src/providers/planner/suggestions.ts';
import type { PlannerProvider } from '../../../src/providers/planner/types.ts';
import { catalogueOf, knownPlanOf, lisbonForm, offered } from './catalogue-plans.ts';
import type { StandIn } from './http-stand-in.ts';
import type { AdapterUnderTest } from './planner-contract.ts';

const json = (value: unknown) => JSON.stringify(value);

/**
 * Grounding and repair (decision 0024), run against each adapter's stand-in: the prompt offers
 * the catalogue's verified venues, an answer that breaks the request goes back with the
 * checker's violations, at most twice, and venues from outside the catalogue are labelled.
 */
export function describeRepairContract(adapter: AdapterUnderTest): void {
  let standIn: StandIn;
  let planner: PlannerProvider;
  const prompt = (i: number) => adapter.inspect(standIn.requests[i]!).prompt;

  beforeAll(async () => {
    standIn = await adapter.start();
    planner = adapter.create(standIn.origin);
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  const { dest, venues } = catalogueOf(lisbonForm);
  const good = offered(venues, 'Lisbon, Portugal');
  const meat = dest.restaurants.find((r) => r.dietary.length === 0);
  const castle = dest.activities.find((a) => a.name === 'São Jorge Castle');
  if (!meat || !castle) throw new Error('the Lisbon catalogue changed: pick other venues');
  const goodPlan = knownPlanOf({ location: 'Lisbon, Portugal', days: 5, ...good });
  const brokenPlan = knownPlanOf({
    location: 'Lisbon, Portugal',
    days: 3,
    stays: good.stays,
    restaurants: [
      {
        restaurant_name: meat.name,
        restaurant_type: meat.cuisine,
        description: 'Famous for its grilled meats.',
        location: `${meat.neighbourhood}, Lisbon`,
      },
      ...good.restaurants,
    ],
    things: [
      { destination_name: castle.name, description: 'Castle views.', location: 'Alfama, Lisbon' },
      ...good.things,
    ],
  });

  describe('grounding', () => {
    it('the prompt carries the request model and the verified venues that fit it', async () => {
      standIn.script({ text: json(goodPlan) });
      await planner.recommendKnown(lisbonForm);
      const sent = prompt(0);
      const model = /<request_model>\n([\s\S]*?)\n<\/request_model>/.exec(sent)?.[1] ?? '{}';
      expect(JSON.parse(model)).toMatchObject({
        days: 5,
        travel_months: ['June'],
        party: { size: 2, children: false },
        diet: ['vegetarian'],
        places_and_things_to_avoid: ['sao jorge castle'],
        budget: { party_total_usd: 4000, per_person_usd: 2000 },
      });
      const list = /<catalogue_venues>\n([\s\S]*?)\n<\/catalogue_venues>/.exec(sent)?.[1] ?? '{}';
      const offeredVenues = JSON.parse(list) as typeof venues;
      expect(offeredVenues.restaurants.length).toBeGreaterThan(0);
      expect(offeredVenues.restaurants.every((r) => r.diets.length > 0)).toBe(true);
      expect(offeredVenues.activities.map((a) => a.name)).not.toContain(castle.name);
      expect(offeredVenues.left_out).toEqual(
        expect.arrayContaining([
          { name: meat.name, reason: 'no vegetarian options' },
          { name: castle.name, reason: 'on the list of places to skip' },
        ]),
      );
      expect(sent).toMatch(/prefer|Choose places_to_stay, restaurants and things_to_do from these/);
    });

    it('activities out of season are left out of the list and sent back when used', async () => {
      const form = knownFormData.parse({
        destination: 'Zermatt, Switzerland',
        departingFrom: 'Zurich',
        datesTraveling: 'January 10-13',
        plansSoFar: 'Skiing',
        budgetRange: 10_000,
      });
      const zermatt = catalogueOf(form);
      const summer = zermatt.dest.activities.find((a) => a.months && !a.months.includes(1));
      if (!summer) throw new Error('the Zermatt catalogue changed: pick a seasonal destination');
      const base = offered(zermatt.venues, 'Zermatt, Switzerland');
      const plan = (things: typeof base.things) =>
        knownPlanOf({ location: 'Zermatt, Switzerland', days: 4, ...base, things });
      const hike = {
        destination_name: summer.name,
        description: 'Alpine walk.',
        location: 'Zermatt',
      };
      standIn.script(
        { text: json(plan([hike, ...base.things])) },
        { text: json(plan(base.things)) },
      );

      const result = await planner.recommendKnown(form);
      expect(prompt(0)).toContain(`"name":${JSON.stringify(summer.name)},"reason":"runs only in`);
      expect(prompt(1)).toContain(`out-of-season: ${summer.name} runs only in`);
      expect(result.things_to_do.map((t) => t.destination_name)).not.toContain(summer.name);
    });
  });

  describe('repair', () => {
    it('a meat restaurant, a place to avoid and 3 days of 5 go back once, and the fix is kept', async () => {
      standIn.script({ text: json(brokenPlan) }, { text: json(goodPlan) });
      const plan = await planner.recommendKnown(lisbonForm);

      expect(standIn.requests).toHaveLength(2);
      const repair = prompt(1);
      expect(repair).toContain('<violations>');
      expect(repair).toContain(`dietary: ${meat.name} does not list vegetarian options`);
      expect(repair).toContain(`places-to-skip: ${castle.name} was asked to be skipped`);
      expect(repair).toContain('complete-days: 3 days planned, 5 requested');
      // The previous answer goes back with the rules and the venue list it broke.
      expect(repair).toContain('<previous_answer>');
      expect(repair).toContain('<catalogue_venues>');

      expect(plan.itinerary).toHaveLength(5);
      expect(plan.restaurants.map((r) => r.restaurant_name)).not.toContain(meat.name);
      expect(plan.things_to_do.map((t) => t.destination_name)).not.toContain(castle.name);
      expect(JSON.stringify(plan.itinerary)).not.toContain(meat.name);
    });

    it('a plan for another place is sent back', async () => {
      const porto = knownPlanOf({
        location: 'Porto, Portugal',
        days: 5,
        stays: [],
        restaurants: [],
        things: [],
      });
      standIn.script({ text: json(porto) }, { text: json(goodPlan) });
      const plan = await planner.recommendKnown(lisbonForm);
      expect(prompt(1)).toMatch(
        /right-destination: the plan is for Porto, Portugal, \d+ km from Lisbon/,
      );
      expect(plan.location).toBe('Lisbon, Portugal');
    });

    it('is bounded: three model calls, then INVALID_RECOMMENDATION', async () => {
      standIn.script(...Array.from({ length: 5 }, () => ({ text: json(brokenPlan) })));
      await expect(planner.recommendKnown(lisbonForm)).rejects.toMatchObject({
        code: 'INVALID_RECOMMENDATION',
        message: MSG.invalidRecommendation,
      });
      expect(standIn.requests).toHaveLength(3);
      expect(prompt(2)).toContain(`dietary: ${meat.name} does not list vegetarian options`);
    });

    it('find-a-destination: held to the region, and a repair gets the chosen place’s venues', async () => {
      const form = unknownFormData.parse({
        travelMotivation: 'European culture and museums',
        travelTimeline: 'June',
        travelLengthDays: 5,
        departingFrom: 'Boston',
        budgetRange: [2000, 4000],
        dietaryRestrictions: 'vegetarian',
      });
      const kyoto = { ...goodPlan, location: 'Kyoto, Japan', itinerary: unknownDays(5) };
      const meaty = { ...brokenPlan, itinerary: unknownDays(5) };
      const lisbon = { ...goodPlan, itinerary: unknownDays(5) };
      standIn.script({ text: json(kyoto) }, { text: json(meaty) }, { text: json(lisbon) });
      const plan = await planner.recommendUnknownFirst(form);

      expect(prompt(0)).toContain('The destination must lie in Europe.');
      expect(prompt(0)).not.toContain('<catalogue_venues>');
      expect(prompt(1)).toContain('right-destination: Kyoto, Japan is not in Europe');
      // Lisbon is in the catalogue: the repair of a Lisbon plan offers its verified venues.
      expect(prompt(2)).toContain(`dietary: ${meat.name} does not list vegetarian options`);
      expect(prompt(2)).toContain('Verified venues from our own catalogue for Lisbon, Portugal');
      expect(standIn.requests).toHaveLength(3);
      expect(plan.location).toBe('Lisbon, Portugal');
    });
  });

  describe('venues from outside the catalogue', () => {
    it('are kept as labelled suggestions with a map search; soft issues cost no repair', async () => {
      const own = {
        restaurant_name: 'Jardim das Cerejas',
        restaurant_type: 'Vegetarian buffet',
        description: 'Vegetarian buffet of soups, salads and hot dishes.',
        location: 'Calçada do Sacramento, Lisbon',
        google_maps_link: 'https://maps.app.goo.gl/invented',
      };
      const thing = {
        destination_name: 'Lisbon Story Centre',
        description: 'The city’s history, told room by room.',
        location: 'Praça do Comércio, Lisbon',
      };
      standIn.script({
        text: json({
          ...goodPlan,
          restaurants: [...goodPlan.restaurants, own],
          things_to_do: [...goodPlan.things_to_do, thing],
          // A model cannot vouch for its own venues.
          places_to_stay: goodPlan.places_to_stay.map((s) => ({ ...s, verified: false })),
        }),
      });
      const plan = await planner.recommendKnown(lisbonForm);

      // Fewer than 15 recommendations is a soft issue for a model's plan: no second call.
      expect(standIn.requests).toHaveLength(1);
      const added = plan.restaurants.find((r) => r.restaurant_name === own.restaurant_name);
      expect(added).toMatchObject({
        verified: false,
        description: `${SUGGESTION_LABEL} Vegetarian buffet of soups, salads and hot dishes.`,
        google_maps_link: mapSearchLink('Jardim das Cerejas, Calçada do Sacramento, Lisbon'),
      });
      const story = plan.things_to_do.find((t) => t.destination_name === thing.destination_name);
      expect(story?.verified).toBe(false);
      expect(story?.description.startsWith(SUGGESTION_LABEL)).toBe(true);
      expect(plan.places_to_stay.every((s) => s.verified === true)).toBe(true);
      expect(plan.restaurants.filter((r) => r.verified).length).toBe(good.restaurants.length);
    });

    it('a suggestion must still meet the request: one that does not say it is vegetarian goes back', async () => {
      const tasca = {
        restaurant_name: 'Tasca do Chico',
        restaurant_type: 'Portuguese tavern',
        description: 'Fado and petiscos.',
        location: 'Bairro Alto, Lisbon',
      };
      standIn.script(
        { text: json({ ...goodPlan, restaurants: [tasca, ...goodPlan.restaurants] }) },
        { text: json(goodPlan) },
      );
      const plan = await planner.recommendKnown(lisbonForm);
      expect(prompt(1)).toContain(
        'dietary: Tasca do Chico (not in our catalogue) does not say it serves vegetarian food',
      );
      expect(plan.restaurants.map((r) => r.restaurant_name)).not.toContain('Tasca do Chico');
    });
  });
}

function unknownDays(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    day_num: i + 1,
    summary: `Day ${i + 1}`,
    morning: 'A museum morning.',
    afternoon: 'A walk by the river.',
    evening: 'Dinner nearby.',
  }));
}
