import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

export interface RateLimits {
  /** Per client IP, for this route group. */
  perIp(group: string, max: number, windowMs: number): preHandlerAsyncHookHandler;
  /** Per account: keyed on the e-mail in the body (registration, reset). */
  perAccount(group: string, max: number, windowMs: number): preHandlerAsyncHookHandler;
  /**
   * Per account and client IP (sign-in): a stranger's failures from one address cannot lock
   * the owner out from another; the per-account backoff slows guesses across addresses.
   */
  perAccountAndIp(group: string, max: number, windowMs: number): preHandlerAsyncHookHandler;
  /** Per signed-in user id, falling back to the IP. */
  perKey(
    group: string,
    max: number,
    windowMs: number,
    key: (request: FastifyRequest) => string | Promise<string>,
  ): preHandlerAsyncHookHandler;
}

/**
 * Registers @fastify/rate-limit (counters in Redis when REDIS_URL is set, so several
 * instances share them) and returns helpers that build per-route limits.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  opts: { redisUrl?: string; keyPrefix: string; enabled: boolean },
): Promise<RateLimits> {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    // Loaded only when configured: a single instance counts in memory.
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${opts.keyPrefix}rate-limit:` } : {}),
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });

  const build = (
    group: string,
    max: number,
    windowMs: number,
    keyGenerator: (request: FastifyRequest) => string | Promise<string>,
  ): preHandlerAsyncHookHandler => {
    if (!opts.enabled) return async () => {};
    // createRateLimit (not rateLimit) so that several limits can apply to one route:
    // the plugin's own handler runs only once per request.
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: async (request) => `${group}:${await keyGenerator(request)}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed) return;
      if (result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('RATE_LIMITED');
      }
    };
  };

  const accountOf = (r: FastifyRequest) => {
    const body = r.body as { email?: unknown } | undefined;
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  };
  return {
    perIp: (group, max, windowMs) => build(group, max, windowMs, (r) => r.ip),
    perAccount: (group, max, windowMs) =>
      build(group, max, windowMs, (r) => accountOf(r) || `ip:${r.ip}`),
    perAccountAndIp: (group, max, windowMs) =>
      build(group, max, windowMs, (r) => `${accountOf(r)}|${r.ip}`),
    perKey: build,
  };
}
