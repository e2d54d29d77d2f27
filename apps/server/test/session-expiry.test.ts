import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/services/users.ts';
import {
  buildTestApp,
  call,
  cookieFrom,
  createUser,
  login,
  type TestApp,
  testClock,
} from './helpers/app.ts';

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

  it('ends a staff session after 30 idle minutes and 12 hours in all, leaving the traveller session alone', async () => {
    const staff = { email: 'idle-staff@example.com', password: 'staff password' };
    await createOrPromoteAdmin({ db: t.database.db }, { ...staff, firstName: 'Sam' });
    const traveller = await login(t, await createUser(t));
    const signIn = await call(t.app, 'POST', '/admin/auth/login', { body: staff });
    expect(signIn.headers['set-cookie']).toContain('Max-Age=43200');
    const adminMe = (cookie: string) => call(t.app, 'GET', '/api/admin/auth/me', { cookie });
    const idle = cookieFrom(signIn, 'admin_sid') as string;
    clock.advanceMinutes(29);
    expect((await adminMe(idle)).statusCode).toBe(200);
    clock.advanceMinutes(29);
    expect((await adminMe(idle)).statusCode).toBe(200);
    clock.advanceMinutes(31);
    expect((await adminMe(idle)).statusCode).toBe(401);

    // Used every 20 minutes: signed in until the 12-hour limit, then out.
    const busy = cookieFrom(
      await call(t.app, 'POST', '/admin/auth/login', { body: staff }),
      'admin_sid',
    ) as string;
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      clock.advanceMinutes(20);
      expect((await adminMe(busy)).statusCode, `minute ${minute}`).toBe(200);
    }
    clock.advanceMinutes(20);
    expect((await adminMe(busy)).statusCode).toBe(401);
    expect((await me(traveller)).statusCode).toBe(200);
  });
});
