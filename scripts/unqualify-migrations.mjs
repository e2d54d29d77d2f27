// drizzle-kit writes "public"."table" in foreign keys; the app runs its migrations in whatever
// schema the connection's search_path names (tests use a fresh schema per run), so strip it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/src/db/migrations',
);
for (const name of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const file = path.join(dir, name);
  const sql = readFileSync(file, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(file, fixed);
}
