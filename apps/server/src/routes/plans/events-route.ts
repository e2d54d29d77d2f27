import { planIdParams } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { PlanUpdate } from '../../lib/plan-events.ts';
import type { Actor } from '../../policies/plans.ts';
import type { PlanRow } from '../../services/plans.ts';
import { errorResponses } from '../schemas.ts';
import { type RouteDeps, typed } from '../types.ts';
import { planFor, planRoute } from './plan-access.ts';

const HEARTBEAT_MS = 20_000;
/** Re-reads the plan this often, so work finished by another instance is noticed too. */
const RECHECK_MS = 3000;
/** The spec's polling gives up after 2 minutes; the stream lasts a little longer. */
const MAX_STREAM_MS = 150_000;

/**
 * Open streams, per client and in all (in this process). A stream holds a socket and two
 * timers for up to MAX_STREAM_MS, so without a cap one client could hold thousands.
 */
class StreamSlots {
  private readonly perClient = new Map<string, number>();
  private total = 0;
  constructor(private readonly limits: { perClient: number; total: number }) {}

  /** Takes a slot for `client` or throws the refusal; the returned function gives it back once. */
  take(client: string): () => void {
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) throw new AppError('TOO_MANY_STREAMS');
    if (this.total >= this.limits.total) throw new AppError('STREAMS_BUSY');
    this.perClient.set(client, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    };
  }
}

/** A signed-in visitor counts as one client on every device; others by their address. */
function clientKey(actor: Actor, ip: string): string {
  if (actor.userId !== undefined) return `user:${actor.userId}`;
  if (actor.staffId !== undefined) return `staff:${actor.staffId}`;
  return `ip:${ip}`;
}

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
  const slots = new StreamSlots(ctx.config.eventStreams);
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  typed(app).get(
    '/api/plans/:id/events',
    {
      schema: { tags: ['plans'], params: planIdParams, response: errorResponses },
      config: planRoute('events'),
    },
    async (request, reply) => {
      const { id } = request.params;
      // Public-link viewers may follow progress too; the events carry no plan content.
      const { row, actor } = await planFor(ctx, request, id, 'events');
      const release = slots.take(clientKey(actor, request.ip));
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
        release();
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
      // Re-read through the read cache: exact (services/plan-read-cache.ts), and cheap.
      const onUpdate = async (update: PlanUpdate) => {
        const current = await ctx.planCache.row(id);
        if (current && !finished) report(current, update.fields);
      };
      const unsubscribe = ctx.events.subscribe(id, (update) => void onUpdate(update));
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const recheck = setInterval(async () => {
        const current = await ctx.planCache.row(id).catch(() => null);
        if (!current || finished) return;
        const next = progressOf(current);
        const changed = Object.entries(next.parts)
          .filter(([key, value]) => value !== last.parts[key as keyof typeof last.parts])
          .map(([key]) => key);
        if (changed.length > 0) report(current, changed);
      }, RECHECK_MS);
      const limit = setTimeout(end, MAX_STREAM_MS);
      open.add(end);
      // The connection closed (the browser went away): timers stop and the slot is given back.
      res.on('close', end);

      send('hello', { fields: [] });
      if (last.done) {
        send('ready', { fields: [] });
        end();
      }
    },
  );
}
