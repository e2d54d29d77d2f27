import { EXAMPLE_PLAN_IDS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { createPlan, signedInUser } from './factories.ts';

/** The public example plans 103 and 146 (plans-payments-admin §4 "Example plans", §9). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedExamples: true });
});
afterAll(() => t.close());

const example = (id: number | string) => call(t.app, 'GET', `/api/plans/${id}/example`);

function expectFullDestination(d: Record<string, unknown>) {
  for (const key of ['location', 'overview', 'time_to_go', 'estimated_cost', 'helpful_tips']) {
    expect(typeof d[key], key).toBe('string');
  }
  for (const list of ['places_to_stay', 'restaurants', 'things_to_do', 'itinerary']) {
    expect((d[list] as unknown[]).length, list).toBeGreaterThan(1);
  }
}

describe('example plans', () => {
  it('uses the spec ids', () => {
    expect(EXAMPLE_PLAN_IDS).toEqual([103, 146]);
  });

  it('103 is a full known-destination plan, readable without signing in', async () => {
    const res = await example(103);
    expect(res.statusCode, res.body).toBe(200);
    const { plan } = res.json();
    expect(plan).toMatchObject({
      id: 103,
      plan_type: 'DESTINATION_KNOWN',
      is_paid: true,
      is_preview: false,
      preview: null,
      is_owner: false,
    });
    expectFullDestination(plan.plan_data.destination);
    expect(plan.plan_data.destination.itinerary[0].morning).toMatchObject({
      activities: expect.any(String),
    });
    expect(plan.plan_data).not.toHaveProperty('second_destination');
  });

  it('146 is a full unknown-destination plan with a second destination and comparison', async () => {
    const res = await example(146);
    expect(res.statusCode, res.body).toBe(200);
    const { plan } = res.json();
    expect(plan).toMatchObject({
      id: 146,
      plan_type: 'DESTINATION_UNKNOWN',
      is_paid: true,
      is_preview: false,
    });
    expectFullDestination(plan.plan_data.destination);
    expectFullDestination(plan.plan_data.second_destination);
    expect(plan.plan_data.second_destination.location).not.toBe(
      plan.plan_data.destination.location,
    );
    expect(typeof plan.plan_data.destination.itinerary[0].morning).toBe('string');
    expect(plan.comparison_data_unknown).toMatchObject({
      cost: { firstDestination: expect.any(String), secondDestination: expect.any(String) },
      travel_timing: expect.any(String),
    });
    expect(plan.photos_first_destination.length).toBeGreaterThan(0);
    expect(plan.photos_second_destination.length).toBeGreaterThan(0);
  });

  it('404 for any other id, including a real user plan and ids next to the examples', async () => {
    const user = await signedInUser(t);
    const mine = await createPlan(t, user, { paid: true });
    for (const id of [mine.id, 1, 102, 104, 145, 147, 999999]) {
      const res = await example(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body).not.toContain('plan_data');
    }
    expect((await example('abc')).statusCode).toBe(400);
  });

  it('the examples are not readable through the ordinary plan route by strangers', async () => {
    const user = await signedInUser(t);
    const res = await call(t.app, 'GET', '/api/plans/103', { cookie: user.cookie });
    expect(res.statusCode).toBe(404);
  });
});
