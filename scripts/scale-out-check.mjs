// Scale-out on PostgreSQL, as an operator would run it (called by .ci/run after the build):
// two web instances (JOB_WORKERS=false) and one worker instance of the compiled server on
// one fresh PostgreSQL database, sharing Redis, all on loopback. It proves that
// - a session made on one web instance works on the other, and rate limits count across both;
// - a plan saved on one web instance is completed once by the worker, and a live-update
//   stream open on the OTHER web instance hears it;
// - a worker killed (SIGKILL) in the middle of a job leaves it to the next worker, which
//   completes it once.
// The job is held mid-run deterministically: this script locks the plan's row, so the
// worker's write waits; that worker is then killed, the lock released, a new worker started.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORIGIN = 'http://localhost:3000';
const run = randomBytes(4).toString('hex');
const dbName = `scale_out_${run}`;
const children = new Set();
let failures = 0;

function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures += 1;
}

function start(name, port, env) {
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...SERVER_ENV,
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: ORIGIN,
        LOG_LEVEL: 'error',
        DATABASE_URL: url.href,
        REDIS_URL,
        REDIS_KEY_PREFIX: `scale-out-${run}:`,
        WEB_DIST_DIR: 'apps/web/does-not-exist',
        // One setting for the whole deployment (a job's expiry is fixed when it is queued):
        // short here, so a job lost with its worker is retried within seconds.
        JOB_EXPIRE_SECONDS: '5',
        JOB_MAINTENANCE_SECONDS: '1',
        ...env,
      },
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  return { name, base, child, ready: waitForHealth(base) };
}

