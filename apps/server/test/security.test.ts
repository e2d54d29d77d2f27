import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.ts';
import { maskUrl } from '../src/lib/logging.ts';
import { buildTestApp, call, createUser, login, type TestApp } from './helpers/app.ts';
import { createPlan, signedInUser } from './plans/factories.ts';

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

  it('keeps scripts strict and fences what injected CSS could reach (decision 0018)', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    const policy = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources.join(' ')]),
    );
    expect(policy['script-src']).toBe("'self'");
    expect(policy['script-src-attr']).toBe("'none'");
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['font-src']).toBe("'self' data:");
    expect(policy['img-src']).toBe("'self' data: blob:");
    expect(policy['connect-src']).toBe("'self'");
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

  /** The newest mail of this kind to this address, once the background send has written it. */
  async function mailTo(address: string, kind: string) {
    const latest = async () => {
      const [mail] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, address), eq(emailOutbox.kind, kind)))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      return mail;
    };
    await expect.poll(async () => (await latest())?.id).toBeDefined();
    return (await latest())?.text ?? '';
  }

  it('never contain a reset or invitation token, nor the session id, when their links are opened', async () => {
    const owner = await signedInUser(t);
    const friend = await signedInUser(t);
    const plan = await createPlan(t, owner, { paid: true });

    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: friend.email } });
    const resetToken = (await mailTo(friend.email, 'password-reset')).match(
      /\?token=([\w%-]+)/,
    )?.[1];
    expect(resetToken).toBeTruthy();
    const share = { plan_id: plan.id, emails: [friend.email] };
    await call(t.app, 'POST', '/api/users/share-plan-users', { cookie: owner.cookie, body: share });
    const sent = await call(t.app, 'POST', '/api/emails/send-plan-invites-resend', {
      cookie: owner.cookie,
      body: { emails: [friend.email], planData: { planID: plan.id } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const inviteToken = (await mailTo(friend.email, 'plan-invite')).match(/\?invite=([\w-]+)/)?.[1];
    expect(inviteToken).toBeTruthy();

    // Opening the links: the pages (the web app's routes) and the calls they make.
    await call(t.app, 'GET', `/reset-password?token=${resetToken}`);
    const check = await call(t.app, 'GET', `/auth/check-reset-token/${resetToken}`);
    expect(check.statusCode, check.body).toBe(200);
    await call(t.app, 'GET', `/plans/${plan.id}?invite=${inviteToken}`, { cookie: friend.cookie });
    const accept = await call(t.app, 'POST', `/api/plans/${plan.id}/accept-invite`, {
      cookie: friend.cookie,
      body: { token: inviteToken },
    });
    expect(accept.statusCode, accept.body).toBe(200);

    const all = logLines.join('\n');
    expect(all).toContain('/auth/check-reset-token/[redacted]');
    expect(all).toContain('?invite=[redacted]');
    for (const secret of [resetToken, inviteToken, owner.cookie, friend.cookie]) {
      const value = String(secret).split('=').at(-1) as string;
      expect(all).not.toContain(value);
    }
  });

  it('masks token path segments, addresses and unknown query values, keeping the page number', () => {
    expect(maskUrl('/auth/check-reset-token/abc')).toBe('/auth/check-reset-token/[redacted]');
    expect(maskUrl('/reset-password?token=abc&x=1')).toBe(
      '/reset-password?token=[redacted]&x=[redacted]',
    );
    expect(maskUrl('/admin/plans/plan-search-email/a%40example.com?page=2')).toBe(
      '/admin/plans/plan-search-email/[redacted]?page=2',
    );
    expect(maskUrl('/api/checkout/local/cs_local_0123456789abcdef01234567/pay')).toBe(
      '/api/checkout/local/[redacted]/pay',
    );
    expect(maskUrl('/api/geminiAPI/generate-multi-select-experience-question-gemini')).toBe(
      '/api/geminiAPI/generate-multi-select-experience-question-gemini',
    );
    expect(maskUrl('/api/plans/12/events')).toBe('/api/plans/12/events');
  });
});
