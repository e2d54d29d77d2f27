import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import {
  GENERATE_KNOWN,
  GENERATE_UNKNOWN,
  knownForm,
  signedInUser,
  unknownForm,
} from '../plans/factories.ts';

/** Plan generation is rate limited per signed-in user (DESIGN.md: rate limits on generation). */

const PER_USER_PER_HOUR = 30;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
});
afterAll(() => t.close());

describe('generation rate limits', () => {
  it('still answers 401 (not 429) to a signed-out caller', async () => {
    const res = await call(t.app, 'POST', GENERATE_KNOWN, { body: knownForm() });
    expect(res.statusCode).toBe(401);
  });

  it('limits one user across both generation calls; another user is unaffected', async () => {
    const heavy = await signedInUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < PER_USER_PER_HOUR + 1; i++) {
      const known = i % 2 === 0;
      const res = await call(t.app, 'POST', known ? GENERATE_KNOWN : GENERATE_UNKNOWN, {
        cookie: heavy.cookie,
        body: known ? knownForm() : unknownForm(),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: MSG.tooManyRequests });
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.slice(0, PER_USER_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses[PER_USER_PER_HOUR]).toBe(429);

    // The same user stays limited on the other call too (one counter per user).
    const again = await call(t.app, 'POST', GENERATE_UNKNOWN, {
      cookie: heavy.cookie,
      body: unknownForm(),
    });
    expect(again.statusCode).toBe(429);

    // A second user from the same address is still served (the per-IP limit is higher).
    const light = await signedInUser(t);
    const res = await call(t.app, 'POST', GENERATE_KNOWN, {
      cookie: light.cookie,
      body: knownForm(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
