import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * pg-boss on either database. On PostgreSQL it keeps its own pool; on PGlite it talks to
 * the same embedded instance through a small adapter: pg-boss sends its schema and
 * maintenance scripts as parameterless multi-statement SQL, which only PGlite's `exec` runs.
 *
 * Those scripts carry their own BEGIN ... COMMIT. Run bare, a statement that fails half way
 * (a lock timeout, a full disk) leaves the embedded database's one connection inside an
 * aborted transaction, and every later query of the whole app answers "current transaction
 * is aborted" until a restart. Inside PGlite's `transaction` the failure is rolled back
 * before anyone else may use the connection (the script's own BEGIN and COMMIT only warn).
 */
export function pgliteAdapter(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pglite.transaction((tx) => tx.exec(text));
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as unknown[] } as { rows: never[] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows as never[] };
    },
  };
}

export interface QueueOptions {
  database: Database;
  /** PostgreSQL connection string (the pg-boss pool), when not on PGlite. */
  url?: string;
  /** Schema of pg-boss's tables; tests use one per run. */
  schema?: string;
  log: { error(obj: object, msg: string): void };
  timings: QueueTimings;
}

/**
 * How soon a job whose process died mid-run is given up and retried: it expires
 * `expireInSeconds` after it started, noticed at the next maintenance pass (the
 * JOB_EXPIRE_SECONDS and JOB_MAINTENANCE_SECONDS settings).
 */
export interface QueueTimings {
  expireInSeconds: number;
  maintenanceIntervalSeconds: number;
}

export function createBoss(options: QueueOptions): PgBoss {
  const { timings } = options;
  const common = {
    schema: options.schema ?? 'pgboss',
    expireInSeconds: timings.expireInSeconds,
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    monitorStateIntervalSeconds: 60,
    maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds,
  };
  if (options.database.pglite) {
    return new PgBoss({ ...common, db: pgliteAdapter(options.database.pglite) });
  }
  return new PgBoss({ ...common, connectionString: options.url, max: 4 });
}
