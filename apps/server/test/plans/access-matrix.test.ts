import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../src/db/schema.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import {
  adminSession,
  type CreatedPlan,
  createPlan,
  planRow,
  type SignedIn,
  signedInUser,
} from './factories.ts';
import { listen, openEvents } from './sse-client.ts';

/**
 * The unauthorized-access matrix (DESIGN.md house style): every plan route against the
 * owner, another signed-in user, an anonymous visitor and a staff session, always with
 * the owner's plan ids (and the owner's user id wherever a body carries one).
 */

type Role = 'owner' | 'other' | 'anonymous' | 'admin';
const ROLES: Role[] = ['owner', 'other', 'anonymous', 'admin'];

let t: TestApp;
let baseUrl: string;
let owner: SignedIn;
let other: SignedIn;
let admin: string;
let known: CreatedPlan;
let unknown: CreatedPlan;
beforeAll(async () => {
  t = await buildTestApp({ jobs: true });
  baseUrl = await listen(t.app);
  owner = await signedInUser(t);
  other = await signedInUser(t);
  admin = await adminSession(t);
  known = await createPlan(t, owner);
  unknown = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
});
afterAll(() => t.close());

const cookieOf = (role: Role) =>
  ({ owner: owner.cookie, other: other.cookie, anonymous: undefined, admin })[role];

function as(role: Role, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) {
  const cookie = cookieOf(role);
  return call(t.app, method, url, { ...(cookie ? { cookie } : {}), body });
}

/** Runs one route for every role; returns the statuses by role, refusals first. */
async function statuses(run: (role: Role) => Promise<{ statusCode: number }>) {
  const result: Partial<Record<Role, number>> = {};
  for (const role of ['other', 'anonymous', 'admin', 'owner'] as Role[]) {
    result[role] = (await run(role)).statusCode;
  }
  return result;
}

const expectMatrix = (actual: Partial<Record<Role, number>>, expected: Record<Role, number>) =>
  expect(Object.fromEntries(ROLES.map((r) => [r, actual[r]]))).toEqual(expected);

describe('plan reading', () => {
  it('GET /api/plans/:id: owner and staff read; others are refused', async () => {
    const got = await statuses((role) => as(role, 'GET', `/api/plans/${known.id}`));
    expectMatrix(got, { owner: 200, other: 403, anonymous: 401, admin: 200 });
    expect((await as('owner', 'GET', '/api/plans/999999')).statusCode).toBe(404);
  });

  it('GET /api/plans/public/:id: 404 for everyone until the owner turns the link on', async () => {
    const before = await statuses((role) => as(role, 'GET', `/api/plans/public/${known.id}`));
    expectMatrix(before, { owner: 404, other: 404, anonymous: 404, admin: 404 });

    const status = await statuses((role) =>
      as(role, 'GET', `/api/plans/get-public-share-status/${known.id}`),
    );
    expectMatrix(status, { owner: 200, other: 403, anonymous: 401, admin: 401 });

    const turnOn = await statuses((role) =>
      as(role, 'PATCH', '/api/plans/update-public-share-status', {
        plan_id: known.id,
        status: role !== 'owner',
        user_id: owner.id,
      }),
    );
    expectMatrix(turnOn, { owner: 200, other: 403, anonymous: 401, admin: 401 });
    expect((await planRow(t, known.id)).sharedPublicly).toBe(false);

    const on = await as('owner', 'PATCH', '/api/plans/update-public-share-status', {
      plan_id: known.id,
      status: true,
    });
    expect(on.json()).toEqual({ shared_publicly: true });
    const read = await as('owner', 'GET', `/api/plans/get-public-share-status/${known.id}`);
    expect(read.json()).toEqual({ shared_publicly: true });

    const after = await statuses((role) => as(role, 'GET', `/api/plans/public/${known.id}`));
    expectMatrix(after, { owner: 200, other: 200, anonymous: 200, admin: 200 });
    const anon = await as('anonymous', 'GET', `/api/plans/public/${known.id}`);
    expect(anon.json()).toMatchObject({ is_owner: false, is_preview: true });

    // Turning it off again closes the link.
    await as('owner', 'PATCH', '/api/plans/update-public-share-status', {
      plan_id: known.id,
      status: false,
    });
    expect((await as('anonymous', 'GET', `/api/plans/public/${known.id}`)).statusCode).toBe(404);
  });

  it('GET /api/plans/return-plan-image-url/:id: owner and staff only', async () => {
    const got = await statuses((role) =>
      as(role, 'GET', `/api/plans/return-plan-image-url/${known.id}`),
    );
    expectMatrix(got, { owner: 200, other: 403, anonymous: 401, admin: 200 });
  });

  it('GET /api/plans/:id/events: owner and staff get a stream; others are refused', async () => {
    const got: Partial<Record<Role, number>> = {};
    for (const role of ROLES) {
      const stream = await openEvents(baseUrl, unknown.id, cookieOf(role));
      got[role] = stream.status;
      if (stream.status === 200) {
        expect(stream.contentType).toMatch(/^text\/event-stream/);
        expect(await stream.waitFor('hello')).toBeDefined();
      }
      stream.close();
      await stream.ended;
    }
    expectMatrix(got, { owner: 200, other: 403, anonymous: 401, admin: 200 });
  });

  it('GET /api/users/my-accessible-plans lists only the caller’s plans', async () => {
    const mine = await as('owner', 'GET', '/api/users/my-accessible-plans');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(expect.arrayContaining([known.id, unknown.id]));
    expect(mine.json()).toHaveLength(2);
    const theirs = await as('other', 'GET', '/api/users/my-accessible-plans');
    expect(theirs.json()).toEqual([]);
    expect((await as('anonymous', 'GET', '/api/users/my-accessible-plans')).statusCode).toBe(401);
    expect((await as('admin', 'GET', '/api/users/my-accessible-plans')).statusCode).toBe(401);
  });
});

