import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, ORIGIN, type TestApp } from './helpers/app.ts';
import {
  badString,
  badValue,
  contentType,
  encodeValue,
  fromSchema,
  type JsonSchema,
  type Known,
  malformedJson,
  paramValue,
} from './helpers/fuzz-input.ts';
import { adminSession, createPlan, signedInUser } from './plans/factories.ts';

/**
 * Every route of the OpenAPI document, driven with generated bad input signed out, as a
 * traveller and (for staff routes) as staff: no answer is a 5xx, and every 4xx says why in a
 * `message`. A failure prints fast-check's seed; FUZZ_SEED=<seed> replays it.
 */

/** Bounded so the file stays fast; FUZZ_RUNS=200 hunts longer. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

interface Parameter {
  in: 'path' | 'query';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operation: Operation;
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; type: string }
  | { kind: 'none' };

interface Generated {
  /** Signed-out runs send no cookie or one no session has. */
  forgedCookie: string | null;
  params: Record<string, string>;
  query: Array<[string, string]>;
  body: Body;
}

/** Routes the document hides (outside the spec's API) that a browser can still reach. */
const inPath = (name: string): Parameter => ({ in: 'path', name });
const HIDDEN_ROUTES: Route[] = [
  { method: 'GET', path: '/api/health', operation: {} },
  { method: 'GET', path: '/api/docs', operation: {} },
  { method: 'POST', path: '/api/stripe/webhook', operation: {} },
  { method: 'GET', path: '/dev/mailbox', operation: {} },
  { method: 'GET', path: '/dev/mailbox/messages.json', operation: {} },
  { method: 'GET', path: '/dev/mailbox/{id}', operation: { parameters: [inPath('id')] } },
  {
    method: 'GET',
    path: '/images/art/destination/{slug}.svg',
    operation: { parameters: [inPath('slug')] },
  },
  {
    method: 'GET',
    path: '/images/art/place/{dest}/{slug}.svg',
    operation: { parameters: [inPath('dest'), inPath('slug'), { in: 'query', name: 'i' }] },
  },
];

/**
 * The routes a signed-out visitor may be answered 2xx by: public pages' calls, signing in and
 * up, public links and examples, artwork, and the local mailbox. Every other route must
 * refuse a visitor without a session, whatever they send (the property below).
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/docs',
  'GET /api/health',
  'GET /api/public-config',
  'POST /api/feedback',
  'POST /api/geminiAPI/generate-multi-select-destination-chips-gemini',
  'POST /api/geminiAPI/generate-multi-select-experience-chips-gemini',
  'POST /api/geminiAPI/generate-multi-select-experience-question-gemini',
  'GET /api/plans/public/{id}',
  'GET /api/plans/{id}/example',
  'GET /api/plans/{id}/events',
  // Downloads through a public link (a fuzzed PATCH may switch the paid plan's link on).
  'POST /api/pdf/generate-pdf-known',
  'POST /api/pdf/generate-pdf-unknown',
  'GET /api/plans/{id}/calendar.ics',
  'POST /api/stripe/webhook',
  'POST /auth/register',
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/forgot-password',
  'GET /auth/check-reset-token/{token}',
  'POST /auth/update-password',
  'POST /admin/auth/login',
  'POST /api/admin/auth/logout',
  'GET /dev/mailbox',
  'GET /dev/mailbox/messages.json',
  'GET /dev/mailbox/{id}',
  'GET /images/art/destination/{slug}.svg',
  'GET /images/art/place/{dest}/{slug}.svg',
]);

/** Routes only a staff session may be answered 2xx by. */
const isStaffOnly = (route: Route) =>
  route.path.startsWith('/admin/plans/') || route.path === '/api/admin/auth/me';

const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

let t: TestApp;
let routes: Route[] = [];
const known: Known = { planIds: [], emails: [] };
let traveller: { email: string; password: string };

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await signedInUser(t);
  traveller = owner;
  const paid = await createPlan(t, owner, { paid: true });
  const unpaid = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
  const other = await createPlan(t, await signedInUser(t));
  known.planIds = [paid.id, unpaid.id, other.id];
  known.emails = [owner.email, 'someone-else@example.com'];
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Route['method'],
      path,
      operation,
    })),
  );
  routes.push(...HIDDEN_ROUTES);
});
afterAll(() => t.close());

const forgedCookie = fc.constantFrom(
  'sid=not-a-session',
  'sid=%00',
  'sid=%ED%A0%80',
  `admin_sid=${'x'.repeat(5000)}`,
  'sid=; admin_sid=',
);

const json = (value: unknown): Body => ({ kind: 'json', value });

