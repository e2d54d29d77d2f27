import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './pglite-lock.ts';
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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  url?: string;
  /** PGlite folder; in memory when absent (tests). */
  pgliteDataDir?: string;
  /** PostgreSQL schema to use and create (tests get a fresh one per run). */
  pgSchema?: string;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

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
    const pool = new pg.Pool({ connectionString: options.url, options: searchPath, max: 10 });
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
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (options.pgliteDataDir) {
    mkdirSync(options.pgliteDataDir, { recursive: true });
    unlock = lockDataDir(options.pgliteDataDir);
  }
  try {
    const client = new PGlite(options.pgliteDataDir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', pglite: client, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
