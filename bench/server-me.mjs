// Platform figures: cold start of the server (built app, fresh embedded database, and again
// on an existing one), idle memory, and GET /api/users/me under a 20-second loopback load.
import autocannon from 'autocannon';
import { registerUser, rssMiB, startServer } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);

// First start creates the database, the job queue's tables and the example plans; the
// restart after it is what an operator sees day to day.
const first = await startServer();
await first.stop({ keepData: true });
const server = await startServer({ dataDir: first.dataDir });
try {
  const { cookie } = await registerUser(server);
  await new Promise((r) => setTimeout(r, 2000));
  const idle = await rssMiB(server.pid);
  const result = await autocannon({
    url: `${server.url}/api/users/me`,
    connections: 10,
    duration: DURATION_S,
    headers: { cookie },
  });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  console.log('\nPlatform benchmark');
  console.log(`first start to first answer (new database): ${first.readyMs.toFixed(0)} ms`);
  console.log(`restart to first answer (existing data):   ${server.readyMs.toFixed(0)} ms`);
  console.log(`idle memory (RSS):                         ${idle.toFixed(0)} MiB`);
  console.log(`GET /api/users/me, ${DURATION_S} s, 10 connections:`);
  console.log(
    `  requests/s ${result.requests.average.toFixed(0)}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
} finally {
  await server.stop();
}
