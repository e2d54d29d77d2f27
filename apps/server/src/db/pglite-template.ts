import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * PostgreSQL's default 128 MB buffer cache is sized for a server of its own; the embedded
 * database holds a few thousand plans and the OS caches its files anyway.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A new embedded database starts from a copy of one made earlier with every migration
 * applied, instead of running initdb (seconds, and a memory peak the WASM heap keeps
 * forever). One copy per PGlite version and set of migrations, kept in node_modules' cache
 * folder; `npm run build` makes it, and the first start makes it when missing. Where the
 * folder cannot be written the database is initialised the usual way.
 */
const require = createRequire(import.meta.url);
const pgliteEntry = require.resolve('@electric-sql/pglite');
const nodeModules = pgliteEntry.slice(
  0,
  pgliteEntry.lastIndexOf(`${path.sep}node_modules${path.sep}`) + 13,
);
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(nodeModules, '@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;

function templateFile(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion).update(PGLITE_START_PARAMS.join(' '));
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql'))
      hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(readFileSync(path.join(migrationsFolder, 'meta/_journal.json')));
  const key = hash.digest('hex').slice(0, 16);
  return path.join(nodeModules, '.cache/pglite-templates', `${pgliteVersion}-${key}.tar.gz`);
}

async function makeTemplate(file: string, migrationsFolder: string): Promise<void> {
  const db = new PGlite(undefined, { startParams: PGLITE_START_PARAMS });
  try {
    await migrate(drizzle(db), { migrationsFolder });
    const tar = await db.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file (tests run in parallel).
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
}

/** The migrated template as PGlite loads it, or undefined to initialise the usual way. */
export async function pgliteTemplate(migrationsFolder: string): Promise<Blob | undefined> {
  try {
    const file = templateFile(migrationsFolder);
    if (!existsSync(file)) await makeTemplate(file, migrationsFolder);
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Whether a data folder holds a database already (else it is new, or empty). */
export function holdsDatabase(dataDir: string | undefined): boolean {
  return dataDir !== undefined && existsSync(path.join(dataDir, 'PG_VERSION'));
}
