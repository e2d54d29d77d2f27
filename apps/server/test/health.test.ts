import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers/app.ts';

/**
 * /api/health reports the database's state: 200 while it answers, 503 with `database: 'down'`
 * once it does not (here: closed under the running app), so a load balancer stops sending
 * traffic to an instance that cannot serve.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
  // The database is already closed; dropping a test schema on PostgreSQL may still be due.
  await t.database.drop().catch(() => undefined);
});

describe('GET /api/health', () => {
  it('answers 200 while the database answers, and 503 once it is gone', async () => {
    const up = await call(t.app, 'GET', '/api/health');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ ok: true, database: 'up' });

    await t.database.close();
    const down = await call(t.app, 'GET', '/api/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ ok: false, database: 'down' });
    expect(down.headers['cache-control']).toBe('no-store');
  });
});
