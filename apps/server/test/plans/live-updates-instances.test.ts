import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanUpdate } from '../../src/lib/plan-events.ts';
import { buildTestApp, secondInstance, type TestApp } from '../helpers/app.ts';

/**
 * Live updates cross instances (docs/decisions/0019-runtime-faults.md): on PostgreSQL an
 * update published by one instance (its worker finished a plan) reaches the streams of
 * another instance on the same database through LISTEN/NOTIFY, once, within a second.
 */

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'live updates across instances on one PostgreSQL database',
  () => {
    let a: TestApp;
    let other: Awaited<ReturnType<typeof secondInstance>>;
    beforeAll(async () => {
      a = await buildTestApp();
      other = await secondInstance(a);
    });
    afterAll(async () => {
      await other.close();
      await a.close();
    });

    it('an update published on one instance reaches the other once, and its own once', async () => {
      const onB: PlanUpdate[] = [];
      const onA: PlanUpdate[] = [];
      other.app.ctx.events.subscribe(4242, (update) => onB.push(update));
      a.app.ctx.events.subscribe(4242, (update) => onA.push(update));
      const sent = performance.now();
      a.app.ctx.events.publish({ planId: 4242, fields: ['second_destination'] });
      await expect.poll(() => onB.length, { timeout: 2000, interval: 20 }).toBe(1);
      expect(performance.now() - sent).toBeLessThan(2000);
      expect(onB[0]).toEqual({ planId: 4242, fields: ['second_destination'] });
      // The publisher's own notification comes back too, and is ignored.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onA).toHaveLength(1);
      expect(onB).toHaveLength(1);
    });
  },
);
