import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, ORIGIN, type TestApp } from '../helpers/app.ts';
import { type CreatedPlan, createPlan, type SignedIn, signedInUser } from './factories.ts';

/**
 * The owner-only sharing routes are rate limited per signed-in user (DESIGN.md: every route
 * that writes or mails has a limit), with the limits on as in production; the invitation
 * mail also per client address, and opening an invitation per client address. Decision 0014
 * lists the numbers.
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

/** A request from another client address (the limits per address count it apart). */
function callFrom(
  ip: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  opts: { body?: unknown; cookie?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

/** `max` calls answered, then 429 on the next: asserts the shape of a limit of `max`. */
function expectLimit(statuses: number[], max: number, ok = 200) {
  expect(statuses).toHaveLength(max + 1);
  expect(
    statuses.slice(0, max).every((s) => s === ok),
    String(statuses),
  ).toBe(true);
  expect(statuses[max]).toBe(429);
}

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

describe('sharing and reading the list', () => {
  it('sharing: 60 an hour per owner, then 429; another owner is served', async () => {
    const sharer = await signedInUser(t);
    const sharerPlan = await createPlan(t, sharer, { paid: true });
    const statuses = await hammer(70, () =>
      call(t.app, 'POST', '/api/users/share-plan-users', {
        cookie: sharer.cookie,
        body: { plan_id: sharerPlan.id, emails: ['friend@example.com'] },
      }),
    );
    expectLimit(statuses, 60);
    const res = await call(t.app, 'POST', '/api/users/share-plan-users', {
      cookie: owner.cookie,
      body: { plan_id: plan.id, emails: ['friend@example.com'] },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reading who it is shared with, by either route: 240 an hour per owner together', async () => {
    const reader = await signedInUser(t);
    const readerPlan = await createPlan(t, reader, { paid: true });
    let n = 0;
    const statuses = await hammer(250, () => {
      n += 1;
      // The spec's list and the share modal's list with states share one budget.
      const url =
        n % 2 === 0
          ? `/api/users/plan-shared-users/${readerPlan.id}`
          : `/api/plans/${readerPlan.id}/invitations`;
      return call(t.app, 'GET', url, { cookie: reader.cookie });
    });
    expectLimit(statuses, 240);
    const other = await call(t.app, 'GET', `/api/users/plan-shared-users/${readerPlan.id}`, {
      cookie: reader.cookie,
    });
    expect(other.statusCode).toBe(429);
  });

  it('reading the public link’s status: 240 an hour per owner, then 429', async () => {
    const reader = await signedInUser(t);
    const readerPlan = await createPlan(t, reader, { paid: true });
    const statuses = await hammer(250, () =>
      call(t.app, 'GET', `/api/plans/get-public-share-status/${readerPlan.id}`, {
        cookie: reader.cookie,
      }),
    );
    expectLimit(statuses, 240);
  });
});

describe('the invitation mail', () => {
  /** A paid plan of a fresh owner, shared with one address, ready to be mailed. */
  async function sharedPlan() {
    const sender = await signedInUser(t);
    const senderPlan = await createPlan(t, sender, { paid: true });
    const to = `guest-${senderPlan.id}@example.com`;
    const shared = await call(t.app, 'POST', '/api/users/share-plan-users', {
      cookie: sender.cookie,
      body: { plan_id: senderPlan.id, emails: [to] },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    return {
      send: (ip: string) =>
        callFrom(ip, 'POST', '/api/emails/send-plan-invites-resend', {
          cookie: sender.cookie,
          body: { emails: [to], planData: { planID: senderPlan.id } },
        }),
    };
  }

  it('30 calls an hour per owner, from any address, then 429', async () => {
    const { send } = await sharedPlan();
    // Half from one address, half from another: the owner's budget is one.
    let n = 0;
    const statuses = await hammer(40, () => {
      n += 1;
      return send(n % 2 === 0 ? '10.30.0.1' : '10.30.0.2');
    });
    expectLimit(statuses, 30);
  });

  it('60 calls an hour per client address, whoever is signed in', async () => {
    const ip = '10.60.0.1';
    const [a, b, c] = [await sharedPlan(), await sharedPlan(), await sharedPlan()];
    for (const sender of [a, b]) {
      for (let i = 0; i < 30; i++) expect((await sender.send(ip)).statusCode).toBe(200);
    }
    // A third owner on the same address is stopped by the address's budget, not their own…
    const stopped = await c.send(ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // …and is served from another address.
    expect((await c.send('10.60.0.2')).statusCode).toBe(200);
  });
});

describe('opening an invitation', () => {
  it('30 tries an hour per client address, then 429', async () => {
    const opener = await signedInUser(t);
    const statuses = await hammer(40, () =>
      callFrom('10.70.0.1', 'POST', `/api/plans/${plan.id}/accept-invite`, {
        cookie: opener.cookie,
        body: { token: 'not-a-real-invitation-token' },
      }),
    );
    expectLimit(statuses, 30, 404);
  });
});
