import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from '../lib/tokens.ts';

export type SessionKind = 'user' | 'admin';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string | null;
  role: 'user' | 'admin' | 'system';
  createdAt: Date;
}

/** Only refresh last_seen_at this often, so reads do not become writes. */
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * How long each kind of session lives: travellers 14 days idle / 60 days in all; staff 30
 * minutes idle / 12 hours in all (configurable). The last-seen time is written at most once
 * per touch interval, so idle expiry is exact to that interval.
 */
export function sessionLifetime(config: AppContext['config'], kind: SessionKind) {
  const { session } = config;
  return kind === 'admin'
    ? {
        idleMs: session.adminIdleMinutes * MINUTE_MS,
        maxMs: session.adminMaxHours * 60 * MINUTE_MS,
        touchMs: MINUTE_MS,
      }
    : {
        idleMs: session.idleDays * DAY_MS,
        maxMs: session.maxDays * DAY_MS,
        touchMs: 60 * MINUTE_MS,
      };
}

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

/**
 * Every authenticated request runs this lookup, so it is prepared once per database:
 * building the query each time cost more than running it on the embedded database.
 */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Db) {
  return db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        createdAt: users.createdAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.kind, sql.placeholder('kind')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_lookup');
}
function sessionLookup(db: Db) {
  let prepared = lookups.get(db);
  if (!prepared) {
    prepared = prepareLookup(db);
    lookups.set(db, prepared);
  }
  return prepared;
}

/** Creates a session and returns the token for the cookie (the database keeps only its hash). */
export async function createSession(ctx: Ctx, opts: { userId: number; kind: SessionKind }) {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(sessions).values({
    id: hashToken(token),
    userId: opts.userId,
    kind: opts.kind,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetime(ctx.config, opts.kind).maxMs),
  });
  return token;
}

/** The user behind a session token, or null when absent, expired (absolute or idle) or of another kind. */
/**
 * A very short-lived memo of session lookups: a page load fires several authenticated
 * requests at once, and the lookup is the largest part of a cheap read. Entries live 2
 * seconds, expiry is still checked on every hit, and sign-out, password changes and
 * account edits in this process drop a user's entries at once; another instance sharing
 * the database sees a sign-out at most 2 seconds late.
 */
const MEMO_MS = 2000;
const MEMO_MAX = 10_000;
interface Memo {
  userId: number;
  kind: SessionKind;
  row: { lastSeenAt: Date; expiresAt: Date; user: SessionUser };
  expiresAt: Date;
  at: number;
}
const memo = new Map<string, Memo>();

/** Drops memoised lookups of a user (sign-out everywhere, password or profile change). */
export function forgetUserSessions(userId: number) {
  for (const [key, entry] of memo) if (entry.userId === userId) memo.delete(key);
}

export async function findSessionUser(
  ctx: Ctx,
  opts: { token: string; kind: SessionKind },
): Promise<SessionUser | null> {
  const now = ctx.clock.now();
  const id = hashToken(opts.token);
  const hit = memo.get(id);
  let row: Memo['row'] | undefined;
  if (hit && hit.kind === opts.kind && now.getTime() - hit.at < MEMO_MS && hit.expiresAt > now) {
    row = hit.row;
  } else {
    memo.delete(id);
    const [found] = await sessionLookup(ctx.db).execute({ id, kind: opts.kind, now });
    if (found) {
      if (memo.size >= MEMO_MAX) memo.clear();
      memo.set(id, {
        userId: found.user.id,
        kind: opts.kind,
        row: found,
        expiresAt: found.expiresAt,
        at: now.getTime(),
      });
    }
    row = found;
  }
  if (!row) return null;
  const lifetime = sessionLifetime(ctx.config, opts.kind);
  if (row.lastSeenAt.getTime() + lifetime.idleMs <= now.getTime()) {
    await ctx.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > lifetime.touchMs) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return row.user;
}

export async function deleteSession(ctx: Pick<AppContext, 'db'>, token: string) {
  memo.delete(hashToken(token));
  await ctx.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user (password change or reset). */
export async function deleteUserSessions(ctx: Pick<AppContext, 'db'>, userId: number) {
  forgetUserSessions(userId);
  await ctx.db.delete(sessions).where(eq(sessions.userId, userId));
}
