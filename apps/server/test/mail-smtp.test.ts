import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from './helpers/app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
    },
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
});
