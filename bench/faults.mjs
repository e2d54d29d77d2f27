// Fault drills against the real, compiled server (npm run build first), on loopback only:
// 1. Disk full under the embedded database: a small tmpfs holds the data folder and is filled
//    while sign-ups keep coming. Writes must fail with a clear 5xx, the process must stay up,
//    and writes must succeed again once space returns. Needs root (mount); skipped otherwise.
// 2. PostgreSQL connections dropped (pg_terminate_backend) under a read load: requests in
//    flight may fail with 503, never 500, later ones succeed, the process stays up.
//    Needs the PostgreSQL server of this machine (FAULTS_DATABASE_URL).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { registerUser, startServer } from './lib.mjs';

const PG_URL = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function tally(codes) {
  const counts = new Map();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].map(([code, n]) => `${code}: ${n}`).join(', ');
}

async function signUp(server, i, tag) {
  const res = await fetch(`${server.url}/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.origin,
      // One address per sign-up, so the per-address limit does not hide what the disk does.
      'x-forwarded-for': `10.${tag}.${Math.floor(i / 250)}.${i % 250}`,
    },
    body: JSON.stringify({
      email: `${tag}-${i}@example.com`,
      firstName: 'A',
      password: 'a long password',
    }),
  });
  return res.status;
}

async function diskFull() {
  const mount = path.join(os.tmpdir(), `faults-disk-${process.pid}`);
  mkdirSync(mount, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=120m', 'tmpfs', mount], { stdio: 'ignore' });
  } catch {
    console.log('disk full: skipped (mounting a small tmpfs needs root)');
    return;
  }
  const filler = path.join(mount, 'filler');
  const server = await startServer({
    port: 3241,
    dataDir: path.join(mount, 'pglite'),
    env: { TRUST_PROXY: '1' },
  });
  try {
    const before = [];
    for (let i = 0; i < 5; i++) before.push(await signUp(server, i, 1));
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=200'], {
        stdio: 'ignore',
      });
    } catch {
      // dd stops with "no space left on device": that is the point.
    }
    const full = [];
    for (let i = 0; i < 300; i++) full.push(await signUp(server, i, 2));
    const health = (await fetch(`${server.url}/api/health`)).status;
    rmSync(filler);
    const after = [];
    for (let i = 0; i < 20; i++) after.push(await signUp(server, i, 3));
    console.log('\nDisk full (embedded database on a 120 MB tmpfs)');
    console.log(`  sign-ups before:            ${tally(before)}`);
    console.log(`  sign-ups with the disk full: ${tally(full)}`);
    console.log(`  health while full:          ${health}`);
    console.log(`  sign-ups after freeing:     ${tally(after)}`);
    console.log(`  process still up:           ${process.kill(server.pid, 0)}`);
    if (full.some((s) => s === 500) || after.some((s) => s !== 201)) process.exitCode = 1;
  } finally {
    await server.stop({ keepData: true });
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  }
}

async function connectionDrop() {
  const name = `faults_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log('connection drop: skipped (no PostgreSQL at FAULTS_DATABASE_URL)');
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const server = await startServer({ port: 3242, env: { DATABASE_URL: url.href } });
  try {
    const { cookie } = await registerUser(server);
    const statuses = [];
    let stop = false;
    const load = (async () => {
      while (!stop) {
        const res = await fetch(`${server.url}/api/users/me`, { headers: { cookie } }).catch(
          () => null,
        );
        statuses.push(res ? res.status : 'refused');
      }
    })();
    await new Promise((r) => setTimeout(r, 1000));
    const dropped = await admin.query(
      'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    const at = statuses.length;
    await new Promise((r) => setTimeout(r, 3000));
    stop = true;
    await load;
    const later = statuses.slice(at);
    const recovered = later.findIndex(
      (s, i) => s === 200 && later.slice(i).every((x) => x === 200),
    );
    console.log('\nPostgreSQL connections dropped under a read load (GET /api/users/me)');
    console.log(`  connections terminated:  ${dropped.rows[0].n}`);
    console.log(`  answers before the drop: ${tally(statuses.slice(0, at))}`);
    console.log(`  answers after the drop:  ${tally(later)}`);
    console.log(`  answers until all good:  ${recovered}`);
    console.log(`  process still up:        ${process.kill(server.pid, 0)}`);
    if (later.some((s) => s === 500 || s === 'refused') || recovered < 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await diskFull();
await connectionDrop();
