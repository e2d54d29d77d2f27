import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/services/users.ts';
import { buildTestApp, call, cookieFrom, createUser, login, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function adminLogin(email: string, password: string) {
  return call(t.app, 'POST', '/admin/auth/login', { body: { email, password } });
}

describe('admin sign-in', () => {
  it('signs an admin in with a separate admin session and answers the admin check', async () => {
    await createOrPromoteAdmin(
      { db: t.database.db },
      {
        email: 'staff@example.com',
        firstName: 'Sam',
        password: 'staff password',
      },
    );
    const res = await adminLogin('staff@example.com', 'staff password');
    expect(res.statusCode).toBe(200);
    const adminCookie = cookieFrom(res, 'admin_sid');
    expect(adminCookie).toBeDefined();
    expect(cookieFrom(res, 'sid')).toBeUndefined();
    const me = await call(t.app, 'GET', '/api/admin/auth/me', { cookie: adminCookie });
    expect(me.json()).toEqual({
      id: expect.any(Number),
      first_name: 'Sam',
      last_name: null,
      email: 'staff@example.com',
      role: 'admin',
    });
    const out = await call(t.app, 'POST', '/api/admin/auth/logout', { cookie: adminCookie });
    expect(out.statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/admin/auth/me', { cookie: adminCookie })).statusCode,
    ).toBe(401);
  });

  it('refuses a non-admin with the server message, and a wrong password', async () => {
    const user = await createUser(t);
    const res = await adminLogin(user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account does not have admin access.');
    const wrong = await adminLogin(user.email, 'wrong');
    expect(wrong.statusCode).toBe(401);
  });

  it('promotes an existing user without changing the password when none is given', async () => {
    const user = await createUser(t);
    const result = await createOrPromoteAdmin(
      { db: t.database.db },
      {
        email: user.email,
        firstName: 'ignored',
      },
    );
    expect(result).toEqual({ id: user.id, created: false });
    expect((await adminLogin(user.email, user.password)).statusCode).toBe(200);
  });

  it('gives an ordinary signed-in user 403 on every admin route, and anonymous 401', async () => {
    const user = await createUser(t);
    const cookie = await login(t, user);
    const routes: Array<['GET' | 'POST', string]> = [['GET', '/api/admin/auth/me']];
    for (const [method, url] of routes) {
      expect((await call(t.app, method, url, { cookie })).statusCode, url).toBe(403);
      expect((await call(t.app, method, url)).statusCode, url).toBe(401);
    }
  });
});
