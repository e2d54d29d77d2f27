import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { addSecondDestination, fillPlanImages } from '../services/plan-completion.ts';
import { createBoss, type QueueOptions } from './queue.ts';

/** Durable background work; pending jobs survive a restart and are retried a bounded number of times. */
export const JOB = {
  /** Unknown-destination plan: second destination, comparison, then images. */
  remainingUnknown: 'plan-remaining-unknown',
  /** Known-destination plan: images. */
  remainingKnown: 'plan-remaining-known',
  /** Refresh of item images and photos (thumbnail rule, new destination after a revision). */
  images: 'plan-images',
} as const;
export type JobName = (typeof JOB)[keyof typeof JOB];

export interface PlanJob {
  planId: number;
}

export interface Jobs {
  /** Queues work for a plan; one queued job per plan and kind at a time. */
  enqueue(name: JobName, data: PlanJob): Promise<void>;
  start(ctx: AppContext, opts: { workers: boolean }): Promise<void>;
  stop(): Promise<void>;
}

type Handler = (ctx: AppContext, data: PlanJob) => Promise<void>;

const HANDLERS: Record<JobName, Handler> = {
  [JOB.remainingUnknown]: async (ctx, { planId }) => {
    await addSecondDestination(ctx, planId);
    await fillPlanImages(ctx, planId);
    ctx.events.publish({ planId, fields: ['ready'] });
  },
  [JOB.remainingKnown]: async (ctx, { planId }) => {
    await fillPlanImages(ctx, planId);
    ctx.events.publish({ planId, fields: ['ready'] });
  },
  [JOB.images]: async (ctx, { planId }) => {
    await fillPlanImages(ctx, planId);
  },
};

export function createJobs(options: QueueOptions): Jobs {
  let boss: PgBoss | undefined;
  let started: Promise<void> | undefined;

  return {
    async enqueue(name, data) {
      await started;
      if (!boss) throw new Error('The job queue is not running.');
      // "stately" queues keep at most one queued job per key, so repeated calls do not pile up.
      await boss.send(name, data, { singletonKey: String(data.planId) });
    },
    async start(ctx, { workers }) {
      started = (async () => {
        boss = createBoss(options);
        boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
        await boss.start();
        for (const name of Object.values(JOB)) {
          await boss.createQueue(name, { name, policy: 'stately' });
        }
        if (!workers) return;
        for (const [name, handler] of Object.entries(HANDLERS)) {
          await boss.work<PlanJob>(
            name,
            { pollingIntervalSeconds: 0.5, batchSize: 1 },
            async (jobs) => {
              for (const job of jobs) await handler(ctx, job.data);
            },
          );
        }
      })();
      await started;
    },
    async stop() {
      await started?.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
