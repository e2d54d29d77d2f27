import { MAX_SHARES_PER_PLAN, MSG } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, plans } from '../../src/db/schema.ts';
import { mailablePhoto } from '../../src/services/sharing.ts';
import { buildTestApp, call, createUser, login, ORIGIN, type TestApp } from '../helpers/app.ts';
import { type CreatedPlan, createPlan, type SignedIn, signedInUser } from './factories.ts';

/**
 * Sharing a purchased plan (plans-payments-admin §2 "Share modal", §4 "Sharing", §6): owner
 * only; view only for the people it is shared with; the own-e-mail rule on the server too.
 */

let t: TestApp;
let owner: SignedIn;
let plan: CreatedPlan;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
  plan = await createPlan(t, owner, { paid: true });
});
afterAll(() => t.close());

const share = (cookie: string, emails: string[], planId = plan.id) =>
  call(t.app, 'POST', '/api/users/share-plan-users', { cookie, body: { plan_id: planId, emails } });
const sharedList = (cookie: string) =>
  call(t.app, 'GET', `/api/users/plan-shared-users/${plan.id}`, { cookie });
const read = (cookie: string) => call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie });

/** Shares with `email`, mails the invitation and returns the token from its link. */
async function invite(email: string): Promise<string> {
  expect((await share(owner.cookie, [email])).statusCode).toBe(200);
  const sent = await call(t.app, 'POST', '/api/emails/send-plan-invites-resend', {
    cookie: owner.cookie,
    body: { emails: [email], planData: { planID: plan.id } },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email.toLowerCase()))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = mail?.text.match(/\?invite=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link in ${mail?.text}`);
  return token;
}

const accept = (cookie: string, token: string) =>
  call(t.app, 'POST', `/api/plans/${plan.id}/accept-invite`, { cookie, body: { token } });

describe('sharing by e-mail', () => {
  it('shares with an address, lists it, and refuses the owner’s own address', async () => {
    const res = await share(owner.cookie, ['Friend.One@Example.com']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shared_with).toEqual(['friend.one@example.com']);
    expect((await sharedList(owner.cookie)).json()).toEqual(['friend.one@example.com']);

    const own = await share(owner.cookie, [owner.email.toUpperCase()]);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(MSG.ownEmailShare);
    // Sharing again with the same address changes nothing.
    expect((await share(owner.cookie, ['friend.one@example.com'])).json().shared_with).toEqual([
      'friend.one@example.com',
    ]);
  });

  it('refuses address lists and header injection, one address at a time', async () => {
    for (const bad of [
      'a@example.com, b@example.com',
      'a@example.com\r\nBcc: victim@example.com',
      'not an address',
      'Name <a@example.com>',
    ]) {
      const res = await share(owner.cookie, [bad]);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await sharedList(owner.cookie)).json()).toEqual(['friend.one@example.com']);
  });

  it(`caps a plan at ${MAX_SHARES_PER_PLAN} people`, async () => {
    const other = await createPlan(t, owner, { paid: true });
    const emails = Array.from({ length: MAX_SHARES_PER_PLAN }, (_, i) => `guest${i}@example.com`);
    expect((await share(owner.cookie, emails, other.id)).statusCode).toBe(200);
    const over = await share(owner.cookie, ['one.more@example.com'], other.id);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/up to 20 people/);
  });

  it('mails an invitation with the sender, the destination, the photo and a link', async () => {
    // A photo provider's JPEG: mail clients show it.
    const photo = 'https://lh3.googleusercontent.com/places/abc123=w1200';
    await t.database.db
      .update(plans)
      .set({ photosFirstDestination: [photo] })
      .where(eq(plans.id, plan.id));
    const res = await call(t.app, 'POST', '/api/emails/send-plan-invites-resend', {
      cookie: owner.cookie,
      body: {
        emails: ['friend.one@example.com', 'not-shared@example.com'],
        planData: { planID: plan.id, destination: 'Anything the browser says' },
        senderName: 'Mallory',
        senderEmail: 'mallory@example.com',
        imageUrl: 'https://evil.example/x.png',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Invitations sent: 1.' });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'plan-invite'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail?.to).toBe('friend.one@example.com');
    expect(mail?.subject).toContain(plan.destination.location);
    expect(mail?.text).toContain(owner.email);
    expect(mail?.text).toMatch(new RegExp(`${ORIGIN}/plans/${plan.id}\\?invite=[\\w-]{43}`));
    expect(mail?.html).not.toContain('evil.example');
    expect(mail?.html).not.toContain('Mallory');
    expect(mail?.html).toContain(`<img src="${photo}"`);
    // The signed-in owner's own name, whatever the body says.
    expect(mail?.subject).toBe(
      `Ada shared a travel plan for ${plan.destination.location} with you`,
    );
    expect(mail?.text).toContain(`Ada (${owner.email}) invited you`);
    // Only people on the list are ever mailed.
    const none = await call(t.app, 'POST', '/api/emails/send-plan-invites-resend', {
      cookie: owner.cookie,
      body: { emails: ['stranger@example.com'], planData: { planID: plan.id } },
    });
    expect(none.statusCode).toBe(400);
  });
});

describe('the invitation mail', () => {
  const latestInvite = async (to: string) => {
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  };

  it('with only the app’s SVG artwork: no image (mail clients show none), a text header instead', async () => {
    const other = await createPlan(t, owner, { paid: true });
    await t.database.db
      .update(plans)
      .set({ photosFirstDestination: ['/images/art/destination/lisbon-portugal.svg?v=1'] })
      .where(eq(plans.id, other.id));
    const to = `art-${Date.now()}@example.com`;
    expect((await share(owner.cookie, [to], other.id)).statusCode).toBe(200);
    const sent = await call(t.app, 'POST', '/api/emails/send-plan-invites-resend', {
      cookie: owner.cookie,
      body: { emails: [to], planData: { planID: other.id } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await latestInvite(to);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('.svg');
    // The header names the place in large type.
    expect(mail.html).toMatch(
      new RegExp(
        `font-size:26px[^>]*>${other.destination.location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`,
      ),
    );
  });

  it.each([
    [
      'https://lh3.googleusercontent.com/p/abc=w800',
      'https://lh3.googleusercontent.com/p/abc=w800',
    ],
    ['https://photos.example/lisbon.jpg', 'https://photos.example/lisbon.jpg'],
    ['/images/art/destination/lisbon-portugal.svg?v=1', null],
    ['https://cdn.example/art/lisbon.SVG?x=1', null],
    ['http://photos.example/lisbon.jpg', null],
    ['', null],
  ])('the mail shows %j as %j', (url, expected) => {
    expect(mailablePhoto(url)).toBe(expected);
  });

  it('says truthfully how the link works: any account, once, not to be forwarded', async () => {
    const to = `wording-${Date.now()}@example.com`;
    await invite(to);
    const mail = await latestInvite(to);
    const html = mail.html.replaceAll('&#39;', "'").replaceAll('&quot;', '"');
    for (const body of [mail.text, html]) {
      expect(body).toContain('it works once');
      expect(body).toContain('(with any e-mail address)');
      expect(body).toContain("so please don't forward it");
      expect(body).toContain('ask Ada to send you a new invitation');
      // The old text tied the link to the address, which the token does not.
      expect(body).not.toContain('with this e-mail address');
    }
    expect(mail.html).toContain(`because Ada (${owner.email}) shared`);
  });
});

describe('where each invitation stands, and sending a new one', () => {
  const invitations = async (planId = plan.id) => {
    const res = await call(t.app, 'GET', `/api/plans/${planId}/invitations`, {
      cookie: owner.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().invitations as Array<{ email: string; status: string }>;
  };

  it('lists not sent, sent and opened invitations in the order they were made', async () => {
    const other = await createPlan(t, owner, { paid: true });
    const friend = await signedInUser(t);
    const [quiet, mailed] = [`quiet-${Date.now()}@example.com`, `mailed-${Date.now()}@example.com`];
    expect((await share(owner.cookie, [quiet, mailed, friend.email], other.id)).statusCode).toBe(
      200,
    );
    expect(await invitations(other.id)).toEqual([
      { email: quiet, status: 'not-sent' },
      { email: mailed, status: 'not-sent' },
      { email: friend.email, status: 'not-sent' },
    ]);
    const sent = await call(t.app, 'POST', '/api/emails/send-plan-invites-resend', {
      cookie: owner.cookie,
      body: { emails: [mailed, friend.email], planData: { planID: other.id } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, friend.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = mail?.text.match(/\?invite=([\w-]+)/)?.[1] as string;
    const opened = await call(t.app, 'POST', `/api/plans/${other.id}/accept-invite`, {
      cookie: friend.cookie,
      body: { token },
    });
    expect(opened.statusCode).toBe(200);
    expect(await invitations(other.id)).toEqual([
      { email: quiet, status: 'not-sent' },
      { email: mailed, status: 'sent' },
      { email: friend.email, status: 'opened' },
    ]);
    // The spec's list is unchanged: addresses only.
    const list = await call(t.app, 'GET', `/api/users/plan-shared-users/${other.id}`, {
      cookie: owner.cookie,
    });
    expect(list.json()).toEqual([quiet, mailed, friend.email]);
  });

  it('a new invitation to someone who has not opened theirs replaces the old link', async () => {
    const email = `resend-${Date.now()}@example.com`;
    const first = await invite(email);
    const second = await invite(email);
    expect(second).not.toBe(first);
    expect((await invitations()).find((i) => i.email === email)?.status).toBe('sent');
    const user = await createUser(t, { email });
    const cookie = await login(t, user);
    // The old link is void; the new one opens the plan.
    const old = await accept(cookie, first);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('This invitation is no longer valid. Ask for a new one.');
    expect((await accept(cookie, second)).statusCode).toBe(200);
    expect((await read(cookie)).statusCode).toBe(200);
    expect((await invitations()).find((i) => i.email === email)?.status).toBe('opened');
  });
});

describe('people a plan is shared with', () => {
  let viewer: SignedIn;
  beforeAll(async () => {
    viewer = await signedInUser(t);
    const token = await invite(viewer.email);
    expect((await accept(viewer.cookie, token)).statusCode).toBe(200);
  });

  it('read the full plan, and cannot edit, re-share or change the public link', async () => {
    const res = await read(viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toMatchObject({ is_owner: false, is_preview: false });
    const refusals = [
      await share(viewer.cookie, ['third@example.com']),
      await sharedList(viewer.cookie),
      await call(t.app, 'PATCH', '/api/plans/update-public-share-status', {
        cookie: viewer.cookie,
        body: { plan_id: plan.id, status: true },
      }),
      await call(t.app, 'POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
        cookie: viewer.cookie,
        body: { plan_id: plan.id, user_feedback: 'more museums' },
      }),
      await call(t.app, 'DELETE', '/api/users/remove-shared-user', {
        cookie: viewer.cookie,
        body: { plan_id: plan.id, email: viewer.email },
      }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    // Their list names the sharer, never the other people it is shared with.
    const list = await call(t.app, 'GET', '/api/users/plans-shared-with-me', {
      cookie: viewer.cookie,
    });
    expect(list.json().plansFormattedDates).toEqual([
      expect.objectContaining({ id: plan.id, invited_by_email: owner.email, shared_with: [] }),
    ]);
  });

  it('lose access at once when removed', async () => {
    const removed = await call(t.app, 'DELETE', '/api/users/remove-shared-user', {
      cookie: owner.cookie,
      body: { plan_id: plan.id, email: viewer.email },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).not.toContain(viewer.email);
    expect((await read(viewer.cookie)).statusCode).toBe(404);
    const ids = await call(t.app, 'GET', '/api/users/my-accessible-plans', {
      cookie: viewer.cookie,
    });
    expect(ids.json()).not.toContain(plan.id);
  });
});

describe('an invitation needs proof of the address', () => {
  it('registering with the invited address opens nothing; the invitation link does', async () => {
    const email = `later-${Date.now()}@example.com`;
    const token = await invite(email);
    const user = await createUser(t, { email });
    const cookie = await login(t, user);
    expect((await read(cookie)).statusCode).toBe(404);
    expect((await accept(cookie, token)).statusCode).toBe(200);
    expect((await read(cookie)).statusCode).toBe(200);
  });

  it('a link works once, and nobody else can take an opened invitation', async () => {
    const friend = await signedInUser(t);
    const mallory = await signedInUser(t);
    const token = await invite(friend.email);
    expect((await accept(friend.cookie, token)).statusCode).toBe(200);
    expect((await accept(mallory.cookie, token)).statusCode).toBe(404);
    expect((await read(mallory.cookie)).statusCode).toBe(404);
    // A new mail carries a new token; it cannot move the share to another account either.
    const again = await invite(friend.email);
    expect((await accept(mallory.cookie, again)).statusCode).toBe(404);
    expect((await read(friend.cookie)).statusCode).toBe(200);
  });

  it('an invitation link for another plan opens nothing', async () => {
    const token = await invite(`elsewhere-${Date.now()}@example.com`);
    const other = await createPlan(t, owner, { paid: true });
    const someone = await signedInUser(t);
    const res = await call(t.app, 'POST', `/api/plans/${other.id}/accept-invite`, {
      cookie: someone.cookie,
      body: { token },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('an unpaid plan', () => {
  it('cannot be shared yet (402)', async () => {
    const unpaid = await createPlan(t, owner);
    expect((await share(owner.cookie, ['a@example.com'], unpaid.id)).statusCode).toBe(402);
  });
});
