import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendTransport } from '../src/providers/mail/resend.ts';

interface Received {
  auth: string | undefined;
  body: { from: string; to: string[]; subject: string; html: string; text: string };
}

const received: Received[] = [];
let status = 200;
let server: Server;
let baseUrl: string;

async function readJson(req: IncomingMessage) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw);
}

beforeAll(async () => {
  // A stand-in for Resend's POST /emails, on loopback.
  server = createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/emails') {
      received.push({ auth: req.headers.authorization, body: await readJson(req) });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { id: 'email_123' } : { message: 'nope' }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('resend mail transport', () => {
  const message = {
    kind: 'test',
    to: 'a@example.com',
    subject: 'Hi',
    html: '<p>Hi</p>',
    text: 'Hi',
  };

  it('posts the message with the API key and returns the message id', async () => {
    const transport = resendTransport('re_test_key', baseUrl);
    const result = await transport.deliver(message, 'Wayfarer <no-reply@wayfarer.test>');
    expect(result).toEqual({ messageId: 'email_123' });
    expect(received[0]).toEqual({
      auth: 'Bearer re_test_key',
      body: {
        from: 'Wayfarer <no-reply@wayfarer.test>',
        to: ['a@example.com'],
        subject: 'Hi',
        html: '<p>Hi</p>',
        text: 'Hi',
      },
    });
  });

  it('fails loudly when Resend refuses the message', async () => {
    status = 422;
    const transport = resendTransport('re_test_key', baseUrl);
    await expect(transport.deliver(message, 'x@wayfarer.test')).rejects.toThrow(/422/);
    status = 200;
  });
});
