import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE_PLAN_IDS } from '@app/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { DatabaseLockedError, lockDataDir } from '../../src/db/pglite-lock.ts';
import { plans, users } from '../../src/db/schema.ts';
import { findUserByEmail } from '../../src/services/users.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `npm run admin -- create ...` as an operator runs it, on the given embedded database. */
function runCli(
  dataDir: string | { envFile: string },
  email: string,
  args = ['create', '--email', email, '--first-name', 'Sam'],
) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    ADMIN_PASSWORD: 'staff password 1',
  };
  delete env.DATABASE_URL;
  delete env.PGLITE_DATA_DIR;
  // Settings either in the environment or, as operators keep them, in a `.env` file.
  if (typeof dataDir === 'string')
    Object.assign(env, { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir });
  else env.APP_ENV_FILE = dataDir.envFile;
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(tsx, ['src/cli/admin.ts', ...args], { cwd: serverDir, env });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run admin -- create on the embedded database', () => {
  it('refuses clearly while another process (the server) holds the folder, and works once it is free', async () => {
    const dataDir = tempDir();
    const held = await openDatabase({ pgliteDataDir: dataDir });
    const refused = await runCli(dataDir, 'staff@example.com');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`in use by another process (pid ${process.pid})`);
    expect(refused.out).toContain('Stop that process first');
    expect(await findUserByEmail(held, 'staff@example.com')).toBeFalsy();
    await held.close();
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

    const created = await runCli(dataDir, 'staff@example.com');
    expect(created.out).toContain('Created admin staff@example.com');
    expect(created.code).toBe(0);
    const reopened = await openDatabase({ pgliteDataDir: dataDir });
    expect((await findUserByEmail(reopened, 'staff@example.com'))?.role).toBe('admin');
    await reopened.close();
  }, 60_000);

  it('reads the server’s .env, so a database set there is the one written (or refused)', async () => {
    const dataDir = tempDir();
    const envFile = path.join(tempDir(), '.env');
    writeFileSync(envFile, `PGLITE_DATA_DIR=${dataDir}\nDATABASE_URL=\n`);
    const held = await openDatabase({ pgliteDataDir: dataDir });
    const refused = await runCli({ envFile }, 'envstaff@example.com');
    expect(refused.out).toContain(`in use by another process (pid ${process.pid})`);
    expect(refused.code).toBe(1);
    await held.close();

    const created = await runCli({ envFile }, 'envstaff@example.com');
    expect(created.code).toBe(0);
    expect(created.out).toContain(`in the embedded database in ${dataDir}`);
    const reopened = await openDatabase({ pgliteDataDir: dataDir });
    expect((await findUserByEmail(reopened, 'envstaff@example.com'))?.role).toBe('admin');
    await reopened.close();
  }, 60_000);

  it('refuses a folder another live process holds and takes over a lock left by one that died', () => {
    const dataDir = tempDir();
    const lock = path.join(dataDir, 'app.lock');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lock, String(sleeper.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DatabaseLockedError);
    } finally {
      sleeper.kill('SIGKILL');
    }
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(lock, gone.stdout.toString());
    const release = lockDataDir(dataDir);
    expect(existsSync(lock)).toBe(true);
    release();
    expect(existsSync(lock)).toBe(false);
  });
});

describe('npm run admin -- reset-examples', () => {
  it('removes the example plans the system account owns, and nothing else', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ pgliteDataDir: dataDir });
    const account = (email: string, role: 'user' | 'system') =>
      database.db
        .insert(users)
        .values({ email, firstName: 'X', passwordHash: 'not a hash', role })
        .returning({ id: users.id });
    const [system] = await account('examples@system.invalid', 'system');
    const [traveller] = await account('traveller@example.com', 'user');
    const plan = (id: number, userId: number) => ({
      id,
      userId,
      planType: 'DESTINATION_KNOWN' as const,
      planData: { destination: { location: 'Kyoto, Japan' } } as never,
      formData: {} as never,
    });
    const [knownId, unknownId] = EXAMPLE_PLAN_IDS;
    await database.db
      .insert(plans)
      .values([plan(knownId, system!.id), plan(unknownId, system!.id)]);
    const [own] = await database.db
      .insert(plans)
      .values({ ...plan(9001, traveller!.id) })
      .returning({ id: plans.id });
    await database.close();

    const result = await runCli(dataDir, '', ['reset-examples']);
    expect(result.out).toContain('Removed 2 example plans from the embedded database in');
    expect(result.code).toBe(0);
    const reopened = await openDatabase({ pgliteDataDir: dataDir });
    const left = await reopened.db.select({ id: plans.id }).from(plans);
    expect(left.map((p) => p.id)).toEqual([own!.id]);
    await reopened.close();
  }, 60_000);
});
