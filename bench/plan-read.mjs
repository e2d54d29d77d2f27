// GET /api/plans/{id} under a loopback load (10 connections): a paid (full) plan read by its
// owner, beside a bare Fastify route answering the same body in its own process, in the same
// run. Once on the embedded database and once on PostgreSQL (BENCH_PG_URL, default the
// machine's server; skipped when it cannot be reached). Also the server's resident memory
// after warm-up and at the end of the load (BENCH_DURATION seconds, default 30; 300 for the
// 5-minute memory check).
// Targets: at least 25% of the bare route's requests per second, p99 under 25 ms, 0 errors,
// memory growth under 50 MiB after warm-up.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { registerUser, root, rssMiB, startServer } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function api(server, cookie, method, urlPath, body) {
  const res = await fetch(`${server.url}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A paid plan of a new user, as the journey makes one. */
async function paidPlan(server) {
  const { cookie } = await registerUser(server);
  const form = {
    destination: 'Lisbon',
    departingFrom: 'Chicago',
    datesTraveling: 'June 3-9',
    otherTravelers: 'My partner',
    plansSoFar: 'Food, history and a day trip',
    firstName: 'Bench',
  };
  const generated = await api(
    server,
    cookie,
    'POST',
    '/api/geminiAPI/recommendation-known-gemini',
    form,
  );
  const { plan } = await api(server, cookie, 'POST', '/api/users/plan', {
    plan_type: 'DESTINATION_KNOWN',
    plan_data: { destination: generated.destination },
  });
  const checkout = await api(server, cookie, 'POST', '/api/stripe/create-checkout-session', {
    plan_id: plan.id,
  });
  await api(server, cookie, 'POST', `/api/checkout/local/${checkout.sessionId}/pay`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
  // Background work (images) finishes first, so the body no longer changes.
  await new Promise((r) => setTimeout(r, 2000));
  const res = await fetch(`${server.url}/api/plans/${plan.id}`, { headers: { cookie } });
  const body = await res.text();
  if (JSON.parse(body).plan.is_preview) throw new Error('expected a paid plan');
  return { cookie, planId: plan.id, body };
}

const load = (url, headers, duration) => autocannon({ url, connections: 10, duration, headers });

function startBare(body) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bare-'));
  const file = path.join(dir, 'body.json');
  writeFileSync(file, body);
  const child = fork(path.join(root, 'bench/bare-server.mjs'), {
    env: { ...process.env, BARE_BODY_FILE: file, PORT: '3299' },
    stdio: 'inherit',
  });
  return new Promise((resolve) =>
    child.once('message', () =>
      resolve({
        url: 'http://127.0.0.1:3299',
        stop: () => {
          child.kill();
          rmSync(dir, { recursive: true, force: true });
        },
      }),
    ),
  );
}

async function measure(label, env) {
  const server = await startServer({ port: 3210, env });
  try {
    const { cookie, planId, body } = await paidPlan(server);
    const url = `${server.url}/api/plans/${planId}`;
    const bare = await startBare(body);
    try {
      await load(url, { cookie }, 3);
      await load(`${bare.url}/api/plans/${planId}`, {}, 3);
      const warm = await rssMiB(server.pid);
      // The two runs alternate in halves, so a busy moment of the machine hits both alike.
      const half = Math.max(1, Math.round(DURATION_S / 2));
      const app1 = await load(url, { cookie }, half);
      const ref1 = await load(`${bare.url}/api/plans/${planId}`, {}, half);
      const app2 = await load(url, { cookie }, half);
      const ref2 = await load(`${bare.url}/api/plans/${planId}`, {}, half);
      const end = await rssMiB(server.pid);
      const rps = (a, b) => (a.requests.average + b.requests.average) / 2;
      const errors = [app1, app2].reduce((n, r) => n + r.errors + r.timeouts + (r.non2xx ?? 0), 0);
      const p99 = Math.max(app1.latency.p99, app2.latency.p99);
      const ratio = rps(app1, app2) / rps(ref1, ref2);
      console.log(
        `\n${label}: GET /api/plans/{id} (paid, ${Math.round(body.length / 1024)} KB), 10 connections, ${2 * half} s`,
      );
      console.log(
        `  app:  ${rps(app1, app2).toFixed(0)} req/s, p50 ${Math.max(app1.latency.p50, app2.latency.p50)} ms, p99 ${p99} ms, errors ${errors}`,
      );
      console.log(
        `  bare: ${rps(ref1, ref2).toFixed(0)} req/s, p99 ${Math.max(ref1.latency.p99, ref2.latency.p99)} ms`,
      );
      console.log(
        `  ratio ${(100 * ratio).toFixed(1)}% of the bare route (target >= 25%), p99 target < 25 ms`,
      );
      console.log(
        `  memory: ${warm.toFixed(0)} MiB after warm-up, ${end.toFixed(0)} MiB after the load (growth ${(end - warm).toFixed(0)} MiB, target < 50)`,
      );
    } finally {
      bare.stop();
    }
  } finally {
    await server.stop();
  }
}

await measure('Embedded database', {});

const admin = new pg.Client({ connectionString: PG_URL });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `bench_read_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    await measure('PostgreSQL', { DATABASE_URL: url.href });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: skipped (no server at BENCH_PG_URL)');
}
