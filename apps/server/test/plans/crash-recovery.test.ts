import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { JOB } from '../../src/jobs/jobs.ts';
import { ORIGIN } from '../helpers/app.ts';
import { bossJobs, knownForm, unknownForm } from './factories.ts';

/**
 * A plan completes across a crash (docs/decisions/0010-plan-lifecycle.md): the real server
 * process saves a plan, is killed with SIGKILL before the browser's process-remaining call,
 * and the next process on the same embedded database completes the plan, once.
 * (On PostgreSQL the same path is covered in-process by jobs-restart.test.ts.)
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'plans-crash-'));
const PORT = 3190 + (process.pid % 50);
const base = `http://127.0.0.1:${PORT}`;
let child: ChildProcess | undefined;

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
  }
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** JSON over HTTP as the browser sends it, carrying the session cookie along. */
function client() {
  let cookie = '';
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (set) cookie = set.split(';')[0] ?? '';
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a crash after saving', () => {
  it.each([
    ['DESTINATION_UNKNOWN', '/api/geminiAPI/recommendation-unknown-first-gemini'],
    ['DESTINATION_KNOWN', '/api/geminiAPI/recommendation-known-gemini'],
  ] as const)(
    'a %s plan saved just before SIGKILL is completed by the next process',
    async (type, url) => {
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          HOST: '127.0.0.1',
          PORT: String(PORT),
          PUBLIC_URL: ORIGIN,
          PGLITE_DATA_DIR: dataDir,
          // This process queues work but never runs it: only the next one can complete the plan.
          JOB_WORKERS: 'false',
          WEB_DIST_DIR: 'apps/web/does-not-exist',
        },
        stdio: 'ignore',
      });
      await waitForHealth(60_000);
      const api = client();
      const email = `crash-${type}-${Date.now()}@example.com`;
      expect(
        (
          await api('POST', '/auth/register', {
            email,
            firstName: 'Ada',
            password: 'a long password',
          })
        ).status,
      ).toBe(201);
      const form = type === 'DESTINATION_KNOWN' ? knownForm() : unknownForm();
      const generated = await api('POST', url, form);
      expect(generated.status).toBe(200);
      const saved = await api('POST', '/api/users/plan', {
        plan_type: type,
        plan_data: { destination: generated.json.destination },
      });
      expect(saved.status).toBe(201);
      const planId = (saved.json.plan as { id: number }).id;

      // The browser would now call process-remaining-calls; the process dies first.
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));

      const database = await openDatabase({ pgliteDataDir: dataDir });
      const app = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          PUBLIC_URL: ORIGIN,
          WEB_DIST_DIR: 'apps/web/does-not-exist',
        }),
        database,
        seedExamples: false,
        rateLimits: false,
      });
      await app.ready();
      try {
        const queue = type === 'DESTINATION_KNOWN' ? JOB.remainingKnown : JOB.remainingUnknown;
        await expect
          .poll(async () => (await bossJobs(database, queue, planId)).map((j) => j.state), {
            timeout: 60_000,
            interval: 250,
          })
          .toEqual(['completed']);
        const [row] = await database.db.query.plans.findMany({
          where: (p, { eq }) => eq(p.id, planId),
        });
        expect(row?.photosFirstDestination.length).toBeGreaterThan(0);
        if (type === 'DESTINATION_UNKNOWN') {
          expect(row && 'second_destination' in row.planData).toBe(true);
          expect(row?.comparisonDataUnknown).not.toBeNull();
        }
      } finally {
        await app.close();
        await database.close();
      }
    },
    180_000,
  );
});
