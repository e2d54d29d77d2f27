// `npm start`: compile whatever is missing or older than its sources (the server to plain
// JavaScript, the web app to static files), then run the server in this same process, on
// the embedded database and every embedded provider unless configured otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Built output older than any of its sources (or missing) is built again. */
function stale(output, sources) {
  if (!existsSync(output)) return true;
  return Math.max(...sources.map((s) => newestMtime(s))) > statSync(output).mtimeMs;
}

function build(workspace, label) {
  console.log(`Building the ${label}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = [at('packages/shared/src')];
if (
  stale(at('apps/server/dist/server.js'), [
    at('apps/server/src'),
    at('packages/planner/src'),
    ...shared,
  ])
) {
  build('apps/server', 'server');
}
if (
  existsSync(at('apps/web/index.html')) &&
  stale(at('apps/web/dist/index.html'), [at('apps/web/src'), at('apps/web/index.html'), ...shared])
) {
  build('apps/web', 'web app');
}

const envFile = process.env.APP_ENV_FILE ?? at('.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
// The server's own working directory is the repository (relative paths in .env).
process.chdir(root);
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
