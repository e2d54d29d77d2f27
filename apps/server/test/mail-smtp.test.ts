import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.ts';
import { buildTestApp, call, createUser, type TestApp } from './helpers/app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
/** An address the server refuses, quoting it as real mail servers do. */
const REFUSED = 'refused.user@example.com';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) {
        return callback(new Error(`<${REFUSED}>: Recipient address rejected: no such user`));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({
    env: {
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Wayfarer <no-reply@wayfarer.test>',
      LOG_LEVEL: 'info',
    },
    logStream,
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('smtp mail transport', () => {
  it('delivers the password-reset mail with HTML and text parts to a real SMTP server', async () => {
    const user = await createUser(t, { email: 'smtp.user@example.com' });
    const res = await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@wayfarer.test');
    expect(mail.to).toEqual(['smtp.user@example.com']);
    expect(mail.raw).toContain('Subject: Reset your Wayfarer password');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toMatch(/reset-password\?token=/);
  });

  it('keeps no copy of the reset link: the record of a mail with a single-use link has no body', async () => {
    const user = await createUser(t, { email: 'smtp.kept@example.com' });
    await call(t.app, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    const stored = () =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    await expect.poll(async () => (await stored()).length).toBe(1);
    const [row] = await stored();
    expect(row?.status).toBe('sent');
    expect(row?.subject).toBe('Reset your Wayfarer password');
    expect(`${row?.html}${row?.text}`).not.toMatch(/token=/);
  });

  it('a refused recipient is recorded and logged without the address', async () => {
    await createUser(t, { email: REFUSED });
    const res = await call(t.app, 'POST', '/auth/forgot-password', { body: { email: REFUSED } });
    expect(res.statusCode).toBe(200);
    const stored = () =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, REFUSED));
    await expect.poll(async () => (await stored())[0]?.status).toBe('failed');
    const [row] = await stored();
    expect(row?.error).toContain('Recipient address rejected');
    expect(row?.error).not.toContain(REFUSED);
    await expect.poll(() => logLines.join('')).toContain('Recipient address rejected');
    expect(logLines.join('')).not.toContain(REFUSED);
  });
});
