import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, login, type TestApp, testClock } from './helpers/app.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, env: { SESSION_IDLE_DAYS: '14', SESSION_MAX_DAYS: '60' } });
});
afterAll(() => t.close());

const me = (cookie: string) => call(t.app, 'GET', '/api/users/me', { cookie });

describe('session expiry', () => {
  it('ends a session left unused for longer than the idle limit', async () => {
    const cookie = await login(t, await createUser(t));
    clock.advanceMinutes(13 * 24 * 60);
    expect((await me(cookie)).statusCode).toBe(200);
    // Used on day 13: the idle clock restarts from there.
    clock.advanceMinutes(13 * 24 * 60);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advanceMinutes(15 * 24 * 60);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session at the absolute limit even when used every day', async () => {
    const cookie = await login(t, await createUser(t));
    for (let day = 0; day < 59; day++) {
      clock.advanceMinutes(24 * 60);
      expect((await me(cookie)).statusCode, `day ${day + 1}`).toBe(200);
    }
    clock.advanceMinutes(2 * 24 * 60);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
