import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, cookieFrom, createUser, login, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /auth/register', () => {
  it('creates the account, answers id and firstName, and signs in with a safe cookie', async () => {
    const res = await call(t.app, 'POST', '/auth/register', {
      body: { email: 'new.user@example.com', firstName: 'Grace', password: 'secret1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Grace', email: 'new.user@example.com' });
    expect(typeof res.json().id).toBe('number');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const me = await call(t.app, 'GET', '/api/users/me', { cookie: cookieFrom(res) });
    expect(me.json()).toEqual({
      id: res.json().id,
      firstName: 'Grace',
      email: 'new.user@example.com',
    });
  });

  it('refuses a second account for the same e-mail in another case', async () => {
    await createUser(t, { email: 'Case@Example.com' });
    const res = await call(t.app, 'POST', '/auth/register', {
      body: { email: 'case@example.COM', firstName: 'Other', password: 'secret1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'EMAIL_TAKEN',
      error: 'An account with that email already exists.',
      message: 'An account with that email already exists.',
    });
  });

  it.each([
    [{ email: 'x@example.com', firstName: '', password: 'secret1' }],
    [{ email: '', firstName: 'A', password: 'secret1' }],
    [{ email: 'x@example.com', firstName: 'A', password: '' }],
    [{ email: 'x@example.com', firstName: 'A' }],
  ])('requires every field (%o)', async (body) => {
    const res = await call(t.app, 'POST', '/auth/register', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.registerMissingFields);
  });

  it('rejects an e-mail without @ and a malformed body', async () => {
    const bad = await call(t.app, 'POST', '/auth/register', {
      body: { email: 'not-an-email', firstName: 'A', password: 'secret1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MSG.invalidEmail);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
  });
});

describe('POST /auth/login', () => {
  it('answers firstName and id, and issues a new token at every sign-in', async () => {
    const user = await createUser(t);
    const first = await login(t, user);
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
      cookie: first,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, firstName: user.firstName, email: user.email });
    const second = cookieFrom(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The session the browser held before signing in again is gone.
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: first })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: second })).statusCode).toBe(200);
  });

  it('says "Password doesn\'t match" for a wrong password and for an unknown address alike', async () => {
    const user = await createUser(t);
    const wrong = await call(t.app, 'POST', '/auth/login', {
      body: { email: user.email, password: 'nope nope' },
    });
    const unknown = await call(t.app, 'POST', '/auth/login', {
      body: { email: 'nobody@example.com', password: 'nope nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        error: MSG.passwordMismatch,
        message: MSG.passwordMismatch,
      });
      expect(res.cookies).toHaveLength(0);
    }
  });
});

describe('POST /auth/logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const user = await createUser(t);
    const cookie = await login(t, user);
    const res = await call(t.app, 'POST', '/auth/logout', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await call(t.app, 'GET', '/api/users/me', { cookie })).statusCode).toBe(401);
  });
});

describe('GET /api/users/me', () => {
  it('is 401 with the error shape when signed out or with a forged cookie', async () => {
    for (const cookie of [undefined, 'sid=forged-token-value']) {
      const res = await call(t.app, 'GET', '/api/users/me', { cookie });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});
