import type PgBoss from 'pg-boss';
import type { Tx } from '../db/client.ts';
import { createBoss, type QueueOptions } from './queue.ts';

/** Durable background work; pending jobs survive a restart and are retried a bounded number of times. */
export const JOB = {
  /** Unknown-destination plan: second destination, comparison, then images. */
  remainingUnknown: 'plan-remaining-unknown',
  /** Known-destination plan: images. */
  remainingKnown: 'plan-remaining-known',
  /** Item images and photos where missing (example plans, a new destination after a revision). */
  images: 'plan-images',
  /** The 28-day thumbnail refresh, when the browser has not asked for it first. */
  thumbnails: 'plan-thumbnails',
  /**
   * Hourly housekeeping: expired sessions and reset tokens, abandoned checkouts, drafts and
   * revision drafts nobody saved (services/housekeeping.ts). The queue keeps its first name.
   */
  pruneExpired: 'prune-drafts',
} as const;
export type JobName = (typeof JOB)[keyof typeof JOB];

export interface PlanJob {
  planId: number;
}

/** Runs one job; app.ts wires it to the services (jobs/handlers.ts). */
export type JobRunner = (name: JobName, data: PlanJob) => Promise<void>;

export interface EnqueueOptions {
  /** Queue inside this transaction: the job exists exactly when the transaction commits. */
  tx?: Tx;
  /** Wait this long before running (a fallback for work the browser normally asks for). */
  startAfterSeconds?: number;
}

export interface Jobs {
  /** Queues work for a plan; one queued job per plan and kind at a time. */
  enqueue(name: JobName, data: PlanJob, options?: EnqueueOptions): Promise<void>;
  start(run: JobRunner, opts: { workers: boolean }): Promise<void>;
  stop(): Promise<void>;
}

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss sends its insert through whatever `db` it is given; this hands it the
 * transaction's own connection (the client drizzle holds for it: a pg PoolClient or a
 * PGlite transaction), so the job is committed or rolled back with the rows beside it.
 */
function transactionConnection(tx: Tx): PgBoss.Db {
  const client = (tx as unknown as { session?: { client?: SqlClient } }).session?.client;
  if (typeof client?.query !== 'function') {
    throw new Error('This database driver does not expose its transaction connection.');
  }
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await client.query(text, values ?? []);
      return { rows: result.rows as never[] };
    },
  };
}

const PRUNE_EXPIRED_CRON = '17 * * * *';

export function createJobs(
  options: QueueOptions & {
    /**
     * False only for an app built explicitly without a queue (tests that do not need one):
     * its work is dropped. Otherwise work queued before `start` is an error, never a loss.
     */
    enabled?: boolean;
  },
): Jobs {
  let boss: PgBoss | undefined;
  let started: Promise<void> | undefined;
  const enabled = options.enabled ?? true;

  return {
    async enqueue(name, data, enqueueOptions = {}) {
      if (!enabled) return;
      if (!started) {
        throw new Error(
          `The job queue has not started: ${name} for plan ${data.planId} not queued.`,
        );
      }
      await started;
      if (!boss) throw new Error('The job queue is not running.');
      // "stately" queues keep at most one queued job per key, so repeated calls do not pile up.
      await boss.send(name, data, {
        singletonKey: String(data.planId),
        ...(enqueueOptions.startAfterSeconds
          ? { startAfter: enqueueOptions.startAfterSeconds }
          : {}),
        ...(enqueueOptions.tx ? { db: transactionConnection(enqueueOptions.tx) } : {}),
      });
    },
    async start(run, { workers }) {
      started = (async () => {
        boss = createBoss(options);
        boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
        await boss.start();
        for (const name of Object.values(JOB)) {
          await boss.createQueue(name, { name, policy: 'stately' });
        }
        await boss.schedule(JOB.pruneExpired, PRUNE_EXPIRED_CRON, { planId: 0 });
        if (!workers) return;
        for (const name of Object.values(JOB)) {
          await boss.work<PlanJob>(
            name,
            { pollingIntervalSeconds: 0.5, batchSize: 1 },
            async (jobs) => {
              for (const job of jobs) await run(name, job.data);
            },
          );
        }
      })();
      await started;
    },
    async stop() {
      await started?.catch(() => undefined);
      // Work still running after 5 s is failed by pg-boss and retried by the next worker.
      await boss?.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
