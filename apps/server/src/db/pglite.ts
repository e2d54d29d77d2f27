import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './pglite-lock.ts';
import { holdsDatabase, PGLITE_START_PARAMS, pgliteTemplate } from './pglite-template.ts';
import { schema } from './schema.ts';

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. V8 first compiles it with its
 * baseline compiler and then, for hot functions, again with its optimising one, whose code
 * stays in memory: about 60 MiB of the idle process. Plan reads are served from the read
 * cache, so the optimised tier buys little; the baseline code is kept instead. It only
 * concerns WebAssembly: JavaScript is optimised as usual. Must run before PGlite compiles its
 * module (flags read at compile time), hence here rather than on the command line, so every
 * launcher (npm start, the benchmarks, the CLI) gets it.
 */
function keepEmbeddedEngineSmall() {
  v8.setFlagsFromString('--liftoff-only');
}

/**
 * Opens the embedded database (in `dataDir`, or in memory when absent) and applies pending
 * migrations. Loaded by db/client.ts only when no PostgreSQL URL is set, so a server on
 * PostgreSQL never loads PGlite's code.
 */
export async function openPglite(dataDir: string | undefined, migrationsFolder: string) {
  keepEmbeddedEngineSmall();
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    // A new database starts from the migrated template (db/pglite-template.ts).
    const template = holdsDatabase(dataDir) ? undefined : await pgliteTemplate(migrationsFolder);
    const client = new PGlite(dataDir, {
      startParams: PGLITE_START_PARAMS,
      ...(template ? { loadDataDir: template } : {}),
    });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    return { client, db, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
