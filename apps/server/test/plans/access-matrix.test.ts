import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, planShares } from '../../src/db/schema.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { GOOD_CARD, openCheckout } from '../payments/checkout-helpers.ts';
import {
  adminSession,
  type CreatedPlan,
  createPlan,
  planRow,
  type SignedIn,
  signedInUser,
} from './factories.ts';
import { listen, openEvents } from './sse-client.ts';

/**
 * The unauthorized-access matrix (DESIGN.md house style): every plan route against the
 * owner, another signed-in user, an anonymous visitor and a staff session, always with the
 * owner's plan ids (and the owner's user id wherever a body carries one). A plan that does
 * not exist answers exactly as someone else's does, so ids cannot be probed. A route that
 * asks `planFor` and has no row here fails the last tests, and so does a route that could
 * reach a plan without asking `planFor` unless it is listed below with the reason.
 */

/** `viewer`: someone each of the owner's plans is shared with by e-mail. */
type Role = 'owner' | 'viewer' | 'other' | 'anonymous' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Expected = Record<Role, number>;

interface Row {
  /** As the OpenAPI document names it: "METHOD /path/{param}". */
  route: string;
  /** The request for this plan id. */
  request(planId: number): { method: Method; url: string; body?: unknown };
  expected: Expected;
  /** Which of the owner's plans the row uses (default: the unpaid known one). */
  plan?: PlanName;
}

/** `checkout`: an unpaid plan with an open checkout, which the pay row pays. */
type PlanName = 'known' | 'unknown' | 'paid' | 'checkout';

let t: TestApp;
let baseUrl: string;
let owner: SignedIn;
let other: SignedIn;
let viewer: SignedIn;
let admin: string;
let known: CreatedPlan;
let unknown: CreatedPlan;
let paid: CreatedPlan;
let checkout: CreatedPlan;
/** The open checkout session of each plan that has one, by plan id. */
const sessions = new Map<number, string>();
beforeAll(async () => {
  t = await buildTestApp({ jobs: true });
  baseUrl = await listen(t.app);
  owner = await signedInUser(t);
  other = await signedInUser(t);
  viewer = await signedInUser(t);
  admin = await adminSession(t);
  known = await createPlan(t, owner);
  unknown = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
  paid = await createPlan(t, owner, { paid: true });
  checkout = await createPlan(t, owner);
  for (const plan of [known, checkout]) {
    sessions.set(plan.id, (await openCheckout(t, owner.cookie, plan.id)).sessionId);
  }
  await t.database.db.insert(planShares).values(
    [known, unknown, paid, checkout].map((p) => ({
      planId: p.id,
      email: viewer.email,
      invitedBy: owner.id,
      // As if the viewer had opened the invitation (its token is tested in sharing.test.ts).
      userId: viewer.id,
    })),
  );
});
afterAll(() => t.close());

const MISSING_PLAN = 2_000_000_000;
/** The plan's open checkout session; for a missing plan, a session nobody opened. */
const sessionOf = (planId: number) => sessions.get(planId) ?? 'cs_local_nobody_opened_this';
const ROLES: Role[] = ['owner', 'viewer', 'other', 'anonymous', 'admin'];
const cookieOf = (role: Role) =>
  ({
    owner: owner.cookie,
    viewer: viewer.cookie,
    other: other.cookie,
    anonymous: undefined,
    admin,
  })[role];

/** People a plan is shared with are refused like strangers unless `viewer` says otherwise. */
const matrix = (
  owner: number,
  other: number,
  anonymous: number,
  admin: number,
  viewer = other,
): Expected => ({ owner, viewer, other, anonymous, admin });
const OWNER_ONLY = (ok: number) => matrix(ok, 404, 401, 401);
/** Anyone who can read the plan: owner, the people it is shared with, staff. */
const READERS = (ok: number) => matrix(ok, 404, 401, ok, ok);

