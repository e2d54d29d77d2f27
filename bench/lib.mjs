// Helpers shared by the benchmarks: start the real server on a fresh embedded database,
// wait for it, and stop it. Every load targets loopback only and ends by itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startServer({ port = 3200, env = {}, dataDir: existing } = {}) {
  const url = `http://127.0.0.1:${port}`;
  // A server left over on the port (an interrupted run) would answer instead of this one,
  // with another build's files: refuse to measure it.
  const stale = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is already in use: stop the process listening there`);
  const dataDir = existing ?? mkdtempSync(path.join(os.tmpdir(), 'travel-plan-bench-'));
  const started = performance.now();
  // The compiled server, as `npm start` runs it (npm run build first).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      PGLITE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    origin: `http://localhost:${port}`,
    pid: child.pid,
    readyMs,
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process and its children in MiB, from /proc (Linux). */
export async function rssMiB(pid) {
  const { readFileSync, readdirSync } = await import('node:fs');
  const rssKb = (p) =>
    Number(readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  const children = (p) =>
    readdirSync(`/proc/${p}/task`).flatMap((task) =>
      readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    );
  let total = 0;
  const queue = [String(pid)];
  while (queue.length > 0) {
    const current = queue.pop();
    total += rssKb(current);
    queue.push(...children(current));
  }
  return total / 1024;
}

/** Registers a user and returns its session cookie. */
export async function registerUser(server, email = `bench-${Date.now()}@example.com`) {
  const res = await fetch(`${server.url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, firstName: 'Bench', password: 'bench password' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  return { cookie, user: await res.json() };
}
