import { MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../src/db/schema.ts';
import { buildTestApp, ORIGIN, type TestApp } from '../helpers/app.ts';
import { type CreatedPlan, createPlan, type SignedIn, signedInUser } from './factories.ts';

/**
 * Downloads and revisions are limited per client address (decisions 0014 and 0016), with the
 * limits on as in production: 60 PDFs an hour, 60 calendar files an hour (a budget of their
 * own: calendar files never use up the PDFs), 30 revision requests an hour. Anonymous
 * visitors download through a public link like anyone else, and are counted the same.
 */

let t: TestApp;
let owner: SignedIn;
let plan: CreatedPlan;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: true });
  owner = await signedInUser(t);
  plan = await createPlan(t, owner, { paid: true });
  await t.database.db.update(plans).set({ sharedPublicly: true }).where(eq(plans.id, plan.id));
});
afterAll(() => t.close());

/** A request from one client address, signed in or not. */
function from(
  ip: string,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; cookie?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

const pdf = (ip: string) =>
  from(ip, 'POST', '/api/pdf/generate-pdf-known', { body: { plan: { id: plan.id } } });
const calendar = (ip: string) => from(ip, 'GET', `/api/plans/${plan.id}/calendar.ics`);

/** `count` calls in a row; every status in order. */
async function repeat(count: number, send: () => ReturnType<typeof from>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send()).statusCode);
  return statuses;
}

describe('downloads through the public link', () => {
  it('an anonymous visitor gets the PDF and the calendar file of a publicly shared plan', async () => {
    const file = await pdf('10.1.0.1');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ics = await calendar('10.1.0.1');
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    // The link switched off: a missing plan again, for both.
    await t.database.db.update(plans).set({ sharedPublicly: false }).where(eq(plans.id, plan.id));
    expect((await pdf('10.1.0.1')).statusCode).toBe(401);
    expect((await calendar('10.1.0.1')).statusCode).toBe(401);
    await t.database.db.update(plans).set({ sharedPublicly: true }).where(eq(plans.id, plan.id));
  });
});

describe('download limits', () => {
  it('PDFs: 60 an hour per address, then 429; the calendar keeps its own budget', async () => {
    const ip = '10.2.0.1';
    const statuses = await repeat(60, () => pdf(ip));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await pdf(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: MSG.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();
    // The unknown-type route counts against the same budget.
    const unknown = await from(ip, 'POST', '/api/pdf/generate-pdf-unknown', {
      body: { plan_data: {}, imgURL: null, plan_id: plan.id },
    });
    expect(unknown.statusCode).toBe(429);
    // Calendar files are not PDFs: still served from this address.
    expect((await calendar(ip)).statusCode).toBe(200);
    // Another address still gets its PDF.
    expect((await pdf('10.2.0.2')).statusCode).toBe(200);
  });

  it('calendar files: 60 an hour per address, then 429; PDFs keep their own budget', async () => {
    const ip = '10.3.0.1';
    const statuses = await repeat(60, () => calendar(ip));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await calendar(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await pdf(ip)).statusCode).toBe(200);
    expect((await calendar('10.3.0.2')).statusCode).toBe(200);
  });
});

describe('revision limit', () => {
  it('revision requests: 30 an hour per address, then 429, whatever the planner answers', async () => {
    const ip = '10.4.0.1';
    const revise = (cookie?: string) =>
      from(ip, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
        ...(cookie ? { cookie } : {}),
        body: { plan_id: plan.id, plan_key: 'destination', user_feedback: 'more museums' },
      });
    // The owner's own requests (answered 200, or 422 when the planner has nothing to change)
    // and a stranger's refused ones all count: the limit runs before anything else.
    const statuses = [
      ...(await repeat(2, () => revise(owner.cookie))),
      ...(await repeat(28, revise)),
    ];
    expect(
      statuses.slice(0, 2).every((s) => s === 200 || s === 422),
      String(statuses),
    ).toBe(true);
    expect(statuses.slice(2).every((s) => s === 401)).toBe(true);
    const refused = await revise(owner.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The owner elsewhere is served.
    const elsewhere = await from(
      '10.4.0.2',
      'POST',
      '/api/geminiAPI/user-revised-recommendation-gemini',
      {
        cookie: owner.cookie,
        body: { plan_id: plan.id, plan_key: 'destination', user_feedback: 'more parks' },
      },
    );
    expect([200, 422]).toContain(elsewhere.statusCode);
  });
});
