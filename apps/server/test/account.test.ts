import { MSG } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, planShares, plans, sessions, users } from '../src/db/schema.ts';
import { buildTestApp, call, cookieFrom, createUser, login, type TestApp } from './helpers/app.ts';
import { knownDestinationFixture, knownForm } from './helpers/stand-ins/plan-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function insertPlan(userId: number, location = 'Lisbon, Portugal') {
  const [plan] = await t.database.db
    .insert(plans)
    .values({
      userId,
      planType: 'DESTINATION_KNOWN',
      planData: { destination: knownDestinationFixture(location) },
      formData: knownForm,
    })
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

  it('refuses an empty first name, whitespace included, and keeps the old one', async () => {
    const user = await createUser(t);
    const cookie = await login(t, user);
    for (const first_name of ['', '   ']) {
      const res = await call(t.app, 'POST', '/auth/account-update-first-name', {
        cookie,
        body: { first_name, user_id: user.id },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.emptyFirstName);
    }
    expect((await call(t.app, 'GET', '/api/users/me', { cookie })).json().firstName).toBe('Ada');
  });

  it('validates and changes the e-mail, refusing one that is taken', async () => {
    const user = await createUser(t);
    const taken = await createUser(t);
    const cookie = await login(t, user);
    const invalid = await call(t.app, 'POST', '/auth/account-update-email', {
      cookie,
      body: { email: 'no-at-sign', current_password: user.password, user_id: user.id },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(MSG.invalidEmail);
    const clash = await call(t.app, 'POST', '/auth/account-update-email', {
      cookie,
      body: { email: taken.email.toUpperCase(), current_password: user.password, user_id: user.id },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('An account with that email already exists.');
    const ok = await call(t.app, 'POST', '/auth/account-update-email', {
      cookie,
      body: { email: 'renamed@example.com', current_password: user.password, user_id: user.id },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = cookieFrom(ok) as string;
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: fresh })).json().email).toBe(
      'renamed@example.com',
    );
  });

  it('asks for the current password before an e-mail change, ends other sessions and tells the old address', async () => {
    const user = await createUser(t);
    const here = await login(t, user);
    const elsewhere = await login(t, user);
    const change = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/auth/account-update-email', { cookie: here, body });
    const missing = await change({ email: 'thief@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(MSG.currentPasswordRequired);
    const wrong = await change({ email: 'thief@example.com', current_password: 'guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(MSG.currentPasswordWrong);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged?.email).toBe(user.email);

    const newEmail = `moved-${user.id}@example.com`;
    const ok = await change({ email: newEmail, current_password: user.password });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: elsewhere })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: here })).statusCode).toBe(401);
    const fresh = cookieFrom(ok) as string;
    expect((await call(t.app, 'GET', '/api/users/me', { cookie: fresh })).json().email).toBe(
      newEmail,
    );
    const notices = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'email-changed'), eq(emailOutbox.to, user.email)));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`changed to ${newEmail}`);
  });

  it('changes the password, ends other sessions and keeps the caller signed in', async () => {
    const user = await createUser(t);
    const here = await login(t, user);
    const elsewhere = await login(t, user);
    const short = await call(t.app, 'POST', '/auth/account-update-password', {
      cookie: here,
      body: { password: 'abcd', current_password: user.password, user_id: user.id },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(MSG.shortPassword);
    const wrong = await call(t.app, 'POST', '/auth/account-update-password', {
      cookie: here,
      body: { password: 'a stolen secret', current_password: 'guess', user_id: user.id },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(MSG.currentPasswordWrong);
    const res = await call(t.app, 'POST', '/auth/account-update-password', {
      cookie: here,
      body: { password: 'a fresh secret', current_password: user.password, user_id: user.id },
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
      // An invitation the friend has opened (the token flow is tested in sharing.test.ts).
      .values({
        planId: plan.id,
        email: friend.email.toLowerCase(),
        invitedBy: owner.id,
        userId: friend.id,
      });
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
    const wrong = await call(t.app, 'POST', '/api/users/delete-user-account', {
      cookie,
      body: { current_password: 'guess' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    const res = await call(t.app, 'POST', '/api/users/delete-user-account', {
      cookie,
      body: { current_password: user.password },
    });
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
      '/auth/account-update-email': { email: 'x@example.com', current_password: 'x' },
      '/auth/account-update-password': { password: 'long enough', current_password: 'x' },
      '/api/users/delete-user-account': { current_password: 'x' },
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
