import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * pg-boss on either database. On PostgreSQL it keeps its own pool; on PGlite it talks to
 * the same embedded instance through a small adapter: pg-boss sends its schema and
 * maintenance scripts as parameterless multi-statement SQL, which only PGlite's `exec` runs.
 */
function pgliteAdapter(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
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
}

export function createBoss(options: QueueOptions): PgBoss {
  const common = {
    schema: options.schema ?? 'pgboss',
    // Jobs here are short; a stuck one is expired and retried rather than blocking its plan.
    expireInMinutes: 5,
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    monitorStateIntervalSeconds: 60,
    maintenanceIntervalSeconds: 120,
  };
  if (options.database.pglite) {
    return new PgBoss({ ...common, db: pgliteAdapter(options.database.pglite) });
  }
  return new PgBoss({ ...common, connectionString: options.url, max: 4 });
}