const ROWS: Row[] = [
  {
    route: 'GET /api/plans/{id}',
    request: (id) => ({ method: 'GET', url: `/api/plans/${id}` }),
    expected: READERS(200),
  },
  {
    // The link is off: a missing plan for everyone.
    route: 'GET /api/plans/public/{id}',
    request: (id) => ({ method: 'GET', url: `/api/plans/public/${id}` }),
    expected: matrix(404, 404, 404, 404),
  },
  {
    // Only the example ids are served here.
    route: 'GET /api/plans/{id}/example',
    request: (id) => ({ method: 'GET', url: `/api/plans/${id}/example` }),
    expected: matrix(404, 404, 404, 404),
  },
  {
    route: 'GET /api/plans/{id}/events',
    request: (id) => ({ method: 'GET', url: `/api/plans/${id}/events` }),
    expected: READERS(200),
    plan: 'unknown',
  },
  {
    route: 'GET /api/plans/get-public-share-status/{id}',
    request: (id) => ({ method: 'GET', url: `/api/plans/get-public-share-status/${id}` }),
    expected: OWNER_ONLY(200),
    plan: 'paid',
  },
  {
    route: 'PATCH /api/plans/update-public-share-status',
    request: (id) => ({
      method: 'PATCH',
      url: '/api/plans/update-public-share-status',
      body: { plan_id: id, status: false, user_id: owner.id },
    }),
    expected: OWNER_ONLY(200),
    plan: 'paid',
  },
  {
    // Sharing is part of the purchased plan: the owner of an unpaid plan is told so.
    route: 'GET /api/users/plan-shared-users/{id}',
    request: (id) => ({ method: 'GET', url: `/api/users/plan-shared-users/${id}` }),
    expected: OWNER_ONLY(402),
  },
  {
    // The share modal's list with each invitation's state: the owner of a paid plan only.
    route: 'GET /api/plans/{id}/invitations',
    request: (id) => ({ method: 'GET', url: `/api/plans/${id}/invitations` }),
    expected: OWNER_ONLY(200),
    plan: 'paid',
  },
  {
    route: 'POST /api/users/share-plan-users',
    request: (id) => ({
      method: 'POST',
      url: '/api/users/share-plan-users',
      body: { plan_id: id, emails: ['friend@example.com'] },
    }),
    expected: OWNER_ONLY(200),
    plan: 'paid',
  },
  {
    route: 'POST /api/emails/send-plan-invites-resend',
    request: (id) => ({
      method: 'POST',
      url: '/api/emails/send-plan-invites-resend',
      body: { emails: ['friend@example.com'], planData: { planID: id }, senderName: 'Mallory' },
    }),
    expected: OWNER_ONLY(200),
    plan: 'paid',
  },
  {
    // Anyone who can read the plan downloads it (the public link is off here).
    route: 'POST /api/pdf/generate-pdf-known',
    request: (id) => ({
      method: 'POST',
      url: '/api/pdf/generate-pdf-known',
      body: { plan: { id } },
    }),
    expected: READERS(200),
  },
  {
    route: 'POST /api/pdf/generate-pdf-unknown',
    request: (id) => ({
      method: 'POST',
      url: '/api/pdf/generate-pdf-unknown',
      body: { plan_data: {}, imgURL: null, plan_id: id },
    }),
    expected: READERS(200),
    plan: 'unknown',
  },
  {
    route: 'GET /api/plans/{id}/calendar.ics',
    request: (id) => ({ method: 'GET', url: `/api/plans/${id}/calendar.ics` }),
    expected: READERS(200),
  },
  {
    // Staff only: a traveller's session (any role of ours) is 403, none is 401.
    route: 'GET /admin/plans/plan-search-id/{id}',
    request: (id) => ({ method: 'GET', url: `/admin/plans/plan-search-id/${id}` }),
    expected: matrix(403, 403, 401, 200, 403),
  },
  {
    // A plan's whole staff audit trail: staff only.
    route: 'GET /admin/plans/plan-audit/{id}',
    request: (id) => ({ method: 'GET', url: `/admin/plans/plan-audit/${id}` }),
    expected: matrix(403, 403, 401, 200, 403),
  },
  {
    // The staff lists carry every plan's content: staff only, like the id search.
    route: 'GET /admin/plans/most-recent-plans',
    request: () => ({ method: 'GET', url: '/admin/plans/most-recent-plans' }),
    expected: matrix(403, 403, 401, 200, 403),
  },
  {
    route: 'GET /admin/plans/plan-search-email/{email}',
    request: () => ({
      method: 'GET',
      url: `/admin/plans/plan-search-email/${encodeURIComponent(owner.email)}`,
    }),
    expected: matrix(403, 403, 401, 200, 403),
  },
  {
    // Staff pass and are refused only because no revision of theirs exists (400).
    route: 'PATCH /admin/plans/update-destination',
    request: (id) => ({
      method: 'PATCH',
      url: '/admin/plans/update-destination',
      body: { plan_id: id, destination: known.destination },
    }),
    expected: matrix(403, 403, 401, 400, 403),
  },
  {
    route: 'PATCH /admin/plans/update-second-destination',
    request: (id) => ({
      method: 'PATCH',
      url: '/admin/plans/update-second-destination',
      body: { plan_id: id, second_destination: unknown.destination },
    }),
    expected: matrix(403, 403, 401, 400, 403),
    plan: 'unknown',
  },
  {
    // Anyone signed in may present a token; a wrong one is a missing plan.
    route: 'POST /api/plans/{id}/accept-invite',
    request: (id) => ({
      method: 'POST',
      url: `/api/plans/${id}/accept-invite`,
      body: { token: 'not-a-real-invitation-token' },
    }),
    expected: matrix(200, 404, 401, 401, 404),
  },
  {
    route: 'DELETE /api/users/remove-shared-user',
    request: (id) => ({
      method: 'DELETE',
      url: '/api/users/remove-shared-user',
      body: { plan_id: id, email: 'nobody@example.com' },
    }),
    expected: OWNER_ONLY(200),
    plan: 'paid',
  },
  {
    route: 'GET /api/plans/return-plan-image-url/{planId}',
    request: (id) => ({ method: 'GET', url: `/api/plans/return-plan-image-url/${id}` }),
    expected: READERS(200),
  },
  {
    route: 'PUT /api/plans/check-cached-image',
    request: (id) => ({
      method: 'PUT',
      url: '/api/plans/check-cached-image',
      body: { destination: 'lisbon_portugal', plan_id: id, photos_param: 'x' },
    }),
    expected: OWNER_ONLY(200),
  },
  {
    route: 'POST /api/google-places-api/get-thumbnail-images',
    request: (id) => ({
      method: 'POST',
      url: '/api/google-places-api/get-thumbnail-images',
      body: { planId: id, destination_type: 'destination' },
    }),
    expected: READERS(200),
  },
  {
    route: 'POST /api/process-remaining-calls',
    request: (id) => ({
      method: 'POST',
      url: '/api/process-remaining-calls',
      body: { planId: id, userId: owner.id, firstName: 'Eve' },
    }),
    expected: OWNER_ONLY(202),
    plan: 'unknown',
  },
  {
    route: 'POST /api/process-remaining-calls-known',
    request: (id) => ({
      method: 'POST',
      url: '/api/process-remaining-calls-known',
      body: { planId: id, userId: owner.id, destinationData: {} },
    }),
    expected: OWNER_ONLY(202),
  },
  {
    route: 'POST /api/stripe/create-checkout-session',
    request: (id) => ({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      body: { plan_id: id, user_id: owner.id },
    }),
    expected: OWNER_ONLY(200),
  },
  {
    // 402: there is no payment to confirm.
    route: 'PATCH /api/stripe/{plan_id}/update-paid-status',
    request: (id) => ({ method: 'PATCH', url: `/api/stripe/${id}/update-paid-status` }),
    expected: OWNER_ONLY(402),
  },
  {
    // The return page's status call: the session's plan decides (its owner only).
    route: 'GET /api/stripe/session-status',
    request: (id) => ({
      method: 'GET',
      url: `/api/stripe/session-status?session_id=${encodeURIComponent(sessionOf(id))}`,
    }),
    expected: OWNER_ONLY(200),
  },
  {
    // The built-in checkout's card form: only the owner pays (and here does).
    route: 'POST /api/checkout/local/{sessionId}/pay',
    request: (id) => ({
      method: 'POST',
      url: `/api/checkout/local/${encodeURIComponent(sessionOf(id))}/pay`,
      body: GOOD_CARD,
    }),
    expected: OWNER_ONLY(200),
    plan: 'checkout',
  },
  {
    route: 'POST /api/emails/send-purchase-confirmation',
    request: (id) => ({
      method: 'POST',
      url: '/api/emails/send-purchase-confirmation',
      body: { planId: id, email: 'someone@example.com' },
    }),
    expected: OWNER_ONLY(402),
  },
  {
    // Unpaid: the owner may not revise yet (402); staff revise any plan.
    route: 'POST /api/geminiAPI/user-revised-recommendation-gemini',
    request: (id) => ({
      method: 'POST',
      url: '/api/geminiAPI/user-revised-recommendation-gemini',
      body: { plan_id: id, user_feedback: 'more museums please' },
    }),
    expected: matrix(402, 404, 401, 200),
  },
  {
    // Staff save revisions only through the staff routes (which keep the audit log): here a
    // staff session is a stranger.
    route: 'PATCH /api/users/plan-update-destination',
    request: (id) => ({
      method: 'PATCH',
      url: '/api/users/plan-update-destination',
      body: { plan_id: id, destination: known.destination },
    }),
    expected: matrix(402, 404, 401, 404),
  },
  {
    route: 'PATCH /api/users/plan-update-second-destination',
    request: (id) => ({
      method: 'PATCH',
      url: '/api/users/plan-update-second-destination',
      body: { plan_id: id, second_destination: unknown.destination },
    }),
    expected: matrix(402, 404, 401, 404),
    plan: 'unknown',
  },
];

