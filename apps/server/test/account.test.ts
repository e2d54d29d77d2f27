import { MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planShares, plans, sessions, users } from '../src/db/schema.ts';
import { buildTestApp, call, cookieFrom, createUser, login, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function insertPlan(userId: number, location = 'Lisbon, Portugal') {
  const [plan] = await t.database.db
    .insert(plans)
    .values({ userId, planType: 'DESTINATION_KNOWN', planData: { destination: { location } } })
    .returning();
  return plan!;
}

describe('account updates', () => {
  it('changes the first name of the session user only', async () => {
    const user = await createUser(t);
    const cookie = await login(t, user);
    const res = await call(t.app, 'POST', '/auth/account-update-first-name', {
      cookie,
      body: { first_name: 'Augusta', user_id: user.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie })).json().firstName).toBe(
      'Augusta',
    );

    const other = await createUser(t);
    const forged = await call(t.app, 'POST', '/auth/account-update-first-name', {
      cookie,
      body: { first_name: 'Mallory', user_id: other.id },
    });
    expect(forged.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.firstName).toBe('Ada');
  });

  it('validates and changes the e-mail, refusing one that is taken', async () => {
    const user = await createUser(t);
    const taken = await createUser(t);
    const cookie = await login(t, user);
    const invalid = await call(t.app, 'POST', '/auth/account-update-email', {
      cookie,
      body: { email: 'no-at-sign', user_id: user.id },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(MSG.invalidEmail);
    const clash = await call(t.app, 'POST', '/auth/account-update-email', {
      cookie,
      body: { email: taken.email.toUpperCase(), user_id: user.id },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('An account with that email already exists.');
    const ok = await call(t.app, 'POST', '/auth/account-update-email', {
      cookie,
      body: { email: 'renamed@example.com', user_id: user.id },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie })).json().email).toBe(
      'renamed@example.com',
    );
  });

  it('changes the password, ends other sessions and keeps the caller signed in', async () => {
    const user = await createUser(t);
    const here = await login(t, user);
    const elsewhere = await login(t, user);
    const short = await call(t.app, 'POST', '/auth/account-update-password', {
      cookie: here,
      body: { password: 'abcd', user_id: user.id },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(MSG.shortPassword);
    const res = await call(t.app, 'POST', '/auth/account-update-password', {
      cookie: here,
      body: { password: 'a fresh secret', user_id: user.id },
    });
    expect(res.statusCode).toBe(200);
    const fresh = cookieFrom(res);
    expect(fresh).toBeDefined();
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: elsewhere })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: here })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: fresh })).statusCode).toBe(200);
    await login(t, { email: user.email, password: 'a fresh secret' });
  });
});

describe('stats, lists and deletion', () => {
  it('reports the joined date and plan count', async () => {
    const user = await createUser(t);
    const cookie = await login(t, user);
    await insertPlan(user.id);
    await insertPlan(user.id, 'Porto, Portugal');
    const res = await call(t.app, 'GET', '/api/users/my-user-stats', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().numberOfPlans).toBe(2);
    expect(res.json().formattedDate).toMatch(/^[A-Z][a-z]+ \d{1,2} \d{4}$/);
  });

  it('lists my plans with only their list fields, and plans shared with me with the sharer', async () => {
    const owner = await createUser(t, { firstName: 'Owen' });
    const friend = await createUser(t);
    const plan = await insertPlan(owner.id, 'Kyoto, Japan');
    await t.database.db
      .insert(planShares)
      .values({ planId: plan.id, email: friend.email.toLowerCase(), invitedBy: owner.id });
    const mine = await call(t.app, 'GET', '/api/users/my-plans', { cookie: await login(t, owner) });
    expect(mine.json().plansFormattedDates).toEqual([
      expect.objectContaining({
        id: plan.id,
        plan_data: { destination: { location: 'Kyoto, Japan' } },
        shared_with: [friend.email.toLowerCase()],
        is_paid: false,
      }),
    ]);
    const shared = await call(t.app, 'GET', '/api/users/plans-shared-with-me', {
      cookie: await login(t, friend),
    });
    expect(shared.json().plansFormattedDates).toEqual([
      expect.objectContaining({
        id: plan.id,
        invited_by_name: 'Owen',
        invited_by_email: owner.email,
      }),
    ]);
  });

  it('deletes the account with its sessions, shares and plans in one go', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const cookie = await login(t, user);
    const plan = await insertPlan(user.id);
    const othersPlan = await insertPlan(other.id);
    await t.database.db.insert(planShares).values([
      { planId: plan.id, email: 'friend@example.com', invitedBy: user.id },
      { planId: othersPlan.id, email: user.email.toLowerCase(), invitedBy: other.id },
    ]);
    const res = await call(t.app, 'POST', '/api/users/delete-user-account', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Your account has been deleted.');
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(plans).where(eq(plans.userId, user.id))).toHaveLength(0);
    expect(
      await db.select().from(planShares).where(eq(planShares.email, user.email.toLowerCase())),
    ).toHaveLength(0);
    expect(await db.select().from(plans).where(eq(plans.id, othersPlan.id))).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie })).statusCode).toBe(401);
  });

  it('refuses every user route without a session', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/users/me'],
      ['GET', '/api/users/my-user-stats'],
      ['GET', '/api/users/my-plans'],
      ['GET', '/api/users/plans-shared-with-me'],
      ['POST', '/api/users/delete-user-account'],
      ['POST', '/auth/account-update-first-name'],
      ['POST', '/auth/account-update-email'],
      ['POST', '/auth/account-update-password'],
    ];
    const bodies: Record<string, unknown> = {
      '/auth/account-update-first-name': { first_name: 'X' },
      '/auth/account-update-email': { email: 'x@example.com' },
      '/auth/account-update-password': { password: 'long enough' },
    };
    for (const [method, url] of routes) {
      const res = await call(t.app, method, url, {
        body: bodies[url] ?? (method === 'POST' ? {} : undefined),
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('UNAUTHENTICATED');
    }
  });
});
