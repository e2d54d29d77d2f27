/**
 * `npm run admin -- create --email staff@example.com --first-name Sam`
 * Creates an admin account or promotes an existing one. The password comes from
 * ADMIN_PASSWORD or is prompted for (hidden) when a new account needs one.
 *
 * `npm run admin -- reset-examples`
 * Removes the two example plans, so the next start makes them again with the planner and
 * catalogue it runs (they are made once per install).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailSchema } from '@app/shared';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseLockedError } from '../db/pglite-lock.ts';
import { removeExamplePlans } from '../services/example-plans.ts';
import { createOrPromoteAdmin, findUserByEmail } from '../services/users.ts';
import { promptHidden } from './prompt.ts';

const USAGE = [
  'Usage: npm run admin -- create --email <email> --first-name <name>',
  '       npm run admin -- reset-examples',
].join('\n');

/** The repository: where `npm start` runs the server from (config.ts resolves paths against it). */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The same settings the server runs with: `npm start` loads the repository's `.env`
 * (scripts/start.mjs), so the command does too. Without it a DATABASE_URL or PGLITE_DATA_DIR
 * kept in `.env` would send the write to another database than the running server's, and
 * the command would report an account the server never sees.
 */
function loadServerEnvironment() {
  process.chdir(repoRoot);
  const envFile = process.env.APP_ENV_FILE ?? path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}

/** Where the account was written, so the operator can see it is the server's database. */
function describeDatabase(database: { url?: string; pgliteDataDir?: string }): string {
  if (database.url) {
    const url = new URL(database.url);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  }
  const folder = database.pgliteDataDir ?? '';
  const inRepo = path.relative(repoRoot, folder);
  return `the embedded database in ${inRepo.startsWith('..') ? folder : `./${inRepo}`}`;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, 'first-name': { type: 'string' } },
  });
  if (positionals[0] === 'reset-examples') return resetExamples();
  const email = emailSchema.safeParse(values.email);
  if (positionals[0] !== 'create' || !email.success) {
    console.error(USAGE);
    process.exit(2);
  }
  loadServerEnvironment();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const existing = await findUserByEmail(database, email.data);
    let password = process.env.ADMIN_PASSWORD;
    if (!existing && !password) password = await promptHidden('Password for the new admin: ');
    if (password !== undefined && password.length < 8) {
      console.error('Admin passwords must be at least 8 characters.');
      process.exit(2);
    }
    const result = await createOrPromoteAdmin(database, {
      email: email.data,
      firstName: values['first-name'] ?? 'Admin',
      password,
    });
    const where = describeDatabase(config.database);
    console.log(
      result.created
        ? `Created admin ${values.email} (id ${result.id}) in ${where}.`
        : `Promoted ${values.email} (id ${result.id}) to admin in ${where}.`,
    );
  } finally {
    await database.close();
  }
}

async function resetExamples() {
  loadServerEnvironment();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const removed = await removeExamplePlans(database);
    console.log(
      `Removed ${removed} example plan${removed === 1 ? '' : 's'} from ${describeDatabase(config.database)}; the next start makes them again.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(
    err instanceof ConfigError || err instanceof DatabaseLockedError ? err.message : err,
  );
  process.exit(1);
});
