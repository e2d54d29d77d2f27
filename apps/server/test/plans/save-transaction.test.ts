import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../src/db/schema.ts';
import { createJobs, JOB, type JobName, type PlanJob } from '../../src/jobs/jobs.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { bossJobs, generate, type SignedIn, savePlanCall, signedInUser } from './factories.ts';

/**
 * A plan and its completion job are one transaction (docs/decisions/0010): a save that fails
 * after queueing its job leaves neither. Run on PostgreSQL (TEST_DATABASE_URL, where pg-boss
 * has its own pool and the job must go through the transaction's connection) and on PGlite.
 * And a queue that should exist never drops work silently.
 */

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  // Workers off: a job that exists stays visible as created.
  t = await buildTestApp({ jobs: true, env: { JOB_WORKERS: 'false' } });
  owner = await signedInUser(t);
});
afterAll(() => t.close());

describe('saving a plan', () => {
  it('a transaction that fails after the enqueue leaves neither plan nor job', async () => {
    const preview = await generate(t, owner.cookie);
    const jobs = t.app.ctx.jobs;
    const enqueue = jobs.enqueue;
    const queued: Array<{ name: JobName; data: PlanJob }> = [];
    jobs.enqueue = async (name, data, options) => {
      await enqueue(name, data, options);
      queued.push({ name, data });
      // On PostgreSQL the job is visible to nobody else yet (PGlite has one connection).
      if (t.database.pool) expect(await bossJobs(t.database, name, data.planId)).toEqual([]);
      throw new Error('the save fails after queueing its job');
    };
    try {
      const res = await savePlanCall(t, owner.cookie, {
        plan_type: 'DESTINATION_KNOWN',
        plan_data: { destination: preview },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      jobs.enqueue = enqueue;
    }
    expect(queued).toHaveLength(1);
    const [{ name, data }] = queued as [(typeof queued)[number]];
    expect(name).toBe(JOB.remainingKnown);
    expect(await t.database.db.select().from(plans).where(eq(plans.id, data.planId))).toEqual([]);
    expect(await bossJobs(t.database, name, data.planId)).toEqual([]);

    // The draft was not used up either: the same save, tried again, makes the plan and its job.
    const again = await savePlanCall(t, owner.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination: preview },
    });
    expect(again.statusCode, again.body).toBe(201);
    const id = again.json().plan.id as number;
    expect(await bossJobs(t.database, JOB.remainingKnown, id)).toEqual([
      expect.objectContaining({ state: 'created' }),
    ]);
  });
});

describe('enqueue', () => {
  const options = () => ({
    database: t.database,
    url: t.database.url,
    log: { error() {} },
    timings: { expireInSeconds: 300, maintenanceIntervalSeconds: 60 },
  });

  it('refuses work before the queue has started, instead of dropping it', async () => {
    const jobs = createJobs(options());
    await expect(jobs.enqueue(JOB.images, { planId: 1 })).rejects.toThrow(
      'The job queue has not started',
    );
  });

  it('drops work only in an app built explicitly without a queue', async () => {
    const jobs = createJobs({ ...options(), enabled: false });
    await expect(jobs.enqueue(JOB.images, { planId: 1 })).resolves.toBeUndefined();
  });
});
