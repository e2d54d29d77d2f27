import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../src/db/schema.ts';
import { jobRunner } from '../../src/jobs/handlers.ts';
import { JOB } from '../../src/jobs/jobs.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createLocalPlanner } from '../../src/providers/planner/local.ts';
import type { PlannerProvider } from '../../src/providers/planner/types.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import {
  bossJobs,
  createPlan,
  type Destination,
  planRow,
  type SignedIn,
  signedInUser,
} from './factories.ts';
import { listen, openEvents } from './sse-client.ts';

/**
 * Durable background work after saving (plans-payments-admin §4 "Background work follows")
 * and the live updates that tell an open page about it (DESIGN.md: Server-Sent Events).
 */

const POLL = { timeout: 60_000, interval: 250 };

/**
 * The local planner, counting second-destination calls (each one is a write of new data).
 * `hold()` makes the next second destinations wait until the returned release is called, so
 * a test can watch a plan while its completion is under way.
 */
function countingPlanner() {
  const inner = createLocalPlanner({ clock: systemClock });
  const counts = { second: 0 };
  let gate: Promise<void> | null = null;
  const planner: PlannerProvider = {
    ...inner,
    async recommendUnknownSecond(input) {
      counts.second += 1;
      if (gate) await gate;
      return inner.recommendUnknownSecond(input);
    },
  };
  const hold = () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => {
      release = () => {
        gate = null;
        resolve();
      };
    });
    return release;
  };
  return { planner, counts, hold };
}

const { planner, counts, hold } = countingPlanner();
let t: TestApp;
let baseUrl: string;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ jobs: true, planner });
  baseUrl = await listen(t.app);
  owner = await signedInUser(t);
});
afterAll(() => t.close());

const remaining = (planId: number, path = '/api/process-remaining-calls') =>
  call(t.app, 'POST', path, { cookie: owner.cookie, body: { planId, userId: owner.id } });

type Data = { destination: Destination; second_destination?: Destination };

/** Settled: no job of this queue and plan is waiting or running. */
async function settled(queue: string, planId: number) {
  const jobs = await bossJobs(t.database, queue, planId);
  return jobs.length > 0 && jobs.every((j) => ['completed', 'failed'].includes(j.state));
}

describe('process-remaining-calls (unknown destination)', () => {
  it('fills the second destination, comparison and photos, once for three calls', async () => {
    const plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
    const before = counts.second;
    const calls = await Promise.all([remaining(plan.id), remaining(plan.id), remaining(plan.id)]);
    for (const res of calls) expect(res.statusCode, res.body).toBe(202);

    await expect
      .poll(async () => {
        const row = await planRow(t, plan.id);
        return Boolean(
          (row.planData as Data).second_destination &&
            row.comparisonDataUnknown &&
            row.photosFirstDestination.length > 0 &&
            row.photosSecondDestination.length > 0,
        );
      }, POLL)
      .toBe(true);
    await expect.poll(() => settled(JOB.remainingUnknown, plan.id), POLL).toBe(true);

    const row = await planRow(t, plan.id);
    const data = row.planData as Data;
    expect(data.destination).toMatchObject({ location: plan.destination.location });
    expect(data.second_destination?.location).not.toBe(data.destination.location);
    expect(row.comparisonDataUnknown).toMatchObject({
      cost: { firstDestination: expect.any(String), secondDestination: expect.any(String) },
      travel_distance: expect.any(Object),
      travel_timing: expect.any(String),
    });
    for (const item of data.second_destination?.places_to_stay ?? []) {
      expect((item as unknown as { images: string[] }).images.length).toBeGreaterThan(0);
    }
    // One second destination was made and written, whatever the number of calls.
    expect(counts.second - before).toBe(1);
    const failed = (await bossJobs(t.database, JOB.remainingUnknown, plan.id)).filter(
      (j) => j.state !== 'completed',
    );
    expect(failed).toEqual([]);

    // A later call changes nothing that exists.
    expect((await remaining(plan.id)).statusCode).toBe(202);
    await expect.poll(() => settled(JOB.remainingUnknown, plan.id), POLL).toBe(true);
    expect((await planRow(t, plan.id)).planData).toEqual(row.planData);
    expect(counts.second - before).toBe(1);
  });
});

