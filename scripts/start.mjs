// `npm start`: build the web app when its build is missing or older than its sources, then
// run the server (embedded database and every embedded provider unless configured otherwise).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(builtIndex)) return true;
  const sources = Math.max(
    newestMtime(path.join(web, 'src')),
    newestMtime(path.join(root, 'packages/shared/src')),
    statSync(path.join(web, 'index.html')).mtimeMs,
  );
  return sources > statSync(builtIndex).mtimeMs;
}

if (existsSync(path.join(web, 'index.html')) && needsBuild()) {
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const envFile = path.join(root, '.env');
const args = [
  ...(existsSync(envFile) ? [`--env-file=${envFile}`] : []),
  'apps/server/src/server.ts',
];
const child = spawn(tsx, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
