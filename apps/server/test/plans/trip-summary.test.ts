import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripSummaryOf } from '../../src/presenters/plan.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { adminSession, createPlan, markPaid, type SignedIn, signedInUser } from './factories.ts';

/**
 * The trip's dates, party and budget (issue 12): the plan page's summary and /me's cards show
 * them from the answers the plan was made from; a public-link reader does not get them.
 */

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
});
afterAll(() => t.close());

describe('tripSummaryOf', () => {
  it('reads each path its own way, and tolerates answers a plan never had', () => {
    expect(
      tripSummaryOf('DESTINATION_KNOWN', {
        datesTraveling: ' April 6-10 ',
        otherTravelers: 'My partner',
        budgetRange: 3000,
      }),
    ).toEqual({ dates: 'April 6-10', party: 'My partner', budget: '$3,000' });
    expect(
      tripSummaryOf('DESTINATION_UNKNOWN', {
        travelTimeline: 'September',
        otherTravelers: '',
        budgetRange: [1000, 10_000],
      }),
    ).toEqual({ dates: 'September', party: null, budget: '$1,000 – $10,000+' });
    expect(tripSummaryOf('DESTINATION_KNOWN', {})).toEqual({
      dates: null,
      party: null,
      budget: null,
    });
  });
});

describe('plan answers', () => {
  it('carry the trip summary to the owner, in the preview and the full plan', async () => {
    const plan = await createPlan(t, owner, {
      form: { datesTraveling: 'October 10-14', otherTravelers: 'Two friends', budgetRange: 2500 },
    });
    const expected = { dates: 'October 10-14', party: 'Two friends', budget: '$2,500' };
    expect(plan.record.trip).toEqual(expected);
    await markPaid(t, plan.id);
    const read = await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: owner.cookie });
    expect(read.json().plan.trip).toEqual(expected);
  });

  it('leave it out for a reader of the public link, whatever was read before', async () => {
    const plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN', paid: true });
    const shared = await call(t.app, 'PATCH', '/api/plans/update-public-share-status', {
      cookie: owner.cookie,
      body: { plan_id: plan.id, status: true },
    });
    expect(shared.statusCode).toBe(200);
    // A staff read (the full plan, not its owner) fills the read cache first.
    const staff = await call(t.app, 'GET', `/api/plans/${plan.id}`, {
      cookie: await adminSession(t),
    });
    expect(staff.json().plan.trip).toEqual({
      dates: 'September',
      party: 'my partner',
      budget: '$1,500 – $3,000',
    });
    const stranger = await call(t.app, 'GET', `/api/plans/public/${plan.id}`);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().plan.trip).toBeNull();
  });
});

describe('/me lists', () => {
  it('give each plan its length, dates and party, so plans to one place differ', async () => {
    const user = await signedInUser(t);
    const april = await createPlan(t, user, { form: { datesTraveling: 'April 6-10' } });
    const october = await createPlan(t, user, {
      form: { datesTraveling: 'October 10-14', otherTravelers: '' },
    });
    const res = await call(t.app, 'GET', '/api/users/my-plans', { cookie: user.cookie });
    const items = res.json().plansFormattedDates as Array<{
      id: number;
      days: number | null;
      trip: unknown;
    }>;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(april.id)).toMatchObject({
      days: april.destination.itinerary.length,
      trip: { dates: 'April 6-10', party: 'my partner' },
    });
    expect(byId.get(october.id)).toMatchObject({
      trip: { dates: 'October 10-14', party: null },
    });
  });
});
