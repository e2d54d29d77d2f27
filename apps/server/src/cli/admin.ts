/**
 * `npm run admin -- create --email staff@example.com --first-name Sam`
 * Creates an admin account or promotes an existing one. The password comes from
 * ADMIN_PASSWORD or is prompted for (hidden) when a new account needs one.
 */
import { parseArgs } from 'node:util';
import { emailSchema } from '@app/shared';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseLockedError } from '../db/pglite-lock.ts';
import { createOrPromoteAdmin, findUserByEmail } from '../services/users.ts';
import { promptHidden } from './prompt.ts';

const USAGE = 'Usage: npm run admin -- create --email <email> --first-name <name>';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, 'first-name': { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email);
  if (positionals[0] !== 'create' || !email.success) {
    console.error(USAGE);
    process.exit(2);
  }
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
    console.log(
      result.created
        ? `Created admin ${values.email} (id ${result.id}).`
        : `Promoted ${values.email} (id ${result.id}) to admin.`,
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
