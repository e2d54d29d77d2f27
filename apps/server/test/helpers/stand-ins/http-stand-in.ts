import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the next request gets: model text, an HTTP error, or a dropped connection. */
export type Reply = { text: string } | { status: number; message?: string } | { hangUp: true };

export interface StandIn {
  /** http://127.0.0.1:{port} */
  origin: string;
  requests: ReceivedRequest[];
  /** Queues replies for the coming requests, in order. */
  script(...replies: Reply[]): void;
  reset(): void;
  close(): Promise<void>;
}

export interface WireFormat {
  /** Whether this path and method are the provider's generation endpoint. */
  accepts(method: string, path: string): boolean;
  success(text: string, request: ReceivedRequest): unknown;
  error(status: number, message: string): unknown;
}

/**
 * A local HTTP server speaking one provider's wire format, scripted per test, so adapter
 * tests exercise the real SDK (URL building, headers, error classes) without the network.
 * An unscripted request gets 418, a status no adapter retries, so a missing script fails fast.
 */
export async function startStandIn(format: WireFormat): Promise<StandIn> {
  const requests: ReceivedRequest[] = [];
  let queue: Reply[] = [];

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(received);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!format.accepts(received.method, received.path.split('?')[0] ?? '')) {
        send(404, format.error(404, `no route ${received.method} ${received.path}`));
        return;
      }
      const reply = queue.shift();
      if (!reply) send(418, format.error(418, 'no scripted reply'));
      else if ('hangUp' in reply) req.socket.destroy();
      else if ('text' in reply) send(200, format.success(reply.text, received));
      else send(reply.status, format.error(reply.status, reply.message ?? 'scripted failure'));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => {
      queue.push(...replies);
    },
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
