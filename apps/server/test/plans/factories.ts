import type { PlanRecord, PlanType } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { plans } from '../../src/db/schema.ts';
import { createOrPromoteAdmin } from '../../src/services/users.ts';
import { call, cookieFrom, createUser, login, type TestApp } from '../helpers/app.ts';

/**
 * Factories for the plan, payment and planner-route tests: questionnaire answers with
 * overrides, signed-in users, generated-and-saved plans, an admin session.
 */

export const GENERATE_KNOWN = '/api/geminiAPI/recommendation-known-gemini';
export const GENERATE_UNKNOWN = '/api/geminiAPI/recommendation-unknown-first-gemini';

export function knownForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    destination: 'Lisbon, Portugal',
    departingFrom: 'Boston',
    datesTraveling: 'June 3-7',
    otherTravelers: 'my partner',
    plansSoFar: 'Flights booked, nothing else yet',
    dayStructurePreferences: ['Taking your time'],
    experiencePriorities: ['Amazing Restaurants'],
    budgetRange: 3000,
    ...overrides,
  };
}

export function unknownForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    travelMotivation: 'Quiet beaches, good seafood and a little history after a busy year',
    departingFrom: 'London',
    travelTimeline: 'September',
    travelLengthDays: 4,
    otherTravelers: 'my partner',
    budgetRange: [1500, 3000],
    ...overrides,
  };
}

export interface SignedIn {
  id: number;
  email: string;
  password: string;
  cookie: string;
}

/** A registered user with a live session cookie. */
export async function signedInUser(t: TestApp): Promise<SignedIn> {
  const user = await createUser(t);
  return { ...user, cookie: await login(t, user) };
}

let admins = 0;
/** A staff member signed in through /admin/auth/login; returns the admin_sid cookie. */
export async function adminSession(t: TestApp): Promise<string> {
  admins += 1;
  const email = `staff${admins}-${Date.now()}@example.com`;
  await createOrPromoteAdmin(
    { db: t.database.db },
    { email, firstName: 'Staff', password: 'staff password' },
  );
  const res = await call(t.app, 'POST', '/admin/auth/login', {
    body: { email, password: 'staff password' },
  });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res, 'admin_sid') as string;
}

export type Destination = Record<string, unknown> & {
  location: string;
  places_to_stay: Array<{ name: string }>;
  restaurants: Array<{ restaurant_name: string }>;
  things_to_do: Array<{ destination_name: string }>;
  itinerary: Array<{ day_num: number; summary: string }>;
};

/**
 * Asks the planner for a first destination as this user (which records a draft to save).
 * The answer is the preview: the full destination stays on the server.
 */
export async function generate(
  t: TestApp,
  cookie: string,
  type: PlanType = 'DESTINATION_KNOWN',
  overrides: Record<string, unknown> = {},
): Promise<Destination> {
  const known = type === 'DESTINATION_KNOWN';
  const res = await call(t.app, 'POST', known ? GENERATE_KNOWN : GENERATE_UNKNOWN, {
    cookie,
    body: known ? knownForm(overrides) : unknownForm(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().destination as Destination;
}

export function savePlanCall(
  t: TestApp,
  cookie: string,
  body: { plan_type: PlanType; plan_data: Record<string, unknown>; [k: string]: unknown },
) {
  return call(t.app, 'POST', '/api/users/plan', { cookie, body: { form_data: {}, ...body } });
}

export interface CreatedPlan {
  id: number;
  record: PlanRecord;
  /** What the recommendation call answered with (the preview). */
  preview: Destination;
  /** The full first destination as stored (read from the database, never from an answer). */
  destination: Destination;
}

/** Generates and saves a plan for this user, through the API, as the results page does. */
export async function createPlan(
  t: TestApp,
  owner: { cookie: string },
  opts: { type?: PlanType; form?: Record<string, unknown>; paid?: boolean } = {},
): Promise<CreatedPlan> {
  const type = opts.type ?? 'DESTINATION_KNOWN';
  const preview = await generate(t, owner.cookie, type, opts.form);
  const res = await savePlanCall(t, owner.cookie, {
    plan_type: type,
    plan_data: { destination: preview },
  });
  expect(res.statusCode, res.body).toBe(201);
  const record = res.json().plan as PlanRecord;
  if (opts.paid) await markPaid(t, record.id);
  const destination = (await planRow(t, record.id)).planData.destination as Destination;
  return { id: record.id, record, preview, destination };
}

/** Test setup only: marks a plan paid directly in the database (payments have their own tests). */
export async function markPaid(t: TestApp, planId: number) {
  await t.database.db.update(plans).set({ isPaid: true }).where(eq(plans.id, planId));
}

export async function planRow(t: TestApp, planId: number) {
  const [row] = await t.database.db.select().from(plans).where(eq(plans.id, planId));
  if (!row) throw new Error(`no plan ${planId}`);
  return row;
}

/** The keys of a destination's preview (shared `previewOf`), sorted. */
export const PREVIEW_KEYS = [
  'helpful_tips',
  'itinerary',
  'location',
  'overview',
  'places_to_stay',
  'restaurants',
  'things_to_do',
].sort();

/** Every venue name of a destination, for "the preview leaks none of these" assertions. */
export function venueNames(d: Destination): string[] {
  return [
    ...d.places_to_stay.map((i) => i.name),
    ...d.restaurants.map((i) => i.restaurant_name),
    ...d.things_to_do.map((i) => i.destination_name),
  ];
}

/** pg-boss's jobs of one queue and plan (its job table, in the schema the app gave it). */
export async function bossJobs(database: Database, queue: string, planId: number) {
  const schema = database.pgSchema ? `${database.pgSchema}_boss` : 'pgboss';
  const result = await database.db.execute(
    sql`select state, retry_count from ${sql.identifier(schema)}.job where name = ${queue} and singleton_key = ${String(planId)}`,
  );
  return (result as unknown as { rows: Array<{ state: string; retry_count: number }> }).rows;
}
