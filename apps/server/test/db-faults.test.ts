import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { pgliteAdapter } from '../src/jobs/queue.ts';
import { isDatabaseUnavailable } from '../src/lib/db-errors.ts';
import { buildTestApp, call, type TestApp } from './helpers/app.ts';
import { signedInUser } from './plans/factories.ts';

/**
 * The database failing under the app (docs/decisions/0019-runtime-faults.md): a failed
 * statement or transaction never leaves the connection unusable, a dropped PostgreSQL
 * connection answers 503 and is replaced, and nothing of it ends the process.
 */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logStream, env: { LOG_LEVEL: 'warn' } });
});
afterAll(() => t.close());

/** The app still reads and writes: health, a sign-up and a signed-in read. */
async function stillWorks() {
  expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  const user = await signedInUser(t);
  const me = await call(t.app, 'GET', '/api/users/me', { cookie: user.cookie });
  expect(me.statusCode, me.body).toBe(200);
}

describe('a failed statement or transaction', () => {
  it('a transaction that fails half way is rolled back and the next request works', async () => {
    const user = await signedInUser(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Changed' });
        // The same address again: a unique violation inside the transaction.
        await tx.insert(users).values({ email: user.email, firstName: 'X', passwordHash: 'x' });
      }),
    ).rejects.toThrow();
    await stillWorks();
    const me = await call(t.app, 'GET', '/api/users/me', { cookie: user.cookie });
    expect(me.json().firstName).not.toBe('Changed');
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a job-queue script that fails inside its own BEGIN leaves the embedded database usable',
    async () => {
      const pglite = t.database.pglite;
      if (!pglite) throw new Error('expected the embedded database');
      // pg-boss sends scripts like this one (BEGIN; ...; COMMIT;) through the adapter.
      await expect(
        pgliteAdapter(pglite).executeSql(
          'BEGIN; SELECT 1; SELECT * FROM table_that_does_not_exist; COMMIT;',
          [],
        ),
      ).rejects.toThrow();
      expect(pglite.isInTransaction()).toBe(false);
      await stillWorks();
      // The success path still returns the script's last result.
      const ok = await pgliteAdapter(pglite).executeSql('BEGIN; SELECT 41 + 1 AS n; COMMIT;', []);
      expect(ok.rows).toEqual([]);
      const last = await pgliteAdapter(pglite).executeSql('SELECT 1; SELECT 42 AS n;', []);
      expect(last.rows).toEqual([{ n: 42 }]);
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a dropped PostgreSQL connection', () => {
  it('is logged and replaced: requests answer 503 or succeed, never 500, then succeed', async () => {
    const user = await signedInUser(t);
    const read = () => call(t.app, 'GET', '/api/users/me', { cookie: user.cookie });
    expect((await read()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // Every connection of this app's pool (named after its schema), as a failover would.
      const { rows } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [t.database.pgSchema],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await read()).statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.at(-1)).toBe(200);
    await stillWorks();
    await expect.poll(() => logLines.join('').includes('database connection lost')).toBe(true);
  });
});

describe('what counts as the database being away', () => {
  it('knows connection, shutdown and disk-full errors from bad queries', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('53100'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ENOSPC'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: withCode('ECONNREFUSED') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
