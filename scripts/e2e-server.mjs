// Starts the server for the browser suite on a fresh embedded database (removed at exit).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'travel-plan-e2e-'));
// The compiled server (`npm run build`), as `npm start` runs it.
const dist = (file) => path.join(root, 'apps/server/dist', file);
const env = { ...process.env, PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', E2E: 'true' };
// The staff account of the admin journeys (e2e/fixtures/staff.ts), made as an operator would.
const staff = spawnSync(
  process.execPath,
  [dist('admin.js'), 'create', '--email', 'staff@example.com', '--first-name', 'Sam'],
  { cwd: root, stdio: 'inherit', env: { ...env, ADMIN_PASSWORD: 'e2e staff password' } },
);
if (staff.status !== 0) process.exit(staff.status ?? 1);
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, dist('server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...env },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
