import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, login, type TestApp } from './helpers/app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logStream,
    env: { LOG_LEVEL: 'info' },
    beforeReady(app) {
      app.get('/api/test/explode', async () => {
        throw new Error('secret internal detail: connection string postgres://user:pw@db');
      });
    },
  });
});
afterAll(() => t.close());

describe('error model', () => {
  it('answers a 500 without revealing internals', async () => {
    const res = await call(t.app, 'GET', '/api/test/explode');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      error: 'An unexpected error occurred',
      message: 'An unexpected error occurred',
    });
    expect(res.body).not.toContain('secret internal detail');
  });

  it.each(['/api/nope', '/auth/nope', '/admin/plans/nope', '/api'])(
    'answers unknown API path %s with a JSON 404, never the web app',
    async (url) => {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().code).toBe('NOT_FOUND');
    },
  );

  it('refuses bodies over the size limit', async () => {
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sets security headers with a content security policy', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await call(t.app, 'GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/register',
        '/auth/login',
        '/api/users/me',
        '/admin/auth/login',
      ]),
    );
  });
});

describe('Origin check on state-changing requests', () => {
  it('refuses a foreign origin, and a missing origin on a cookie-authenticated call', async () => {
    const user = await createUser(t);
    const cookie = await login(t, user);
    const foreign = await call(t.app, 'POST', '/auth/account-update-first-name', {
      cookie,
      origin: 'https://evil.example',
      body: { first_name: 'Pwned' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('ORIGIN_REJECTED');
    const missing = await call(t.app, 'POST', '/auth/account-update-first-name', {
      cookie,
      origin: null,
      body: { first_name: 'Pwned' },
    });
    expect(missing.statusCode).toBe(403);
    const foreignLogin = await call(t.app, 'POST', '/auth/login', {
      origin: 'https://evil.example',
      body: { email: user.email, password: user.password },
    });
    expect(foreignLogin.statusCode).toBe(403);
    // Reads are not state-changing.
    expect((await call(t.app, 'GET', '/api/users/me', { cookie, origin: null })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/users/me', { cookie })).json().firstName).toBe('Ada');
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or cookies', async () => {
    const user = await createUser(t, { password: 'very-distinct-password-123' });
    const cookie = await login(t, user);
    await call(t.app, 'GET', '/api/users/me', { cookie });
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const all = logLines.join('\n');
    expect(all).toContain('request completed');
    expect(all).not.toContain('very-distinct-password-123');
    expect(all).not.toContain(cookie.split('=')[1]);
  });
});
