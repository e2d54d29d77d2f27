import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { JOB } from '../../src/jobs/jobs.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createLocalPlanner } from '../../src/providers/planner/local.ts';
import type { PlannerProvider } from '../../src/providers/planner/types.ts';
import { call, ORIGIN, openTestDatabase, type TestApp } from '../helpers/app.ts';
import { bossJobs, createPlan, planRow, signedInUser } from './factories.ts';

/**
 * DESIGN.md: "a job that is pending when the process stops is finished after restart".
 * The first app queues the work with no workers (JOB_WORKERS=false) and stops; a second
 * app on the same database, with workers, finishes it exactly once.
 */

const url = process.env.TEST_DATABASE_URL;
const pgSchema = `test_restart_${randomBytes(6).toString('hex')}`;
const dataDir = url ? undefined : mkdtempSync(path.join(tmpdir(), 'plans-restart-'));

/** The same persistent database each time: a PGlite folder, or one PostgreSQL schema. */
const openSameDatabase = () =>
  url ? openDatabase({ url, pgSchema }) : openDatabase({ pgliteDataDir: dataDir });

/** buildApp on a given database (buildTestApp always makes a fresh one). */
async function appOn(
  database: Database,
  opts: {
    workers: boolean;
    /** Holds each second-destination call until this settles (a worker that hangs). */
    holdSecond?: Promise<void>;
    /** Extra settings (the queue's maintenance interval). */
    env?: Record<string, string>;
  },
) {
  let second = 0;
  const inner = createLocalPlanner({ clock: systemClock });
  const planner: PlannerProvider = {
    ...inner,
    async recommendUnknownSecond(input) {
      second += 1;
      await opts.holdSecond;
      return inner.recommendUnknownSecond(input);
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: ORIGIN,
    WEB_DIST_DIR: 'apps/web/does-not-exist',
    JOB_WORKERS: String(opts.workers),
    ...opts.env,
  });
  const app = await buildApp({
    config,
    database,
    planner,
    jobs: true,
    seedExamples: false,
    rateLimits: false,
  });
  await app.ready();
  const t: TestApp = {
    app,
    database: { ...database, drop: async () => {} },
    close: () => app.close(),
  };
  return { t, secondCalls: () => second };
}

const open: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const thing of open.reverse()) await thing.close().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}_boss" CASCADE`);
    await client.end();
  }
});

