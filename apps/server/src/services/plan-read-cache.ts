import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { plans } from '../db/schema.ts';

/**
 * Plan reads from memory, never stale (docs/decisions/0019-runtime-faults.md). A plan page
 * is read far more often than it changes, and on the embedded database every query costs
 * about a millisecond of its single thread. Every change of a plan raises its `version` and
 * sends a notification, by trigger (migration 0011), whatever code made it:
 * - embedded database: the notification arrives before the writing query returns, so an
 *   entry is dropped the moment its plan changes and a hit needs no query at all;
 * - PostgreSQL (several instances may write): a hit is confirmed by reading the version
 *   alone, a few bytes instead of the whole document.
 * Answers made from a cached row are cached with it, so a hit also skips serialising.
 */
// A stored plan, typed from the table (importing services/plans.ts would make the context a
// module cycle).
type PlanRow = typeof plans.$inferSelect;

interface Entry {
  row: PlanRow;
  bodies: Map<string, string>;
}

/** Enough for every plan being looked at on a busy instance; a few MB. */
const MAX_ENTRIES = 300;

export class PlanReadCache {
  private readonly entries = new Map<number, Entry>();
  /** Bumped by each invalidation, so a read that raced a write does not store what it read. */
  private generation = 0;

  constructor(
    private readonly load: (id: number) => Promise<PlanRow | null>,
    /** The stored version, or null when the plan is gone; absent where notifications suffice. */
    private readonly currentVersion?: (id: number) => Promise<number | null>,
  ) {}

  invalidate(id: number) {
    this.generation += 1;
    this.entries.delete(id);
  }

  /** The plan as stored now. */
  async row(id: number): Promise<PlanRow | null> {
    const entry = this.entries.get(id);
    if (entry) {
      const current = this.currentVersion ? await this.currentVersion(id) : entry.row.version;
      if (current === entry.row.version && this.entries.get(id) === entry) {
        this.touch(id, entry);
        return entry.row;
      }
      this.entries.delete(id);
      if (current === null) return null;
    }
    const generation = this.generation;
    const row = await this.load(id);
    if (row && generation === this.generation) this.touch(id, { row, bodies: new Map() });
    return row;
  }

  /** An answer made from this very row, made once per kind of answer. */
  body(row: PlanRow, kind: string, make: () => string): string {
    const entry = this.entries.get(row.id);
    if (entry?.row !== row) return make();
    let body = entry.bodies.get(kind);
    if (body === undefined) {
      body = make();
      entry.bodies.set(kind, body);
    }
    return body;
  }

  private touch(id: number, entry: Entry) {
    // A Map keeps insertion order: re-inserting makes it the newest, the first is the oldest.
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/** The cache for this database, listening for changes where that is how it stays exact. */
export async function createPlanReadCache(
  database: Database,
  load: (id: number) => Promise<PlanRow | null>,
): Promise<PlanReadCache> {
  if (database.pglite) {
    const cache = new PlanReadCache(load);
    await database.pglite.listen('plan_changed_public', (payload) =>
      cache.invalidate(Number(payload)),
    );
    return cache;
  }
  const version = database.db
    .select({ version: plans.version })
    .from(plans)
    .where(eq(plans.id, sql.placeholder('id')))
    .prepare('plan_version');
  return new PlanReadCache(load, async (id) => {
    const [found] = await version.execute({ id });
    return found?.version ?? null;
  });
}
