import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, call, createUser, ORIGIN, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it("limits a stranger's sign-in failures per account and address, without locking the owner out", async () => {
    const user = await createUser(t);
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: ORIGIN },
        remoteAddress,
        payload: { email: user.email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await attempt('wrong password', '10.9.0.1');
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
    // The owner, from their own address, signs in at once.
    expect((await attempt(user.password, '10.9.0.2')).statusCode).toBe(200);
    // Another account from the stranger's address is still allowed (the per-IP limit is higher).
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

describe('TRUST_PROXY', () => {
  it('refuses "true", and takes a hop count or proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('behind one proxy, entries a client writes into X-Forwarded-For do not beat the limit', async () => {
    const app = await buildTestApp({ rateLimits: true, env: { TRUST_PROXY: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/auth/register',
          remoteAddress: '127.0.0.1',
          // The proxy appends the address it saw; everything before it is the client's word.
          headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { email: `spoof${i}@example.com`, firstName: 'S', password: 'secret1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await app.close();
    }
  });
});
