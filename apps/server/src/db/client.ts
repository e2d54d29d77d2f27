import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema } from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance when embedded (the job queue talks to it directly). */
  pglite?: PGlite;
  /** The node-postgres pool when on PostgreSQL. */
  pool?: pg.Pool;
  /** The connection string and schema when on PostgreSQL (the job queue opens its own pool). */
  url?: string;
  pgSchema?: string;
  /**
   * Where connection errors of idle pooled connections go (a restart, failover or
   * pg_terminate_backend). Without a listener node-postgres would throw them out of the
   * process; with one the pool drops the dead connection and opens a new one when needed.
   */
  onConnectionError(listener: (err: Error) => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  url?: string;
  /** PGlite folder; in memory when absent (tests). */
  pgliteDataDir?: string;
  /** PostgreSQL schema to use and create (tests get a fresh one per run). */
  pgSchema?: string;
  /** How the connections name themselves in pg_stat_activity. */
  applicationName?: string;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const searchPath = options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined;
    if (options.pgSchema) {
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.pgSchema}"`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      options: searchPath,
      max: 10,
      application_name: options.applicationName ?? 'travel-plan',
    });
    // Until the app names a listener, connection errors still must not end the process.
    let listener = (err: Error) => console.error(`database connection error: ${err.message}`);
    pool.on('error', (err) => listener(err));
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, {
      migrationsFolder,
      migrationsSchema: options.pgSchema ?? 'drizzle',
    });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      url: options.url,
      pgSchema: options.pgSchema,
      onConnectionError: (next) => {
        listener = next;
      },
      close: () => pool.end(),
    };
  }
  // The embedded database's code loads only when it is used (its own chunk in the build).
  const { openPglite } = await import('./pglite.ts');
  const { client, db, close } = await openPglite(options.pgliteDataDir, migrationsFolder);
  // One in-process connection: nothing to drop, so no connection errors to report.
  const onConnectionError = () => {};
  return { db: db as unknown as Db, kind: 'pglite', pglite: client, onConnectionError, close };
}