describe('background work survives a restart', () => {
  it('saving queues the completion; a pending one is completed once by the next process', async () => {
    // Process 1: saves the plan (which queues its completion) but runs no workers.
    const db1 = await openSameDatabase();
    const first = await appOn(db1, { workers: false });
    open.push(first.t, db1);
    const owner = await signedInUser(first.t);
    const plan = await createPlan(first.t, owner, { type: 'DESTINATION_UNKNOWN' });
    expect(await bossJobs(db1, JOB.remainingUnknown, plan.id)).toEqual([
      expect.objectContaining({ state: 'created' }),
    ]);
    // The browser's trigger adds nothing while the job is pending.
    const res = await call(first.t.app, 'POST', '/api/process-remaining-calls', {
      cookie: owner.cookie,
      body: { planId: plan.id, userId: owner.id },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await bossJobs(db1, JOB.remainingUnknown, plan.id)).toHaveLength(1);

    // The process stops with the job still pending.
    await first.t.app.close();
    const stopped = await planRow(first.t, plan.id);
    expect((stopped.planData as { second_destination?: unknown }).second_destination).toBe(
      undefined,
    );
    expect(stopped.comparisonDataUnknown).toBeNull();
    expect(first.secondCalls()).toBe(0);
    await db1.close();

    // Process 2: same database, workers on.
    const db2 = await openSameDatabase();
    const second = await appOn(db2, { workers: true });
    open.push(db2, second.t);
    await expect
      .poll(
        async () => {
          const row = await planRow(second.t, plan.id);
          return Boolean(
            (row.planData as { second_destination?: unknown }).second_destination &&
              row.comparisonDataUnknown,
          );
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true);
    await expect
      .poll(async () => (await bossJobs(db2, JOB.remainingUnknown, plan.id)).map((j) => j.state), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual(['completed']);

    const jobs = await bossJobs(db2, JOB.remainingUnknown, plan.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.retry_count).toBe(0);
    // The plan's data was written once: one second destination was ever made.
    expect(second.secondCalls()).toBe(1);
    const row = await planRow(second.t, plan.id);
    const data = row.planData as {
      destination: { location: string };
      second_destination: { location: string };
    };
    expect(data.destination.location).toBe(plan.destination.location);
    expect(data.second_destination.location).not.toBe(data.destination.location);
    // The owner reads it through the new process with the old session.
    const read = await call(second.t.app, 'GET', `/api/plans/${plan.id}`, {
      cookie: owner.cookie,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().plan.preview.second_destination_ready).toBe(true);
  }, 240_000);

  it('a job whose worker died mid-run is retried once it expires, and its content written once', async () => {
    // Its own database: the apps of the test above still run on theirs until the end.
    const db = await openTestDatabase();
    open.push({ close: () => db.drop() });
    // The first worker takes the job and never finishes it (as if its process had died).
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The usual 5-minute expiry; maintenance every second so the test need not wait a minute.
    const env = { JOB_MAINTENANCE_SECONDS: '1' };
    const first = await appOn(db, { workers: true, holdSecond: hung, env });
    open.push(first.t);
    const owner = await signedInUser(first.t);
    const plan = await createPlan(first.t, owner, { type: 'DESTINATION_UNKNOWN' });
    await expect.poll(() => first.secondCalls(), { timeout: 30_000 }).toBe(1);
    expect((await bossJobs(db, JOB.remainingUnknown, plan.id)).map((j) => j.state)).toEqual([
      'active',
    ]);

    // Another instance starts; the stuck run is made 10 minutes old, as if the test had waited.
    const second = await appOn(db, { workers: true, env });
    const schema = db.pgSchema ? `${db.pgSchema}_boss` : 'pgboss';
    await db.db.execute(
      sql`update ${sql.identifier(schema)}.job set started_on = now() - interval '10 minutes' where name = ${JOB.remainingUnknown} and singleton_key = ${String(plan.id)}`,
    );
    open.push(second.t);
    await expect
      .poll(async () => (await bossJobs(db, JOB.remainingUnknown, plan.id)).map((j) => j.state), {
        timeout: 60_000,
        interval: 250,
      })
      .toEqual(['completed']);
    expect(second.secondCalls()).toBe(1);
    const done = await planRow(second.t, plan.id);
    expect(done.comparisonDataUnknown).not.toBeNull();

    // The stuck run wakes up late: what it made is dropped, the plan keeps the first answer.
    release();
    await first.t.app.close();
    const after = await planRow(second.t, plan.id);
    expect(after.planData).toEqual(done.planData);
    expect(after.comparisonDataUnknown).toEqual(done.comparisonDataUnknown);
  }, 120_000);

  it('a graceful stop finishes the request in flight and hands its running job back', async () => {
    const db = await openTestDatabase();
    open.push({ close: () => db.drop() });
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = await appOn(db, { workers: true, holdSecond: hung });
    open.push(first.t);
    const owner = await signedInUser(first.t);
    const plan = await createPlan(first.t, owner, { type: 'DESTINATION_UNKNOWN' });
    await expect.poll(() => first.secondCalls(), { timeout: 30_000 }).toBe(1);
    // A read in flight when the stop begins is answered.
    const inFlight = call(first.t.app, 'GET', `/api/plans/${plan.id}`, { cookie: owner.cookie });
    await first.t.app.close();
    expect((await inFlight).statusCode).toBe(200);
    // The job its worker could not finish in time is failed back to the queue, for a retry.
    expect((await bossJobs(db, JOB.remainingUnknown, plan.id)).map((j) => j.state)).toEqual([
      'retry',
    ]);
    release();
    const second = await appOn(db, { workers: true });
    open.push(second.t);
    await expect
      .poll(async () => (await bossJobs(db, JOB.remainingUnknown, plan.id)).map((j) => j.state), {
        timeout: 60_000,
        interval: 250,
      })
      .toEqual(['completed']);
    expect((await planRow(second.t, plan.id)).comparisonDataUnknown).not.toBeNull();
  }, 120_000);
});