describe('process-remaining-calls-known', () => {
  it('fills the destination photos and item images of a known plan', async () => {
    const plan = await createPlan(t, owner, { form: { destination: 'Kyoto' } });
    const res = await remaining(plan.id, '/api/process-remaining-calls-known');
    expect(res.statusCode).toBe(202);
    // Saving already queued the work; the answer names the first photo if it exists yet.
    expect(res.json()).toEqual({
      queued: true,
      imageUrl: expect.toBeOneOf([null, expect.any(String)]),
    });
    await expect
      .poll(async () => (await planRow(t, plan.id)).photosFirstDestination.length ?? 0, POLL)
      .toBeGreaterThan(0);
    await expect.poll(() => settled(JOB.remainingKnown, plan.id), POLL).toBe(true);
    const data = (await planRow(t, plan.id)).planData as Data;
    for (const item of [...data.destination.places_to_stay, ...data.destination.restaurants]) {
      expect((item as unknown as { images: string[] }).images.length).toBeGreaterThan(0);
    }
    const image = await call(t.app, 'GET', `/api/plans/return-plan-image-url/${plan.id}`, {
      cookie: owner.cookie,
    });
    expect(image.json().imageURL).toEqual(expect.any(String));
  });
});

describe('the server completes plans on its own', () => {
  it('a saved plan completes with no call from the browser (unknown type)', async () => {
    const before = counts.second;
    const plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
    await expect.poll(() => settled(JOB.remainingUnknown, plan.id), POLL).toBe(true);
    const row = await planRow(t, plan.id);
    expect((row.planData as Data).second_destination).toBeDefined();
    expect(row.comparisonDataUnknown).not.toBeNull();
    expect(row.photosFirstDestination.length).toBeGreaterThan(0);
    expect(row.photosSecondDestination.length).toBeGreaterThan(0);
    expect(counts.second - before).toBe(1);
  });

  it('a second plan for a destination whose photo is cached still gets its item images', async () => {
    const first = await createPlan(t, owner, { form: { destination: 'Lisbon, Portugal' } });
    await expect.poll(() => settled(JOB.remainingKnown, first.id), POLL).toBe(true);
    const second = await createPlan(t, owner, {
      form: { destination: 'Lisbon, Portugal', plansSoFar: 'A second trip, food this time' },
    });
    // As the results page does: the cached photo is found, so it asks for nothing else.
    const cached = await call(t.app, 'PUT', '/api/plans/check-cached-image', {
      cookie: owner.cookie,
      body: { destination: 'lisbon_portugal', plan_id: second.id },
    });
    expect(cached.json().cached).toBe(true);
    await expect.poll(() => settled(JOB.remainingKnown, second.id), POLL).toBe(true);
    const data = (await planRow(t, second.id)).planData as Data;
    for (const item of [...data.destination.places_to_stay, ...data.destination.things_to_do]) {
      expect((item as unknown as { images: string[] }).images.length).toBeGreaterThan(0);
    }
  });
});

