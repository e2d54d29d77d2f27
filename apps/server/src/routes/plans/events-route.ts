import { planIdParams } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { PlanUpdate } from '../../lib/plan-events.ts';
import { findPlan, type PlanRow } from '../../services/plans.ts';
import type { RouteDeps } from '../types.ts';
import { planFor } from './plan-access.ts';

const HEARTBEAT_MS = 20_000;
/** Re-reads the plan this often, so work finished by another instance is noticed too. */
const RECHECK_MS = 3000;
/** The spec's polling gives up after 2 minutes; the stream lasts a little longer. */
const MAX_STREAM_MS = 150_000;

/** What the page waits for, as a comparable signature. */
function progressOf(row: PlanRow) {
  const unknown = row.planType === 'DESTINATION_UNKNOWN';
  const parts = {
    second_destination: !unknown || 'second_destination' in row.planData,
    comparison_data_unknown: !unknown || row.comparisonDataUnknown !== null,
    photos_first_destination: row.photosFirstDestination.length > 0,
    photos_second_destination: !unknown || row.photosSecondDestination.length > 0,
  };
  return { parts, done: Object.values(parts).every(Boolean) };
}

/**
 * GET /api/plans/:id/events: Server-Sent Events telling an open page that the second
 * destination, the comparison or images are ready (`plan-updated`), and `ready` once
 * everything exists. Polling remains the page's fallback.
 */
export async function eventsRoute(app: FastifyInstance, { ctx }: RouteDeps) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/api/plans/:id/events',
    { schema: { tags: ['plans'], params: planIdParams } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      // Public-link viewers may follow progress too; the events carry no plan content.
      const { row } = await planFor(ctx, request, id, 'events');
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: object) => {
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };

      let last = progressOf(row);
      let finished = false;
      const end = () => {
        if (finished) return;
        finished = true;
        clearInterval(heartbeat);
        clearInterval(recheck);
        clearTimeout(limit);
        unsubscribe();
        open.delete(end);
        res.end();
      };
      const report = (current: PlanRow, fields: string[]) => {
        const next = progressOf(current);
        send('plan-updated', { fields });
        last = next;
        if (next.done) {
          send('ready', { fields: [] });
          end();
        }
      };
      const onUpdate = async (update: PlanUpdate) => {
        const current = await findPlan(ctx, id);
        if (current && !finished) report(current, update.fields);
      };
      const unsubscribe = ctx.events.subscribe(id, (update) => void onUpdate(update));
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const recheck = setInterval(async () => {
        const current = await findPlan(ctx, id).catch(() => null);
        if (!current || finished) return;
        const next = progressOf(current);
        const changed = Object.entries(next.parts)
          .filter(([key, value]) => value !== last.parts[key as keyof typeof last.parts])
          .map(([key]) => key);
        if (changed.length > 0) report(current, changed);
      }, RECHECK_MS);
      const limit = setTimeout(end, MAX_STREAM_MS);
      open.add(end);
      request.raw.on('close', end);

      send('hello', { fields: [] });
      if (last.done) {
        send('ready', { fields: [] });
        end();
      }
    },
  );
}
