// GET /api/plans/{id} under a 30-second loopback load: a paid (full) plan read by its owner.
// Target: p99 under 25 ms with zero errors on this 2-core machine.
import autocannon from 'autocannon';
import { registerUser, startServer } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);

async function api(server, cookie, method, path, body) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const server = await startServer({ port: 3210 });
try {
  const { cookie } = await registerUser(server);
  const form = {
    destination: 'Lisbon',
    departingFrom: 'Chicago',
    datesTraveling: 'June 3-9',
    otherTravelers: 'My partner',
    plansSoFar: 'Food, history and a day trip',
    firstName: 'Bench',
  };
  const { destination } = await api(
    server,
    cookie,
    'POST',
    '/api/geminiAPI/recommendation-known-gemini',
    form,
  );
  const { plan } = await api(server, cookie, 'POST', '/api/users/plan', {
    plan_type: 'DESTINATION_KNOWN',
    plan_data: { destination },
    form_data: form,
  });
  const checkout = await api(server, cookie, 'POST', '/api/stripe/create-checkout-session', {
    plan_id: plan.id,
  });
  await api(server, cookie, 'POST', `/api/checkout/local/${checkout.sessionId}/pay`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
  const full = await api(server, cookie, 'GET', `/api/plans/${plan.id}`);
  if (full.is_preview) throw new Error('expected a paid plan');

  // Warm-up, then the measured run.
  await autocannon({
    url: `${server.url}/api/plans/${plan.id}`,
    connections: 10,
    duration: 3,
    headers: { cookie },
  });
  const result = await autocannon({
    url: `${server.url}/api/plans/${plan.id}`,
    connections: 10,
    duration: DURATION_S,
    headers: { cookie },
  });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  console.log(
    `\nGET /api/plans/${plan.id} (paid, ${Math.round(JSON.stringify(full).length / 1024)} KB), ${DURATION_S} s, 10 connections`,
  );
  console.log(
    `  requests/s ${result.requests.average.toFixed(0)}, p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
  console.log(
    `  target: p99 < 25 ms, zero errors -> ${result.latency.p99 < 25 && errors === 0 ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await server.stop();
}
