import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('limits sign-in attempts per account with a clear 429', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: user.email, password: 'wrong password' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          code: 'RATE_LIMITED',
          error: MSG.tooManyRequests,
          message: MSG.tooManyRequests,
        });
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another account from the same address is still allowed (the per-IP limit is higher).
    const other = await createUser(t);
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { email: other.email, password: other.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits password-reset mails per address', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(t.app, 'POST', '/auth/forgot-password', {
        body: { email: user.email },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, 'POST', '/auth/register', {
        body: { email: `burst${i}@example.com`, firstName: 'B', password: 'secret1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits with Redis', () => {
  it('shares counters between two app instances', async () => {
    // A prefix of its own, so counters left by earlier runs on the same Redis do not count.
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      REDIS_KEY_PREFIX: `test-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
    };
    const a = await buildTestApp({ rateLimits: true, env });
    const b = await buildTestApp({ rateLimits: true, env });
    try {
      const email = `redis-${Date.now()}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const app = i % 2 === 0 ? a.app : b.app;
        statuses.push(
          (await call(app, 'POST', '/auth/forgot-password', { body: { email } })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