async function waitForHealth(base) {
  for (let i = 0; i < 400; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not start`);
}

async function kill(instance, signal) {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((r) => instance.child.once('exit', r));
  instance.child.kill(signal);
  await exited;
}

async function call(instance, method, url, { cookie, body } = {}) {
  const res = await fetch(`${instance.base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  const text = await res.text();
  return {
    status: res.status,
    json: text ? JSON.parse(text) : null,
    cookie: setCookie?.split(';')[0],
  };
}

/** Reads a live-update stream until an event with one of these fields (or `ready`) arrives. */
function listenFor(instance, planId, cookie) {
  const abort = new AbortController();
  const heard = (async () => {
    const res = await fetch(`${instance.base}/api/plans/${planId}/events`, {
      headers: { cookie },
      signal: abort.signal,
    });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      if (/event: (ready|plan-updated)[\s\S]*second_destination|event: ready/.test(buffer)) {
        return { at: performance.now(), buffer };
      }
    }
    return null;
  })().catch(() => null);
  return { heard, close: () => abort.abort() };
}

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const onDb = new pg.Client({ connectionString: PG_URL.replace(/\/[^/]*$/, `/${dbName}`) });
try {
  // The worker starts first and migrates the new database; the web instances follow.
  const worker = start('worker', 3261, { JOB_WORKERS: 'true' });
  await worker.ready;
  const webA = start('web A', 3262, { JOB_WORKERS: 'false' });
  const webB = start('web B', 3263, { JOB_WORKERS: 'false' });
  await Promise.all([webA.ready, webB.ready]);
  await onDb.connect();

  // Sessions are in the database: made on A, used on B.
  const email = `scale-${run}@example.com`;
  const registered = await call(webA, 'POST', '/auth/register', {
    body: { email, firstName: 'Scale', password: 'a long password' },
  });
  const cookie = registered.cookie;
  const me = await call(webB, 'GET', '/api/users/me', { cookie });
  check(
    registered.status === 201 && me.status === 200 && me.json.email === email,
    'a session made on web A works on web B',
  );

  // Rate limits are counted in Redis: 10 reset requests an hour per address, across both.
  const statuses = [];
  for (let i = 0; i < 11; i++) {
    const res = await call(i % 2 ? webB : webA, 'POST', '/auth/forgot-password', {
      body: { email: `nobody-${run}-${i}@example.com` },
    });
    statuses.push(res.status);
  }
  check(
    statuses.slice(0, 10).every((s) => s === 200) && statuses[10] === 429,
    `rate limits are shared: 10 answered across A and B, the 11th refused (${statuses.join(' ')})`,
  );

  // No worker runs while the plan is saved: its completion waits in the queue.
  await kill(worker, 'SIGKILL');
  const generated = await call(webA, 'POST', '/api/geminiAPI/recommendation-unknown-first-gemini', {
    cookie,
    body: {
      firstName: 'Scale',
      travelMotivation: 'Quiet beaches, good seafood and a little history',
      departingFrom: 'London',
      travelTimeline: 'September',
      travelLengthDays: 4,
      otherTravelers: 'my partner',
      budgetRange: [1500, 3000],
    },
  });
  check(
    generated.status === 200,
    `a find-a-destination plan is generated on web A (${generated.status})`,
  );
  const savedPlan = await call(webA, 'POST', '/api/users/plan', {
    cookie,
    body: {
      plan_type: 'DESTINATION_UNKNOWN',
      plan_data: { destination: generated.json?.destination },
    },
  });
  const planId = savedPlan.json?.plan?.id;
  check(
    savedPlan.status === 201 && Number.isInteger(planId),
    `the plan is saved on web A (${savedPlan.status})`,
  );

  // Now hold the plan's row and start a worker; its job waits on the row, mid-run.
  await onDb.query('BEGIN');
  await onDb.query('SELECT id FROM plans WHERE id = $1 FOR UPDATE', [planId]);
  const stream = listenFor(webB, planId, cookie);
  const held = start('worker 2', 3264, { JOB_WORKERS: 'true' });
  await held.ready;
  let active = false;
  for (let i = 0; i < 100 && !active; i++) {
    const { rows } = await onDb.query(
      "SELECT state FROM pgboss.job WHERE name = 'plan-remaining-unknown' AND singleton_key = $1",
      [String(planId)],
    );
    active = rows.some((r) => r.state === 'active');
    if (!active) await new Promise((r) => setTimeout(r, 100));
  }
  check(active, 'the worker took the job and is held in the middle of it');
  await kill(held, 'SIGKILL');
  await onDb.query('ROLLBACK');

  // The next worker completes the job once its lost run has expired.
  const next = start('worker 3', 3265, { JOB_WORKERS: 'true' });
  await next.ready;
  let job;
  for (let i = 0; i < 600; i++) {
    const { rows } = await onDb.query(
      "SELECT state, retry_count FROM pgboss.job WHERE name = 'plan-remaining-unknown' AND singleton_key = $1",
      [String(planId)],
    );
    job = rows;
    if (rows.length === 1 && rows[0].state === 'completed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const completedAt = performance.now();
  check(
    job?.length === 1 && job[0].state === 'completed' && job[0].retry_count >= 1,
    `the killed worker's job is completed once by the next worker (${JSON.stringify(job)})`,
  );
  const { rows } = await onDb.query(
    "SELECT plan_data ? 'second_destination' AS second, comparison_data_unknown IS NOT NULL AS comparison FROM plans WHERE id = $1",
    [planId],
  );
  check(
    rows[0]?.second && rows[0]?.comparison,
    'the plan has its second destination and comparison',
  );
  const heard = await Promise.race([
    stream.heard,
    new Promise((r) => setTimeout(() => r(null), 10_000)),
  ]);
  stream.close();
  check(heard !== null, "web B's live-update stream heard the completion made by the worker");
  if (heard)
    console.log(
      `     (heard ${Math.max(0, Math.round(heard.at - completedAt))} ms after the job was seen completed)`,
    );
} catch (err) {
  console.error(err);
  failures += 1;
} finally {
  for (const child of children) child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  await onDb.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
console.log(
  failures === 0 ? '\nscale-out: all checks passed' : `\nscale-out: ${failures} check(s) failed`,
);
process.exit(failures === 0 ? 0 : 1);
