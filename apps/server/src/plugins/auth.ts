import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import {
  createSession,
  findSessionUser,
  type SessionKind,
  type SessionUser,
  sessionLifetime,
} from '../services/sessions.ts';

export const COOKIE = { user: 'sid', admin: 'admin_sid' } as const satisfies Record<
  SessionKind,
  string
>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised session lookups, per kind, for this request. */
    sessionCache?: Partial<Record<SessionKind, Promise<SessionUser | null>>>;
  }
}

export function cookieOptions(ctx: Pick<AppContext, 'config'>, kind: SessionKind = 'user') {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: Math.floor(sessionLifetime(ctx.config, kind).maxMs / 1000),
  };
}

export function sessionUser(
  ctx: AppContext,
  request: FastifyRequest,
  kind: SessionKind = 'user',
): Promise<SessionUser | null> {
  request.sessionCache ??= {};
  const cached = request.sessionCache[kind];
  if (cached) return cached;
  const token = request.cookies[COOKIE[kind]];
  const lookup = token ? findSessionUser(ctx, { token, kind }) : Promise.resolve(null);
  request.sessionCache[kind] = lookup;
  return lookup;
}

/** The signed-in user, or a 401. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUser(ctx, request, 'user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** The signed-in admin (admin session and admin role), or 401/403. */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUser(ctx, request, 'admin');
  if (user?.role === 'admin') return user;
  // A signed-in traveller (or a demoted admin) is known but not allowed: 403, not 401.
  if (user || (await sessionUser(ctx, request, 'user'))) throw new AppError('NOT_ADMIN');
  throw new AppError('UNAUTHENTICATED');
}

/** Starts a fresh session (a new token at every sign-in) and sets its cookie. */
export async function signIn(
  ctx: AppContext,
  reply: FastifyReply,
  opts: { userId: number; kind: SessionKind },
) {
  const token = await createSession(ctx, opts);
  reply.setCookie(COOKIE[opts.kind], token, cookieOptions(ctx, opts.kind));
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply, kind: SessionKind) {
  const { maxAge: _maxAge, ...opts } = cookieOptions(ctx, kind);
  reply.clearCookie(COOKIE[kind], opts);
}

export type AuthApp = FastifyInstance;
