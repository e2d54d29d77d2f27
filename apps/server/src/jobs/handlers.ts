import type { AppContext } from '../context.ts';
import { pruneExpired } from '../services/housekeeping.ts';
import { addSecondDestination, fillPlanImages } from '../services/plan-completion.ts';
import { refreshThumbnailsIfDue } from '../services/plan-photos.ts';
import { JOB, type JobName, type JobRunner, type PlanJob } from './jobs.ts';

type Handler = (ctx: AppContext, data: PlanJob) => Promise<void>;

/** What each durable job does. Every handler is idempotent: a retry changes nothing twice. */
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
  [JOB.thumbnails]: async (ctx, { planId }) => {
    await refreshThumbnailsIfDue(ctx, planId);
  },
  [JOB.pruneExpired]: async (ctx) => {
    await pruneExpired(ctx);
  },
};

export function jobRunner(ctx: AppContext): JobRunner {
  return (name, data) => HANDLERS[name](ctx, data);
}
