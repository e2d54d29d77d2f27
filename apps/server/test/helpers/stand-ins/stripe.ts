import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the part of Stripe's API the adapter uses (Checkout Sessions), so the
 * real `stripe` SDK is exercised (form encoding, auth header, errors) without the network.
 * Sessions start open and unpaid; tests script what Stripe later reports with `setState`.
 */

export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, as Stripe receives it (`metadata[plan_id]`, `line_items[0][...]`). */
  form: URLSearchParams;
}

export interface StripeSession {
  id: string;
  object: 'checkout.session';
  client_secret: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string } | null;
  metadata: Record<string, string>;
  ui_mode: string;
  mode: string;
  return_url: string | null;
}

export interface StripeStandIn {
  apiBase: { host: string; port: number; protocol: 'http' };
  requests: StripeRequest[];
  sessions: Map<string, StripeSession>;
  /** What Stripe reports for this session from now on (e.g. after the buyer paid). */
  setState(id: string, state: Partial<StripeSession>): StripeSession;
  close(): Promise<void>;
}

function metadataOf(form: URLSearchParams) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = key.match(/^metadata\[(.+)\]$/);
    if (m?.[1]) metadata[m[1]] = value;
  }
  return metadata;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, StripeSession>();

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(body));
      };
      const notFound = (message: string) =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });

      if (req.headers.authorization !== 'Bearer sk_test_x') {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: StripeSession = {
          id,
          object: 'checkout.session',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: 900,
          currency: 'usd',
          customer_email: form.get('customer_email'),
          customer_details: null,
          metadata: metadataOf(form),
          ui_mode: form.get('ui_mode') ?? 'hosted',
          mode: form.get('mode') ?? 'payment',
          return_url: form.get('return_url'),
        };
        sessions.set(id, session);
        send(200, session);
        return;
      }
      const get = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === 'GET' && get?.[1]) {
        const session = sessions.get(decodeURIComponent(get[1]));
        if (!session) notFound(`No such checkout.session: '${get[1]}'`);
        else send(200, session);
        return;
      }
      notFound(`Unrecognized request URL (${req.method}: ${path})`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    sessions,
    setState(id, state) {
      const session = sessions.get(id);
      if (!session) throw new Error(`stand-in: no session ${id}`);
      Object.assign(session, state);
      return session;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
