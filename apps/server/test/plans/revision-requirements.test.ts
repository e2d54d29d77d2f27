import type { PlanDestination } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';
import { createLocalPlanner } from '../../src/providers/planner/local.ts';
import type { PlannerProvider } from '../../src/providers/planner/types.ts';
import { asksForNewLength } from '../../src/services/revision.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { createPlan, planRow, signedInUser } from './factories.ts';

/**
 * A revision keeps the traveller's hard requirements (docs/decisions/0014): whatever a
 * planner answers, the server refuses (422, nothing saved) a revised destination that breaks
 * the diet, access needs, places to skip or the trip's length, unless the feedback asks for
 * another length. The "careless" planners below stand in for a model that ignores them.
 */

const REVISE = '/api/geminiAPI/user-revised-recommendation-gemini';
const local = createLocalPlanner({ clock: systemClock });

/** The local planner's answer, then changed the way a careless model might change it. */
function careless(change: (revised: PlanDestination) => PlanDestination): PlannerProvider {
  return {
    ...local,
    async revise(input) {
      return change(await local.revise(input));
    },
  };
}

const lisbonVenue = (name: string) => ({
  description: 'Picked by a model that did not read the answers.',
  location: 'Lisbon',
  google_maps_link: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}`,
  images: [],
});

/** Builds an app with this planner, a paid plan with these answers, and asks for a revision. */
async function reviseWith(
  planner: PlannerProvider,
  form: Record<string, unknown>,
  feedback: string,
  run: (ctx: { app: TestApp; planId: number; res: Awaited<ReturnType<typeof call>> }) => unknown,
) {
  const app = await buildTestApp({ planner });
  try {
    const traveller = await signedInUser(app);
    const plan = await createPlan(app, traveller, { paid: true, form });
    const res = await call(app.app, 'POST', REVISE, {
      cookie: traveller.cookie,
      body: { plan_id: plan.id, user_feedback: feedback },
    });
    await run({ app, planId: plan.id, res });
  } finally {
    await app.close();
  }
}

/** The refusal: 422 with the reason, and the stored plan unchanged. */
async function expectRefused(
  app: TestApp,
  planId: number,
  res: Awaited<ReturnType<typeof call>>,
  before: unknown,
  reason: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().message).toContain(reason);
  expect((await planRow(app, planId)).planData).toEqual(before);
}

describe('a revision keeps the traveller’s requirements', () => {
  it('a planner answer that brings back a place to skip is refused, and nothing is saved', async () => {
    const castle = { destination_name: 'São Jorge Castle', ...lisbonVenue('São Jorge Castle') };
    const planner = careless((r) => ({ ...r, things_to_do: [castle, ...r.things_to_do] }));
    await reviseWith(
      planner,
      { placesToAvoid: 'São Jorge Castle' },
      'cheaper hotels',
      async ({ app, planId, res }) => {
        const before = (await planRow(app, planId)).planData;
        await expectRefused(app, planId, res, before, 'São Jorge Castle was asked to be skipped');
      },
    );
  });

  it('keeps a dietary need: a restaurant without vegetarian options is refused', async () => {
    const name = 'Cervejaria Ramiro';
    const planner = careless((r) => ({
      ...r,
      restaurants: [
        { restaurant_name: name, restaurant_type: 'Seafood', ...lisbonVenue(name) },
        ...r.restaurants.filter((x) => x.restaurant_name !== name),
      ],
    }));
    await reviseWith(
      planner,
      { dietaryRestrictions: 'vegetarian' },
      'cheaper hotels',
      async ({ app, planId, res }) => {
        const before = (await planRow(app, planId)).planData;
        await expectRefused(app, planId, res, before, `${name} does not list vegetarian options`);
      },
    );
  });

  it('keeps an access need: an activity that is not accessible is refused', async () => {
    const name = 'Belém Tower';
    const planner = careless((r) => ({
      ...r,
      things_to_do: [
        { destination_name: name, ...lisbonVenue(name) },
        ...r.things_to_do.filter((x) => x.destination_name !== name),
      ],
    }));
    await reviseWith(
      planner,
      { accessibilityNeeds: true },
      'cheaper hotels',
      async ({ app, planId, res }) => {
        const before = (await planRow(app, planId)).planData;
        await expectRefused(app, planId, res, before, `${name} is not accessible`);
      },
    );
  });

  it('keeps the number of days when the feedback does not ask for another length', async () => {
    const planner = careless((r) => ({ ...r, itinerary: r.itinerary.slice(0, -1) }) as typeof r);
    await reviseWith(planner, {}, 'cheaper hotels', async ({ app, planId, res }) => {
      const before = (await planRow(app, planId)).planData;
      const days = before.destination.itinerary.length;
      await expectRefused(
        app,
        planId,
        res,
        before,
        `would make your ${days}-day trip ${days - 1} days long`,
      );
    });
  });

  it('changes the number of days when the feedback asks, and the save keeps it', async () => {
    await reviseWith(local, {}, 'make it 3 days', async ({ app, planId, res }) => {
      expect((await planRow(app, planId)).planData.destination.itinerary).toHaveLength(5);
      expect(res.statusCode, res.body).toBe(200);
      const revised = res.json() as PlanDestination;
      expect(revised.itinerary.map((d) => d.day_num)).toEqual([1, 2, 3]);
    });
    // "add a day" on the same answers: one day more than the five the dates give.
    const app = await buildTestApp();
    try {
      const traveller = await signedInUser(app);
      const plan = await createPlan(app, traveller, { paid: true });
      const res = await call(app.app, 'POST', REVISE, {
        cookie: traveller.cookie,
        body: { plan_id: plan.id, user_feedback: 'Please add a day.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = await call(app.app, 'PATCH', '/api/users/plan-update-destination', {
        cookie: traveller.cookie,
        body: { plan_id: plan.id, destination: res.json() },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await planRow(app, plan.id)).planData.destination.itinerary).toHaveLength(6);
    } finally {
      await app.close();
    }
  });
});

describe('reading a wish for another trip length', () => {
  it.each([
    'make it 4 days',
    'Make it a week instead',
    'one more day',
    'add a day',
    'Please add 2 more days in Porto',
    'an extra night would be nice',
    'a shorter trip',
    'make the trip shorter',
    'make it longer',
    'we only have 3 days',
    'drop a day',
    'fewer days',
    '4 days instead',
    'a 6-day trip',
    'extend the stay',
    'cut the trip to 3 days',
  ])('“%s” asks for another length', (feedback) => {
    expect(asksForNewLength(feedback)).toBe(true);
  });

  it.each([
    'more museums',
    'cheaper hotels',
    'add a day trip',
    'add a day-trip to Sintra',
    'one more day trip please',
    'spend a day at the beach',
    'shorter walks between places',
    'more things to do each day',
    'less walking every day',
    'slower pace',
  ])('“%s” does not', (feedback) => {
    expect(asksForNewLength(feedback)).toBe(false);
  });
});
