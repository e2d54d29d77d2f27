import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { type CreatedPlan, createPlan, type SignedIn, signedInUser } from './factories.ts';

/**
 * The owner-only sharing routes are rate limited per signed-in user (DESIGN.md: every route
 * that writes or mails has a limit), with the limits on as in production.
 */

let t: TestApp;
let owner: SignedIn;
let plan: CreatedPlan;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
  owner = await signedInUser(t);
  plan = await createPlan(t, owner, { paid: true });
});
afterAll(() => t.close());

/** Calls until the first 429 (or `max` calls); returns every status in order. */
async function hammer(max: number, send: () => ReturnType<typeof call>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < max; i++) {
    const res = await send();
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: MSG.tooManyRequests });
      expect(res.headers['retry-after']).toBeDefined();
      break;
    }
  }
  return statuses;
}

describe('sharing rate limits', () => {
  it('still answers 401 (not 429) to a signed-out caller', async () => {
    const res = await call(t.app, 'DELETE', '/api/users/remove-shared-user', {
      body: { plan_id: plan.id, email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('removing people: 60 an hour per owner, then 429', async () => {
    const statuses = await hammer(70, () =>
      call(t.app, 'DELETE', '/api/users/remove-shared-user', {
        cookie: owner.cookie,
        body: { plan_id: plan.id, email: 'someone@example.com' },
      }),
    );
    expect(statuses).toHaveLength(61);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('switching the public link: 60 an hour per owner, then 429; another owner is served', async () => {
    let on = false;
    const statuses = await hammer(70, () => {
      on = !on;
      return call(t.app, 'PATCH', '/api/plans/update-public-share-status', {
        cookie: owner.cookie,
        body: { plan_id: plan.id, status: on },
      });
    });
    expect(statuses).toHaveLength(61);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);

    const other = await signedInUser(t);
    const otherPlan = await createPlan(t, other, { paid: true });
    const res = await call(t.app, 'PATCH', '/api/plans/update-public-share-status', {
      cookie: other.cookie,
      body: { plan_id: otherPlan.id, status: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
