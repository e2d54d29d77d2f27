import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffDelay, SignInBackoff } from '../src/services/sign-in-backoff.ts';
import { buildTestApp, call, createUser, type TestApp } from './helpers/app.ts';

describe('sign-in failure delays', () => {
  it('start after five failures, double, and stop at the maximum', () => {
    const delays = Array.from({ length: 12 }, (_, i) => backoffDelay(i + 1));
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
    expect(backoffDelay(20, { free: 5, baseMs: 0, maxMs: 5000 })).toBe(0);
  });

  it('count failures within 15 minutes per account; a success clears them', () => {
    let now = 0;
    const backoff = new SignInBackoff(() => now);
    for (let i = 0; i < 5; i++) expect(backoff.fail('a@example.com')).toBe(0);
    expect(backoff.fail('a@example.com')).toBe(250);
    // Another account is not slowed by a's failures.
    expect(backoff.fail('b@example.com')).toBe(0);
    now += 16 * 60 * 1000;
    expect(backoff.fail('a@example.com')).toBe(0);
    for (let i = 0; i < 5; i++) backoff.fail('a@example.com');
    backoff.succeed('a@example.com');
    expect(backoff.fail('a@example.com')).toBe(0);
  });
});

describe('sign-in with failure delays on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SIGN_IN_BACKOFF_MS: '5' } });
  });
  afterAll(() => t.close());

  it('refuses wrong passwords as before and lets the right one in after many failures', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 8; i++) {
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: user.email, password: `guess ${i}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MSG.passwordMismatch);
    }
    const ok = await call(t.app, 'POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    // The success cleared the account's count: the next failure is not delayed.
    expect(t.app.ctx.signInBackoff.fail(user.email.toLowerCase())).toBe(0);
  });
});