/** Sends one row's request as a role; an event stream is read until its first event. */
async function send(row: Row, role: Role, planId: number): Promise<number> {
  const { method, url, body } = row.request(planId);
  const cookie = cookieOf(role);
  if (url.endsWith('/events')) {
    const stream = await openEvents(baseUrl, planId, cookie);
    if (stream.status === 200) expect(await stream.waitFor('hello')).toBeDefined();
    stream.close();
    await stream.ended;
    return stream.status;
  }
  const res = await call(t.app, method, url, { ...(cookie ? { cookie } : {}), body });
  return res.statusCode;
}

describe('every plan route x every role', () => {
  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const planId = { known, unknown, paid, checkout }[row.plan ?? 'known'].id;
    const got: Partial<Expected> = {};
    // Refusals first, so a refused call can never have changed what the owner sees.
    for (const role of ['other', 'viewer', 'anonymous', 'admin', 'owner'] as Role[]) {
      got[role] = await send(row, role, planId);
    }
    expect(Object.fromEntries(ROLES.map((r) => [r, got[r]]))).toEqual(row.expected);
  });

  it.each(ROWS.map((row) => [row.route, row] as const))(
    '%s: a missing plan answers as someone else’s',
    async (_route, row) => {
      expect(await send(row, 'other', MISSING_PLAN)).toBe(row.expected.other);
      expect(await send(row, 'anonymous', MISSING_PLAN)).toBe(row.expected.anonymous);
    },
  );

  /** `/admin/plans/x` as `/%61dmin/plans/x`: the router decodes it to the same route. */
  const escaped = (url: string) => `/%${url.charCodeAt(1).toString(16)}${url.slice(2)}`;

  it.each(ROWS.map((row) => [row.route, row] as const))(
    '%s: a percent-escaped spelling of the path is refused alike',
    async (_route, row) => {
      const planId = { known, unknown, paid, checkout }[row.plan ?? 'known'].id;
      const { method, url, body } = row.request(planId);
      if (url.endsWith('/events')) return; // a stream: its refusals are in the rows above
      for (const role of ['other', 'anonymous'] as Role[]) {
        const cookie = cookieOf(role);
        const res = await call(t.app, method, escaped(url), {
          ...(cookie ? { cookie } : {}),
          body,
        });
        expect(res.statusCode, `${role} ${escaped(url)}`).toBe(row.expected[role]);
      }
    },
  );

  it('refused checkouts opened no session, and refused share changes changed nothing', async () => {
    const rows = await t.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.planId, known.id));
    expect(rows.map((r) => r.userId)).toEqual([owner.id]);
    expect((await planRow(t, known.id)).sharedPublicly).toBe(false);
    expect((await planRow(t, known.id)).isPaid).toBe(false);
    // Only the owner's own payment paid the checkout plan.
    expect((await planRow(t, checkout.id)).isPaid).toBe(true);
  });

  it('GET /api/users/my-accessible-plans lists only the caller’s plans', async () => {
    const mine = await call(t.app, 'GET', '/api/users/my-accessible-plans', {
      cookie: owner.cookie,
    });
    expect(mine.json()).toEqual([checkout.id, paid.id, unknown.id, known.id]);
    const theirs = await call(t.app, 'GET', '/api/users/my-accessible-plans', {
      cookie: other.cookie,
    });
    expect(theirs.json()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/users/my-accessible-plans')).statusCode).toBe(401);
    const staff = await call(t.app, 'GET', '/api/users/my-accessible-plans', { cookie: admin });
    expect(staff.statusCode).toBe(401);
  });

  it('every route that asks planFor has a row in this matrix, and every row is such a route', () => {
    const tagged = [...t.app.planRoutes.keys()].map(documented);
    expect(tagged.length).toBeGreaterThan(25);
    const covered = new Set(ROWS.map((row) => row.route));
    expect(tagged.filter((route) => !covered.has(route))).toEqual([]);
    // A row for a route that decides access elsewhere says why, below.
    const rowsElsewhere = [...covered].filter(
      (route) => !tagged.includes(route) && !(route in DECIDED_ELSEWHERE),
    );
    expect(rowsElsewhere).toEqual([]);
  });

  it('every route that could reach a plan asks planFor, or is listed with the reason it need not', () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string }>; requestBody?: unknown }>
      >;
    };
    const documentedOps = new Map(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op]),
      ),
    );
    const tagged = new Set([...t.app.planRoutes.keys()].map(documented));
    // Every route the app answers, those the document hides included.
    const candidates = [...t.app.registeredRoutes].map(documented).filter((route) => {
      const path = route.slice(route.indexOf(' ') + 1);
      const op = documentedOps.get(route);
      const names = [
        ...[...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
        ...(op?.parameters ?? []).map((p) => p.name),
      ];
      return (
        /plan/i.test(path) ||
        names.some((name) => /^id$|Id$|_id$|ID$/.test(name)) ||
        /"(plan_id|planId|planID|plan)"/.test(JSON.stringify(op?.requestBody ?? {}))
      );
    });
    expect(candidates.length).toBeGreaterThan(30);
    expect(
      candidates.filter((route) => !tagged.has(route) && !(route in DECIDED_ELSEWHERE)),
    ).toEqual([]);
    // The list holds no stale entries: each names such a route, and one that skips planFor.
    expect(
      Object.keys(DECIDED_ELSEWHERE).filter(
        (route) => !candidates.includes(route) || tagged.has(route),
      ),
    ).toEqual([]);
  });
});

