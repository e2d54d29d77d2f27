import { Writable } from 'node:stream';
import { NAME_CONTROL_MESSAGE } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers/app.ts';
import { adminSession, createPlan, signedInUser } from './plans/factories.ts';

/**
 * Input that used to reach the database and answer 500 (NUL bytes, unpaired surrogates, ids
 * beyond the integer range) is refused where it enters; database errors never put request
 * values into the log; the development mailbox answers only the machine's own browser.
 */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const FAKE_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$not-a-real-hash-but-looks-like-one';
const FAKE_EMAIL = 'victim.person@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logStream,
    env: { LOG_LEVEL: 'info' },
    beforeReady(app) {
      // A query that fails with values from the request in its parameters.
      app.post('/api/test/failing-query', async () => {
        await app.ctx.db.execute(sql`select ${FAKE_HASH}::int, ${FAKE_EMAIL}::int`);
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

describe('text is checked where it enters', () => {
  const BAD = ['nul \u0000 byte', 'lone \ud800 surrogate', 'lone low \udc00 half'];

  it.each(BAD)('register, login, feedback and generation refuse %j with a 400', async (bad) => {
    const user = await signedInUser(t);
    const cases = [
      call(t.app, 'POST', '/auth/register', {
        body: { email: 'x@example.com', firstName: bad, password: 'long enough' },
      }),
      call(t.app, 'POST', '/auth/login', { body: { email: bad, password: bad } }),
      call(t.app, 'POST', '/admin/auth/login', { body: { email: bad, password: 'x' } }),
      call(t.app, 'POST', '/api/feedback', { body: { email: 'a@example.com', feedback: bad } }),
      // A query string carries bytes: NUL arrives as %00; a lone surrogate cannot be encoded
      // in UTF-8 at all, so its closest form (invalid bytes) must be refused or replaced.
      call(
        t.app,
        'GET',
        `/api/stripe/session-status?session_id=${bad.includes('\u0000') ? 'a%00b' : 'a%ED%A0%80b'}`,
        {
          cookie: user.cookie,
        },
      ),
      call(t.app, 'POST', '/api/geminiAPI/recommendation-known-gemini', {
        cookie: user.cookie,
        body: { destination: bad, departingFrom: 'Boston', plansSoFar: 'none' },
      }),
      call(t.app, 'POST', '/api/geminiAPI/recommendation-unknown-first-gemini', {
        cookie: user.cookie,
        body: { travelMotivation: bad, departingFrom: 'Boston', travelTimeline: 'May' },
      }),
    ];
    const answers = await Promise.all(cases);
    // The session-status id with invalid bytes decodes to replacement characters: a session
    // id that exists nowhere (404), not a server error.
    const statuses = answers.map((res) => res.statusCode);
    const sessionStatus = bad.includes('\u0000') ? 400 : 404;
    expect(statuses).toEqual([400, 400, 400, 400, sessionStatus, 400, 400]);
    for (const res of answers) {
      if (res.statusCode !== 400) continue;
      expect(res.json().message).toMatch(/not allowed in text|not valid|Invalid/);
    }
  });

  it.each(['Ada\r\nBcc: victim@example.com', 'Ada\nLovelace', 'Ada\tL', 'Ada\u202eecalevoL'])(
    'a name with control characters (%j) is refused with a clear message',
    async (name) => {
      const user = await signedInUser(t);
      const answers = await Promise.all([
        call(t.app, 'POST', '/auth/register', {
          body: {
            email: `ctl-${Date.now()}@example.com`,
            firstName: name,
            password: 'long enough',
          },
        }),
        call(t.app, 'POST', '/auth/account-update-first-name', {
          cookie: user.cookie,
          body: { first_name: name },
        }),
      ]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(NAME_CONTROL_MESSAGE);
      }
    },
  );

  it('a surrogate pair (an emoji) is fine', async () => {
    const res = await call(t.app, 'POST', '/auth/register', {
      body: {
        email: `emoji-${Date.now()}@example.com`,
        firstName: 'Zoë 🌍',
        password: 'long enough',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('ids have a range and one form', () => {
  it.each(['99999999999', '2147483648', '012', '1e3', '0x10', '-5', '0', '%2012'])(
    'GET /api/plans/%s and its events answer 400',
    async (id) => {
      const user = await signedInUser(t);
      for (const url of [`/api/plans/${id}`, `/api/plans/${id}/events`]) {
        const res = await call(t.app, 'GET', url, { cookie: user.cookie });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      }
    },
  );

  it.each(['1e1', '0x10', '010', '-1', '0', '1.0', '99999999999'])(
    'the staff page number and the mailbox id refuse %j',
    async (id) => {
      const staff = await adminSession(t);
      const page = await call(t.app, 'GET', `/admin/plans/most-recent-plans?page=${id}`, {
        cookie: staff,
      });
      expect(page.statusCode, page.body).toBe(400);
      expect(page.json().message).toBeTruthy();
      const mail = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
      expect(mail.statusCode, mail.body).toBe(400);
    },
  );

  it('a canonical page number is still fine', async () => {
    const staff = await adminSession(t);
    const res = await call(t.app, 'GET', '/admin/plans/most-recent-plans?page=2', {
      cookie: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().page).toBe(2);
  });

  it('a body id beyond the range is a 400 too', async () => {
    const user = await signedInUser(t);
    const res = await call(t.app, 'POST', '/api/stripe/create-checkout-session', {
      cookie: user.cookie,
      body: { plan_id: 99_999_999_999 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the log', () => {
  it('a failed query logs neither its parameters nor the values in its message', async () => {
    const res = await call(t.app, 'POST', '/api/test/failing-query', { body: {} });
    expect(res.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('database error');
    expect(log).toContain('22P02');
    expect(log).not.toContain(FAKE_HASH);
    expect(log).not.toContain('argon2id');
    expect(log).not.toContain(FAKE_EMAIL);
  });
});

describe('the development mailbox', () => {
  it('answers only a browser on this machine, never through a proxy', async () => {
    const local = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/messages.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('refuses a page that pointed its own name at this machine (DNS rebinding)', async () => {
    for (const host of ['attacker.example:3000', 'attacker.example', '127.0.0.1.nip.io']) {
      const rebound = await t.app.inject({
        method: 'GET',
        url: '/dev/mailbox/messages.json',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(rebound.statusCode, host).toBe(404);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const local = await t.app.inject({
        method: 'GET',
        url: '/dev/mailbox/messages.json',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(local.statusCode, host).toBe(200);
    }
  });
});

describe('e-mail addresses', () => {
  it.each([
    'a@example.com, b@example.com',
    'a@example.com\r\nBcc: victim@example.com',
    'Name <a@example.com>',
    'a@example.com;b@example.com',
    'no-at-sign.example.com',
  ])('%j is refused wherever an address is given', async (bad) => {
    const user = await signedInUser(t);
    const answers = await Promise.all([
      call(t.app, 'POST', '/auth/register', {
        body: { email: bad, firstName: 'A', password: 'long enough' },
      }),
      call(t.app, 'POST', '/auth/forgot-password', { body: { email: bad } }),
      call(t.app, 'POST', '/auth/account-update-email', {
        cookie: user.cookie,
        body: { email: bad, current_password: 'long enough', user_id: user.id },
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400]);
  });
});

describe('answers', () => {
  it('API answers are never stored by a cache; health reports the database', async () => {
    const user = await signedInUser(t);
    const me = await call(t.app, 'GET', '/api/users/me', { cookie: user.cookie });
    expect(me.headers['cache-control']).toBe('no-store');
    const health = await call(t.app, 'GET', '/api/health');
    expect(health.json()).toEqual({ ok: true, database: 'up' });
  });

  it('a percent-escaped spelling of an API path is still never stored by a cache', async () => {
    const user = await signedInUser(t);
    const me = await call(t.app, 'GET', '/%61pi/users/me', { cookie: user.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const unknown = await call(t.app, 'GET', '/%61pi/no-such-call');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the development mailbox and a plan are never stored by a cache either', async () => {
    const user = await signedInUser(t);
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const list = () => t.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json' });
    await expect.poll(async () => (await list()).json().length).toBeGreaterThan(0);
    const [first] = (await list()).json() as Array<{ id: number }>;
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json', `/dev/mailbox/${first?.id}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const plan = await createPlan(t, user);
    const read = await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: user.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  /** The probe's body: 176 KB, 60,000 empty venues (`{}`) in one list. */
  const emptyVenues = (key: 'places_to_stay' | 'restaurants' | 'things_to_do') => ({
    location: 'x',
    overview: '',
    time_to_go: '',
    estimated_cost: '',
    helpful_tips: '',
    places_to_stay: [],
    restaurants: [],
    things_to_do: [],
    itinerary: [],
    [key]: Array.from({ length: 60_000 }, () => ({})),
  });

  it.each(['places_to_stay', 'restaurants', 'things_to_do'] as const)(
    'a plan body with 60,000 empty %s is refused with a 400 that names the list',
    async (key) => {
      const user = await signedInUser(t);
      const destination = emptyVenues(key);
      expect(JSON.stringify(destination).length).toBeGreaterThan(175_000);
      const answers = [
        await call(t.app, 'PATCH', '/api/users/plan-update-destination', {
          cookie: user.cookie,
          body: { plan_id: 1, destination },
        }),
        await call(t.app, 'POST', '/api/users/plan', {
          cookie: user.cookie,
          body: { plan_type: 'DESTINATION_KNOWN', plan_data: { destination } },
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(key);
      }
    },
  );
});