describe('the 28-day thumbnail rule is decided by the server', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const thumbnails = (planId: number) =>
    call(t.app, 'POST', '/api/google-places-api/get-thumbnail-images', {
      cookie: owner.cookie,
      body: { planId, destination_type: 'destination' },
    });

  it('a plan last viewed 40 days ago gets fresh photos, once', async () => {
    const plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
    await expect.poll(() => settled(JOB.remainingUnknown, plan.id), POLL).toBe(true);
    const stale = ['https://old.example/1.jpg'];
    await t.database.db
      .update(plans)
      .set({
        lastViewed: daysAgo(40),
        photosFirstDestination: stale,
        photosSecondDestination: stale,
      })
      .where(eq(plans.id, plan.id));

    const read = await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: owner.cookie });
    // The page is told the old date (it decides to call), the server has marked it due.
    expect(Date.parse(read.json().plan.last_viewed)).toBeLessThan(daysAgo(39).getTime());
    const due = await planRow(t, plan.id);
    expect(due.thumbnailsDueAt).not.toBeNull();
    expect(await bossJobs(t.database, JOB.thumbnails, plan.id)).toHaveLength(1);

    const refreshed = await thumbnails(plan.id);
    expect(refreshed.json().success).toBe(true);
    const row = await planRow(t, plan.id);
    expect(row.photosFirstDestination).not.toEqual(stale);
    expect(row.photosSecondDestination).not.toEqual(stale);
    expect(row.thumbnailsDueAt).toBeNull();
    // Nothing is due any more: the second call and the fallback job change nothing.
    expect((await thumbnails(plan.id)).json().success).toBe(false);
    await jobRunner(t.app.ctx)(JOB.thumbnails, { planId: plan.id });
    expect((await planRow(t, plan.id)).photosFirstDestination).toEqual(row.photosFirstDestination);
  });

  it('without the page’s call, the fallback job refreshes them', async () => {
    const plan = await createPlan(t, owner);
    await expect.poll(() => settled(JOB.remainingKnown, plan.id), POLL).toBe(true);
    const stale = ['https://old.example/2.jpg'];
    await t.database.db
      .update(plans)
      .set({ lastViewed: daysAgo(40), photosFirstDestination: stale })
      .where(eq(plans.id, plan.id));
    await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: owner.cookie });
    await jobRunner(t.app.ctx)(JOB.thumbnails, { planId: plan.id });
    expect((await planRow(t, plan.id)).photosFirstDestination).not.toEqual(stale);
  });

  it('a plan viewed recently is not refreshed', async () => {
    const plan = await createPlan(t, owner);
    await t.database.db
      .update(plans)
      .set({ lastViewed: daysAgo(3) })
      .where(eq(plans.id, plan.id));
    await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: owner.cookie });
    expect((await planRow(t, plan.id)).thumbnailsDueAt).toBeNull();
    expect((await thumbnails(plan.id)).json().success).toBe(false);
  });
});

describe('GET /api/plans/:id/events', () => {
  it('streams plan-updated and then ready while the job fills an unknown plan', async () => {
    const release = hold();
    const plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
    const stream = await openEvents(baseUrl, plan.id, owner.cookie);
    try {
      expect(stream.status).toBe(200);
      expect(await stream.waitFor('hello')).toBeDefined();
      expect(stream.events.map((e) => e.event)).toEqual(['hello']);

      expect((await remaining(plan.id)).statusCode).toBe(202);
      release();
      const ready = await stream.waitFor('ready');
      expect(ready, JSON.stringify(stream.events)).toBeDefined();
      await stream.ended; // the server closes the stream after ready

      const names = stream.events.map((e) => e.event);
      expect(names[0]).toBe('hello');
      expect(names.at(-1)).toBe('ready');
      expect(names.filter((n) => n === 'ready')).toHaveLength(1);
      const firstUpdate = names.indexOf('plan-updated');
      expect(firstUpdate).toBeGreaterThan(0);
      expect(firstUpdate).toBeLessThan(names.indexOf('ready'));
      const fields = stream.events
        .filter((e) => e.event === 'plan-updated')
        .flatMap((e) => (e.data as { fields: string[] }).fields);
      expect(fields).toContain('second_destination');
      // By the time ready is sent, the plan really is complete.
      const row = await planRow(t, plan.id);
      expect((row.planData as Data).second_destination).toBeDefined();
      expect(row.photosSecondDestination.length).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  });

  it('says ready at once, and ends, for a plan that is already complete', async () => {
    const plan = await createPlan(t, owner, { form: { destination: 'Paris' } });
    await remaining(plan.id, '/api/process-remaining-calls-known');
    await expect.poll(() => settled(JOB.remainingKnown, plan.id), POLL).toBe(true);
    const stream = await openEvents(baseUrl, plan.id, owner.cookie);
    await stream.ended;
    expect(stream.events.map((e) => e.event)).toEqual(['hello', 'ready']);
  });
});
