import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A browser on the machine the app runs on: the connection comes from a loopback address and
 * no proxy forwarded it (a reverse proxy on the same host would otherwise make every visitor
 * look local). Decided from the socket, never from X-Forwarded-For.
 */
export function isLocalVisitor(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}
