import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Names a browser uses for this machine; any other Host is a page that rebound its own name. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostName(host: string | undefined): string {
  if (!host) return '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/**
 * A browser on the machine the app runs on: the connection comes from a loopback address, no
 * proxy forwarded it (a reverse proxy on the same host would otherwise make every visitor look
 * local), and the browser asked for this machine by a local name. The last check stops DNS
 * rebinding: a web page whose own name was pointed at 127.0.0.1 reaches the socket from
 * loopback, but its requests carry its own name as Host. Decided from the socket and the Host
 * header, never from X-Forwarded-For.
 */
export function isLocalVisitor(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return (
    !forwarded &&
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    LOCAL_HOSTS.has(hostName(request.headers.host))
  );
}