describe('plan actions', () => {
  it('PUT /api/plans/check-cached-image: owner only', async () => {
    const got = await statuses((role) =>
      as(role, 'PUT', '/api/plans/check-cached-image', {
        destination: 'lisbon_portugal',
        plan_id: known.id,
        photos_param: 'x',
      }),
    );
    expectMatrix(got, { owner: 200, other: 403, anonymous: 401, admin: 401 });
  });

  it('POST /api/process-remaining-calls and -known: owner only', async () => {
    const unknownCalls = await statuses((role) =>
      as(role, 'POST', '/api/process-remaining-calls', {
        planId: unknown.id,
        userId: owner.id,
        firstName: 'Eve',
      }),
    );
    expectMatrix(unknownCalls, { owner: 202, other: 403, anonymous: 401, admin: 401 });
    const knownCalls = await statuses((role) =>
      as(role, 'POST', '/api/process-remaining-calls-known', {
        planId: known.id,
        userId: owner.id,
        destinationData: {},
      }),
    );
    expectMatrix(knownCalls, { owner: 202, other: 403, anonymous: 401, admin: 401 });
    // A known plan has no second destination to make.
    const wrongType = await as('owner', 'POST', '/api/process-remaining-calls', {
      planId: known.id,
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('POST /api/stripe/create-checkout-session: owner only, and refusals open no session', async () => {
    const got = await statuses(async (role) => {
      const res = await as(role, 'POST', '/api/stripe/create-checkout-session', {
        plan_id: known.id,
        user_id: owner.id,
      });
      if (role !== 'owner') {
        const rows = await t.database.db
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.planId, known.id));
        expect(rows, role).toEqual([]);
      }
      return res;
    });
    expectMatrix(got, { owner: 200, other: 403, anonymous: 401, admin: 401 });
  });

  it('POST /api/google-places-api/get-thumbnail-images: readers only (owner, staff)', async () => {
    const got = await statuses((role) =>
      as(role, 'POST', '/api/google-places-api/get-thumbnail-images', {
        planId: known.id,
        destination_type: 'destination',
      }),
    );
    expectMatrix(got, { owner: 200, other: 403, anonymous: 401, admin: 200 });
  });

  it('POST /api/emails/send-purchase-confirmation: owner only (402 until paid)', async () => {
    const got = await statuses((role) =>
      as(role, 'POST', '/api/emails/send-purchase-confirmation', {
        planId: known.id,
        email: other.email,
      }),
    );
    expectMatrix(got, { owner: 402, other: 403, anonymous: 401, admin: 401 });
  });

  it('PATCH /api/stripe/:plan_id/update-paid-status: owner only (402 without a payment)', async () => {
    const got = await statuses((role) =>
      as(role, 'PATCH', `/api/stripe/${known.id}/update-paid-status`),
    );
    expectMatrix(got, { owner: 402, other: 403, anonymous: 401, admin: 401 });
    expect((await planRow(t, known.id)).isPaid).toBe(false);
  });
});
