import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

export interface PlanUpdate {
  planId: number;
  /** Which parts changed: second_destination, comparison_data_unknown, photos_first_destination... */
  fields: string[];
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_MS = [250, 1000, 5000] as const;

/**
 * Notifications that a plan changed in the background. The SSE route listens here. On
 * PostgreSQL every update is also sent with NOTIFY, so the instance whose worker made it
 * and every other instance sharing the database hear it within a moment; the SSE route's
 * periodic re-read of the plan stays as the fallback while the listening connection is
 * being re-established.
 */
export class PlanEvents {
  private readonly emitter = new EventEmitter();
  /** This process, so it can ignore its own notifications (it has already delivered them). */
  private readonly instance = randomUUID();
  private notify?: (payload: string) => Promise<unknown>;
  private stopListening?: () => Promise<void>;

  constructor() {
    // One listener per open plan page; there is no fixed upper bound worth warning about.
    this.emitter.setMaxListeners(0);
  }

  publish(update: PlanUpdate) {
    this.deliver(update);
    this.notify?.(JSON.stringify({ ...update, from: this.instance })).catch(() => {
      // The other instances' streams fall back to re-reading the plan.
    });
  }

  subscribe(planId: number, listener: (update: PlanUpdate) => void): () => void {
    const name = `plan:${planId}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  /**
   * Shares updates with every instance on this PostgreSQL database: NOTIFY through the app's
   * pool, LISTEN on one dedicated connection that is re-opened when it drops.
   */
  async shareThroughPostgres(opts: {
    pool: pg.Pool;
    url: string;
    /** Keeps test schemas (one per test file, all on one server) from hearing each other. */
    channel: string;
    log: Log;
  }): Promise<void> {
    const { pool, channel, log } = opts;
    this.notify = (payload) => pool.query('select pg_notify($1, $2)', [channel, payload]);
    let client: pg.Client | undefined;
    let stopped = false;
    let attempt = 0;
    const listen = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: opts.url, application_name: 'plan-events' });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) this.received(message.payload);
      });
      next.on('error', (err) => {
        log.warn({ err }, 'live-update listener lost its connection; listening again');
        void next.end().catch(() => undefined);
        if (client === next) client = undefined;
        relisten();
      });
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      attempt = 0;
    };
    // Streams re-read the plan meanwhile, so a listener that is away loses nothing.
    const relisten = () => {
      if (stopped) return;
      const delay = RELISTEN_MS[Math.min(attempt, RELISTEN_MS.length - 1)];
      attempt += 1;
      setTimeout(() => {
        listen().catch((err: unknown) => {
          log.warn({ err }, 'live-update listener could not connect; trying again');
          relisten();
        });
      }, delay).unref();
    };
    try {
      await listen();
    } catch (err) {
      log.error({ err }, 'live-update listener could not start; streams fall back to polling');
      relisten();
    }
    this.stopListening = async () => {
      stopped = true;
      this.notify = undefined;
      await client?.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.stopListening?.();
  }

  private received(payload: string) {
    try {
      const message = JSON.parse(payload) as PlanUpdate & { from?: string };
      if (message.from === this.instance) return;
      if (typeof message.planId !== 'number' || !Array.isArray(message.fields)) return;
      this.deliver({ planId: message.planId, fields: message.fields });
    } catch {
      // Not ours: ignore.
    }
  }

  private deliver(update: PlanUpdate) {
    this.emitter.emit(`plan:${update.planId}`, update);
  }
}
