import { MSG } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passwordResetTokens } from '../src/db/schema.ts';
import { buildTestApp, call, createUser, login, type TestApp, testClock } from './helpers/app.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

async function latestMailTo(address: string) {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail;
}

/** Asks for a link and waits for its mail (written after the answer, see password-routes). */
async function requestLink(email: string) {
  const before = (await latestMailTo(email))?.id ?? 0;
  const res = await call(t.app, 'POST', '/auth/forgot-password', { body: { email } });
  expect(res.statusCode).toBe(200);
  await expect.poll(async () => (await latestMailTo(email))?.id ?? 0).toBeGreaterThan(before);
  const mail = await latestMailTo(email);
  const link = mail?.text.match(/https?:\/\/\S+reset-password\?token=(\S+)/);
  return { res, mail, token: link ? decodeURIComponent(link[1] as string) : '' };
}

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails a link in HTML and text', async () => {
    const user = await createUser(t);
    const known = await requestLink(user.email);
    const unknown = await call(t.app, 'POST', '/auth/forgot-password', {
      body: { email: 'nobody-here@example.com' },
    });
    expect(known.res.json()).toEqual({ message: MSG.resetLinkSent });
    expect(unknown.json()).toEqual(known.res.json());
    expect(unknown.statusCode).toBe(known.res.statusCode);
    // The unknown address's lookup runs after the answer too; give it time to (not) write.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await latestMailTo('nobody-here@example.com')).toBeUndefined();
    expect(known.mail?.kind).toBe('password-reset');
    expect(known.mail?.text).toContain('http://localhost:3000/reset-password?token=');
    expect(known.mail?.html).toContain('href="http://localhost:3000/reset-password?token=');
    expect(Buffer.from(known.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only the hash is stored.
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === known.token)).toBe(false);
  });

  it('checks the token, sets the password once, and ends every session', async () => {
    const user = await createUser(t);
    const session = await login(t, user);
    const { token } = await requestLink(user.email);
    const check = await call(t.app, 'GET', `/auth/check-reset-token/${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: user.email });

    const update = await call(t.app, 'POST', '/auth/update-password', {
      body: { token, password: 'brand new pass' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().message).toBe('Your password has been updated. You can now log in.');
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: session })).statusCode).toBe(401);
    await login(t, { email: user.email, password: 'brand new pass' });

    const reuse = await call(t.app, 'POST', '/auth/update-password', {
      body: { token, password: 'another pass' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await call(t.app, 'GET', `/auth/check-reset-token/${token}`)).statusCode).toBe(400);
  });

  it('expires after one hour', async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user.email);
    clock.advanceMinutes(59);
    expect((await call(t.app, 'GET', `/auth/check-reset-token/${token}`)).statusCode).toBe(200);
    clock.advanceMinutes(2);
    expect((await call(t.app, 'GET', `/auth/check-reset-token/${token}`)).statusCode).toBe(400);
    const update = await call(t.app, 'POST', '/auth/update-password', {
      body: { token, password: 'too late now' },
    });
    expect(update.statusCode).toBe(400);
  });

  it('voids earlier links when a new one is requested', async () => {
    const user = await createUser(t);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(first.token).not.toBe(second.token);
    expect((await call(t.app, 'GET', `/auth/check-reset-token/${first.token}`)).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'GET', `/auth/check-reset-token/${second.token}`)).statusCode).toBe(
      200,
    );
  });

  it('lets exactly one of several parallel uses of a token win', async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user.email);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(t.app, 'POST', '/auth/update-password', {
          body: { token, password: `parallel-${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
  });

  it('requires a password of at least 5 characters', async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user.email);
    const res = await call(t.app, 'POST', '/auth/update-password', {
      body: { token, password: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.shortPassword);
  });

  it('answers before the registered-address work starts: a mail server that hangs does not delay it', async () => {
    const user = await createUser(t);
    let release: (() => void) | undefined;
    const send = t.app.ctx.mailer.send;
    t.app.ctx.mailer.send = (message) =>
      new Promise((resolve) => {
        release = () => resolve(send(message));
      });
    try {
      const res = await call(t.app, 'POST', '/auth/forgot-password', {
        body: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.resetLinkSent });
      expect(await latestMailTo(user.email)).toBeUndefined();
      // The work after the answer reaches the (still hanging) mail server only now: the
      // stand-in stays installed until it has, whatever the database's speed.
      await expect.poll(() => release !== undefined).toBe(true);
    } finally {
      t.app.ctx.mailer.send = send;
    }
    release?.();
    await expect.poll(async () => (await latestMailTo(user.email))?.kind).toBe('password-reset');
  });
});
