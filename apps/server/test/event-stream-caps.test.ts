import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../src/db/schema.ts';
import { ERRORS } from '../src/errors.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedPlan, createPlan, type SignedIn, signedInUser } from './plans/factories.ts';
import { type EventStream, listen, openEvents } from './plans/sse-client.ts';

/**
 * Live-update streams are capped per client (a signed-in user, else an address) and in all:
 * past a client's share the answer is 429, past the process's 503, each with a message; a
 * closed stream gives its slot back. Without the job queue no plan completes, so every
 * stream opened here stays open until the test closes it.
 */

let t: TestApp;
let baseUrl: string;
let owner: SignedIn;
let plan: CreatedPlan;
let publicPlan: CreatedPlan;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { EVENT_STREAMS_PER_CLIENT: '2', EVENT_STREAMS_MAX: '4' } });
  baseUrl = await listen(t.app);
  owner = await signedInUser(t);
  plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
  publicPlan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN', paid: true });
  await t.database.db
    .update(plans)
    .set({ sharedPublicly: true })
    .where(eq(plans.id, publicPlan.id));
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function open(planId: number, cookie?: string) {
  const stream = await openEvents(baseUrl, planId, cookie);
  streams.push(stream);
  if (stream.status === 200) expect(await stream.waitFor('hello')).toBeDefined();
  return stream;
}

/** A refused stream: its status and the message it gives. */
async function refused(planId: number, cookie?: string) {
  const res = await fetch(`${baseUrl}/api/plans/${planId}/events`, {
    headers: cookie ? { cookie } : {},
  });
  return { status: res.status, body: (await res.json()) as { code: string; message: string } };
}

describe('live-update stream caps', () => {
  it('refuse a client past its share with 429, and everyone past the total with 503', async () => {
    expect((await open(plan.id, owner.cookie)).status).toBe(200);
    expect((await open(plan.id, owner.cookie)).status).toBe(200);
    const mine = await refused(plan.id, owner.cookie);
    expect(mine.status).toBe(429);
    expect(mine.body).toMatchObject({
      code: 'TOO_MANY_STREAMS',
      message: ERRORS.TOO_MANY_STREAMS.message,
    });

    // Signed out, the address is the client: its own share, not the owner's.
    expect((await open(publicPlan.id)).status).toBe(200);
    expect((await open(publicPlan.id)).status).toBe(200);
    expect((await refused(publicPlan.id)).status).toBe(429);

    // Four open in all: a new client is turned away by the process-wide cap.
    const other = await signedInUser(t);
    const busy = await refused(publicPlan.id, other.cookie);
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({ code: 'STREAMS_BUSY', message: ERRORS.STREAMS_BUSY.message });
  });

  it('gives the slot back when a stream closes', async () => {
    for (const stream of streams.splice(0)) stream.close();
    await expect
      .poll(async () => {
        const stream = await open(plan.id, owner.cookie);
        stream.close();
        return stream.status;
      })
      .toBe(200);
    const again = await Promise.all([open(plan.id, owner.cookie), open(plan.id, owner.cookie)]);
    expect(again.map((s) => s.status)).toEqual([200, 200]);
  });
});
