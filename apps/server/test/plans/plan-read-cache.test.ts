import { planEnvelope, planRecord } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, users } from '../../src/db/schema.ts';
import { fillPlanImages } from '../../src/services/plan-completion.ts';
import { buildTestApp, call, secondInstance, type TestApp } from '../helpers/app.ts';
import {
  type CreatedPlan,
  createPlan,
  markPaid,
  type SignedIn,
  signedInUser,
} from './factories.ts';

/**
 * Plan reads come from memory while the plan is unchanged (services/plan-read-cache.ts), and
 * no write, whichever code or process makes it, leaves a read stale: each check fills the
 * cache with a read, changes the plan another way, and reads again at once.
 */

let t: TestApp;
let owner: SignedIn;
let plan: CreatedPlan;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
  plan = await createPlan(t, owner);
});
afterAll(() => t.close());

const read = async (id = plan.id, cookie = owner.cookie) => {
  const res = await call(t.app, 'GET', `/api/plans/${id}`, { cookie });
  return {
    status: res.statusCode,
    body: res.body,
    plan: res.statusCode === 200 ? res.json().plan : null,
  };
};

describe('cached plan reads', () => {
  it('answer exactly the schema, the same bytes while nothing changes', async () => {
    // The owner's first read records the view (a write, so the next answer differs once).
    await read();
    const first = await read();
    const again = await read();
    expect(again.body).toBe(first.body);
    expect(planEnvelope.parse(JSON.parse(first.body))).toBeDefined();
    // Nothing beyond the schema: the answer is made without zod's stripping.
    expect(Object.keys(first.plan).sort()).toEqual(Object.keys(planRecord.shape).sort());
    expect(first.plan.is_preview).toBe(true);
  });

  it('a write made outside the services (plain SQL) shows at once', async () => {
    await read();
    await markPaid(t, plan.id);
    const after = await read();
    expect(after.plan).toMatchObject({ is_paid: true, is_preview: false });
  });

  it('a background job writing images and photos shows at once', async () => {
    await t.database.db
      .update(plans)
      .set({ photosFirstDestination: [] })
      .where(eq(plans.id, plan.id));
    const before = await read();
    expect(before.plan.photos_first_destination).toEqual([]);
    await fillPlanImages(t.app.ctx, plan.id);
    const after = await read();
    expect(after.plan.photos_first_destination.length).toBeGreaterThan(0);
  });

  it('the public link follows the owner turning it on and off', async () => {
    const toggle = (status: boolean) =>
      call(t.app, 'PATCH', '/api/plans/update-public-share-status', {
        cookie: owner.cookie,
        body: { plan_id: plan.id, status },
      });
    const open = () => call(t.app, 'GET', `/api/plans/public/${plan.id}`);
    expect((await toggle(true)).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);
    expect((await toggle(false)).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(404);
  });

  it('a deleted plan (its account deleted) is gone at once', async () => {
    const leaving = await signedInUser(t);
    const gone = await createPlan(t, leaving);
    expect((await read(gone.id, leaving.cookie)).status).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, leaving.id));
    const staffRead = await t.database.db.execute(sql`select 1 from plans where id = ${gone.id}`);
    expect((staffRead as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await read(gone.id, owner.cookie)).status).toBe(404);
  });
});

describe('plan documents are parsed where the row is loaded, once per version', () => {
  it('a stray key written by hand is dropped and a missing default filled, in every answer', async () => {
    const mine = await createPlan(t, owner, { paid: true });
    await t.database.db.execute(sql`
      update plans set
        plan_data = jsonb_set(
          jsonb_set(plan_data, '{destination,injected}', '"<script>"'::jsonb),
          '{destination,restaurants,0}', (plan_data #> '{destination,restaurants,0}') - 'images'),
        form_data = form_data || '{"injected": true}'::jsonb
      where id = ${mine.id}`);
    const res = await read(mine.id);
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('injected');
    expect(res.plan.plan_data.destination.restaurants[0].images).toEqual([]);
    const row = await t.app.ctx.planCache.row(mine.id);
    expect(row?.formData).not.toHaveProperty('injected');
  });

  it('the cache keeps the parsed row: reads share it until the plan changes', async () => {
    const mine = await createPlan(t, owner);
    const first = await t.app.ctx.planCache.row(mine.id);
    expect(await t.app.ctx.planCache.row(mine.id)).toBe(first);
    await markPaid(t, mine.id);
    const changed = await t.app.ctx.planCache.row(mine.id);
    expect(changed).not.toBe(first);
    expect(changed?.isPaid).toBe(true);
    expect(await t.app.ctx.planCache.row(mine.id)).toBe(changed);
  });

  it('a document that does not match the schema is never served (a logged 500)', async () => {
    const mine = await createPlan(t, owner, { paid: true });
    await t.database.db.execute(
      sql`update plans set plan_data = jsonb_set(plan_data, '{destination,location}', '42'::jsonb) where id = ${mine.id}`,
    );
    const res = await read(mine.id);
    expect(res.status).toBe(500);
    expect(res.body).not.toContain('42');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('another instance on the same database', () => {
  it('a write made by another instance shows in this one at once', async () => {
    const second = await secondInstance(t);
    const { app, database: other } = second;
    try {
      const mine = await createPlan(t, owner);
      expect((await read(mine.id)).plan.is_paid).toBe(false);
      // The other instance's own connection pays for it (as its webhook would).
      await other.db.update(plans).set({ isPaid: true }).where(eq(plans.id, mine.id));
      expect((await read(mine.id)).plan).toMatchObject({ is_paid: true, is_preview: false });
      // And a read through the other instance sees what this one wrote.
      await t.database.db.update(plans).set({ sharedPublicly: true }).where(eq(plans.id, mine.id));
      const there = await call(app, 'GET', `/api/plans/public/${mine.id}`);
      expect(there.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