function requestFor(route: Route): fc.Arbitrary<Generated> {
  const parameters = route.operation.parameters ?? [];
  // A stream on a plan the visitor may follow stays open: only ids that answer at once.
  const allowReal = !route.path.endsWith('/events');
  const params: Record<string, fc.Arbitrary<string>> = {};
  for (const p of parameters.filter((p) => p.in === 'path')) {
    params[p.name] = paramValue(p.name, known, allowReal);
  }
  const queryNames = [
    ...parameters.filter((p) => p.in === 'query').map((p) => p.name),
    'token',
    'extra',
  ];
  const query = fc.array(
    fc
      .constantFrom(...queryNames)
      .chain((name) =>
        paramValue(name, known, true).map((value): [string, string] => [name, value]),
      ),
    { maxLength: 3 },
  );
  const schema = route.operation.requestBody?.content['application/json']?.schema;
  const body: fc.Arbitrary<Body> =
    route.method === 'GET'
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          { weight: 3, arbitrary: fromSchema(schema ?? {}, known, true).map(json) },
          { weight: 3, arbitrary: fromSchema(schema ?? {}, known, false).map(json) },
          { weight: 1, arbitrary: badValue.map(json) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(fc.oneof(malformedJson, badString), contentType)
              .map(([text, type]) => ({ kind: 'raw' as const, text, type })),
          },
        );
  return fc.record({
    forgedCookie: fc.option(forgedCookie),
    params: fc.record(params),
    query,
    body,
  });
}

function injectOptions(route: Route, input: Generated, cookie?: string): InjectOptions {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeValue(input.params[name] ?? ''),
  );
  const search = input.query.map(([k, v]) => `${encodeValue(k)}=${encodeValue(v)}`).join('&');
  const headers: Record<string, string> = { origin: ORIGIN };
  const sent = cookie ?? input.forgedCookie;
  if (sent) headers.cookie = sent;
  const options: InjectOptions = {
    method: route.method,
    url: search ? `${path}?${search}` : path,
    headers,
  };
  if (input.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(input.body.value) ?? 'null';
  } else if (input.body.kind === 'raw') {
    headers['content-type'] = input.body.type;
    options.payload = input.body.text;
  }
  return options;
}

let travellerCookie: string | undefined;
let staffCookie: string | undefined;

/** A session that is still live: a fuzzed sign-out ends one, and later routes need a new one. */
async function live(cookie: string | undefined, probe: string, renew: () => Promise<string>) {
  if (cookie) {
    const res = await t.app.inject({ method: 'GET', url: probe, headers: { cookie } });
    if (res.statusCode === 200) return cookie;
  }
  return renew();
}

async function sessionsFor() {
  travellerCookie = await live(travellerCookie, '/api/users/me', () => login(t, traveller));
  const sessions: Array<[string, string | undefined]> = [
    ['signed out', undefined],
    ['traveller', travellerCookie],
  ];
  staffCookie = await live(staffCookie, '/api/admin/auth/me', () => adminSession(t));
  sessions.push(['staff', staffCookie]);
  return sessions;
}

/** One generated request: never a 5xx, and a 4xx says why in JSON. */
async function checkOne(route: Route, who: string, cookie: string | undefined, input: Generated) {
  const options = injectOptions(route, input, cookie);
  const res = await t.app.inject(options);
  const sent = String(options.payload ?? '').slice(0, 300);
  const where = `${who}: ${options.method} ${options.url} ${sent} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  // Authorization holds whatever is sent: no session, no success outside the public routes;
  // a traveller's session, no success on a staff route.
  if (who === 'signed out' && res.statusCode < 300) {
    expect(PUBLIC_ROUTES.has(routeKey(route)), `not public: ${where}`).toBe(true);
  }
  if (who === 'traveller' && isStaffOnly(route)) {
    expect(res.statusCode, `staff only: ${where}`).toBeGreaterThanOrEqual(400);
  }
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], where).toContain('application/json');
    const message: unknown = res.json().message;
    expect(typeof message === 'string' && message.length > 0, where).toBe(true);
  }
}

const TIMEOUT_MS = Math.max(120_000, RUNS_PER_ROUTE * 8000);

describe('every route of the OpenAPI document', () => {
  it('is found in the document', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('every route the app answers is in the document or in the hidden list above', () => {
    const known = new Set(routes.map(routeKey));
    const registered = [...t.app.registeredRoutes]
      // The web app's files and pages are served by the static and SPA handlers, not here.
      .filter((r) => /^[A-Z]+ \/(api|auth|admin|dev|images)\//.test(r))
      .map((r) => r.replace(/:(\w+)/g, '{$1}'));
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((r) => !known.has(r))).toEqual([]);
  });

  it('never answers 5xx, and every 4xx carries a message', { timeout: TIMEOUT_MS }, async () => {
    for (const route of routes) {
      for (const [who, cookie] of await sessionsFor()) {
        await fc.assert(
          fc.asyncProperty(requestFor(route), (input) => checkOne(route, who, cookie, input)),
          { numRuns: RUNS_PER_ROUTE, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
      }
    }
  });
});
