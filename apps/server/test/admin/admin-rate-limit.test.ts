import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../src/services/users.ts';
import { buildTestApp, cookieFrom, ORIGIN, type TestApp } from '../helpers/app.ts';

/**
 * Staff sign-in is limited like the traveller's (decision 0012): per address (20 in 15
 * minutes) and per account and address (10), with the growing failure delay on top. A
 * stranger guessing the staff password is stopped; the staff member is not locked out.
 */

const STAFF = { email: 'limited-staff@example.com', password: 'staff password' };
const STRANGER = '10.8.0.1';
const STAFF_DESK = '10.8.0.2';

let t: TestApp;
beforeAll(async () => {
  // A small failure delay, so the back-off is on without slowing the test.
  t = await buildTestApp({ rateLimits: true, env: { SIGN_IN_BACKOFF_MS: '5' } });
  await createOrPromoteAdmin({ db: t.database.db }, { ...STAFF, firstName: 'Sam' });
});
afterAll(() => t.close());

const staffLogin = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/auth/login',
    headers: { origin: ORIGIN },
    remoteAddress,
    payload: { email, password },
  });

function expectRateLimited(res: Awaited<ReturnType<typeof staffLogin>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    code: 'RATE_LIMITED',
    error: MSG.tooManyRequests,
    message: MSG.tooManyRequests,
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('staff sign-in rate limits', () => {
  it("stops a stranger's guesses at the staff account from one address; the staff member still signs in from theirs", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await staffLogin(STAFF.email, `guess ${i}`, STRANGER)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    expectRateLimited(await staffLogin(STAFF.email, 'guess 10', STRANGER));
    // Even the right password is refused from that address now: guessing cannot go on.
    expectRateLimited(await staffLogin(STAFF.email, STAFF.password, STRANGER));

    // The staff member, from their own address, signs in at once, with a staff session.
    const res = await staffLogin(STAFF.email, STAFF.password, STAFF_DESK);
    expect(res.statusCode, res.body).toBe(200);
    expect(cookieFrom(res, 'admin_sid')).toMatch(/^admin_sid=./);
  });

  it('stops one address trying many accounts, without touching other addresses', async () => {
    const sprayer = '10.8.0.3';
    const statuses: number[] = [];
    // Two tries at each of ten accounts: under the per-account limit, over the per-address one.
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await staffLogin(`someone${i % 10}@example.com`, 'guess', sprayer)).statusCode,
      );
    }
    expect(statuses).toEqual(Array(20).fill(401));
    expectRateLimited(await staffLogin('someone-else@example.com', 'guess', sprayer));
    expectRateLimited(await staffLogin(STAFF.email, STAFF.password, sprayer));

    expect((await staffLogin(STAFF.email, STAFF.password, STAFF_DESK)).statusCode).toBe(200);
  });
});
