import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the part of Stripe's API the adapter uses (Checkout Sessions: create,
 * retrieve, expire; Refunds: create), so the real `stripe` SDK is exercised (form encoding,
 * auth and idempotency headers, errors) without the network. Sessions start open and unpaid;
 * tests script what Stripe later reports with `pay` and `setState`.
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
  /** Set once the buyer paid: what a refund names. */
  payment_intent: string | null;
}

/** A refund as Stripe answers it. */
export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  apiBase: { host: string; port: number; protocol: 'http' };
  requests: StripeRequest[];
  sessions: Map<string, StripeSession>;
  /** Refunds made (an idempotent replay makes none). */
  refunds: StripeRefund[];
  /** What Stripe reports for this session from now on (e.g. after the buyer paid). */
  setState(id: string, state: Partial<StripeSession>): StripeSession;
  /** The buyer pays the session: complete, paid, with a payment intent. */
  pay(id: string, email: string): StripeSession;
  /** Runs just before Stripe handles an expiry of this session (a buyer who pays first). */
  beforeExpire?: (id: string) => void;
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
  const refunds: StripeRefund[] = [];
  /** Stripe replays the first answer to a repeated Idempotency-Key (with the same body). */
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  const intents = new Map<string, { amount: number; currency: string; refunded: number }>();

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      const send = (status: number, body: unknown, replayed = false) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_test',
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(body));
        if (typeof key === 'string' && req.method === 'POST' && !replay && status < 500) {
          idempotent.set(key, { body: raw, status, answer: body });
        }
      };
      const invalid = (message: string, code?: string) =>
        send(400, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });
      const notFound = (message: string) =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });

      if (req.headers.authorization !== 'Bearer sk_test_x') {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
        return;
      }
      if (replay) {
        if (replay.body !== raw) {
          send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        } else send(replay.status, replay.answer, true);
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
          payment_intent: null,
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
      const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (req.method === 'POST' && expire?.[1]) {
        const id = decodeURIComponent(expire[1]);
        standIn.beforeExpire?.(id);
        const session = sessions.get(id);
        if (!session) notFound(`No such checkout.session: '${id}'`);
        else if (session.status !== 'open') {
          invalid(
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        } else {
          session.status = 'expired';
          send(200, session);
        }
        return;
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intentId = form.get('payment_intent') ?? '';
        const intent = intents.get(intentId);
        if (!intent) {
          notFound(`No such payment_intent: '${intentId}'`);
          return;
        }
        const amount = Number(form.get('amount') ?? intent.amount - intent.refunded);
        if (intent.refunded >= intent.amount) {
          invalid(`Charge for ${intentId} has already been refunded.`, 'charge_already_refunded');
          return;
        }
        intent.refunded += amount;
        const refund: StripeRefund = {
          id: `re_test_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intentId,
          reason: form.get('reason'),
          status: 'succeeded',
          metadata: {},
        };
        refunds.push(refund);
        send(200, refund);
        return;
      }
      notFound(`Unrecognized request URL (${req.method}: ${path})`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: StripeStandIn = {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    sessions,
    refunds,
    setState(id, state) {
      const session = sessions.get(id);
      if (!session) throw new Error(`stand-in: no session ${id}`);
      Object.assign(session, state);
      return session;
    },
    pay(id, email) {
      const session = sessions.get(id);
      if (!session) throw new Error(`stand-in: no session ${id}`);
      if (session.status !== 'open')
        throw new Error(`stand-in: session ${id} is ${session.status}`);
      const intent = `pi_test_${randomBytes(12).toString('hex')}`;
      intents.set(intent, {
        amount: session.amount_total,
        currency: session.currency,
        refunded: 0,
      });
      return Object.assign(session, {
        status: 'complete' as const,
        payment_status: 'paid' as const,
        customer_details: { email },
        payment_intent: intent,
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return standIn;
}
