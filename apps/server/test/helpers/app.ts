import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { registerUser } from '../../src/services/users.ts';

export const ORIGIN = 'http://localhost:3000';

/**
 * A fresh database per test file: in-memory PGlite by default, or a fresh schema in the
 * PostgreSQL server named by TEST_DATABASE_URL (the second CI pass).
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { ...database, drop: () => database.close() };
  }
  const pgSchema = `test_${randomBytes(6).toString('hex')}`;
  // Named after its schema, so a fault test can drop exactly its own connections.
  const database = await openDatabase({ url, pgSchema, applicationName: pgSchema });
  return {
    ...database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA "${pgSchema}" CASCADE`);
      // The job queue keeps its tables in a sibling schema (see app.ts).
      await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}_boss" CASCADE`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof openTestDatabase>>;
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Partial<Omit<BuildAppOptions, 'config' | 'database'>> & {
    env?: Record<string, string>;
    /** Registers extra routes before the app is sealed (error-handling tests). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: ORIGIN,
    WEB_DIST_DIR: 'apps/web/does-not-exist',
    DEV_MAILBOX: 'true',
    // No sign-in failure delays unless a test asks for them (sign-in-backoff.test.ts).
    SIGN_IN_BACKOFF_MS: '0',
    ...overrides.env,
  });
  const { env: _env, beforeReady, ...options } = overrides;
  const app = await buildApp({
    config,
    database,
    rateLimits: false,
    seedExamples: false,
    jobs: false,
    ...options,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** A clock tests can move forward. */
export function testClock(start = new Date('2026-06-01T12:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advanceMinutes(m: number): void } = {
    now: () => new Date(now),
    advanceMinutes: (m) => {
      now += m * 60_000;
    },
  };
  return clock;
}

export function cookieFrom(res: LightMyRequestResponse, name = 'sid'): string | undefined {
  const c = res.cookies.find((x) => x.name === name);
  return c?.value ? `${name}=${c.value}` : undefined;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Injects a request from the app's own origin, with an optional session cookie. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  opts: { body?: unknown; cookie?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.origin !== null) headers.origin = opts.origin ?? ORIGIN;
  if (opts.cookie) headers.cookie = opts.cookie;
  return app.inject({
    method,
    url,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

let counter = 0;
/** Factory: a user with overridable fields; returns the user and its password. */
export async function createUser(
  t: TestApp,
  overrides: Partial<{ email: string; firstName: string; password: string }> = {},
) {
  counter += 1;
  const input = {
    email: `traveller${counter}-${randomBytes(3).toString('hex')}@example.com`,
    firstName: 'Ada',
    password: 'correct horse',
    ...overrides,
  };
  const user = await registerUser({ db: t.database.db }, input);
  return { ...user, password: input.password };
}

/** Signs in through the API and returns the session cookie. */
export async function login(t: TestApp, user: { email: string; password: string }) {
  const res = await call(t.app, 'POST', '/auth/login', {
    body: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res) as string;
}

/**
 * A second instance of the app on the same PostgreSQL schema as `t` (its own connections,
 * its own listener), as another server of a scaled-out deployment would be.
 */
export async function secondInstance(t: TestApp) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a second instance needs TEST_DATABASE_URL');
  const database = await openDatabase({ url, pgSchema: t.database.pgSchema });
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: ORIGIN,
      WEB_DIST_DIR: 'apps/web/does-not-exist',
    }),
    database,
    jobs: false,
    seedExamples: false,
    rateLimits: false,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