/** "GET /api/plans/:id" as the document and the rows name it: "GET /api/plans/{id}". */
const documented = (route: string) => route.replace(/:(\w+)/g, '{$1}');

/**
 * Routes that reach plans, or look as if they could, and decide access without `planFor`,
 * each with the reason. Adding a route here is a decision: prefer `planRoute` + `planFor`.
 */
const DECIDED_ELSEWHERE: Record<string, string> = {
  'POST /api/users/plan':
    'creates a plan for the signed-in user from their own draft (no existing plan is named)',
  'GET /api/users/my-plans': "the caller's own plans, selected by their user id (plan-list.ts)",
  'GET /api/users/plans-shared-with-me':
    'plans whose invitation the caller opened, selected by their user id (plan-list.ts)',
  'GET /api/users/my-accessible-plans': "ids only, of the caller's own and opened plans",
  'GET /admin/plans/most-recent-plans': 'staff list (requireAdmin): ids, owners and locations',
  'GET /admin/plans/plan-search-id/{id}':
    'staff search (requireAdmin): one list row, no plan content; staff may see every plan',
  'GET /admin/plans/plan-search-email/{email}': 'staff search (requireAdmin), list rows only',
  'GET /admin/plans/plan-audit/{id}': "staff only (requireAdmin): the staff's own audit trail",
  'GET /dev/mailbox/{id}':
    'the development mailbox (off in production, local visitors only): one stored mail',
};
