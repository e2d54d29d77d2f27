import { previewOf } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp, testClock } from '../helpers/app.ts';
import {
  type Destination,
  generate,
  planRow,
  type SignedIn,
  savePlanCall,
  signedInUser,
} from './factories.ts';

/**
 * POST /api/users/plan stores only a destination the server generated for this user
 * (DESIGN.md "the server enforces everything"); owner and paid state are the server's.
 */

const clock = testClock();
let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  alice = await signedInUser(t);
  bob = await signedInUser(t);
});
afterAll(() => t.close());

const NOT_GENERATED = 'This plan was not generated for your account.';

describe('saving a generated plan', () => {
  it('saves a destination generated for this user, owned by them and unpaid', async () => {
    const destination = await generate(t, alice.cookie);
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { plan } = res.json();
    expect(plan).toMatchObject({
      user_id: alice.id,
      plan_type: 'DESTINATION_KNOWN',
      is_paid: false,
      is_preview: true,
      is_owner: true,
      photos_first_destination: [],
      modified_first_destination_count: 0,
    });
    expect(plan.id).toBe(plan.plan_id);
    const row = await planRow(t, plan.id);
    expect(row.userId).toBe(alice.id);
    // The body named the preview it was given; the server saved the full plan it kept.
    const stored = row.planData.destination as Destination;
    expect(previewOf(row.planData.destination)).toEqual(destination);
    expect(stored.itinerary.length).toBeGreaterThan(destination.itinerary.length);
    expect(stored.time_to_go).toEqual(expect.any(String));
    // The questionnaire answers come from the server's draft, not from the body.
    expect(row.formData).toMatchObject({ destination: 'Lisbon, Portugal' });
  });

  it('saves an unknown-destination plan with its own type', async () => {
    const destination = await generate(t, alice.cookie, 'DESTINATION_UNKNOWN');
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_UNKNOWN',
      plan_data: { destination },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().plan.plan_type).toBe('DESTINATION_UNKNOWN');
  });

  it('accepts the same content with its keys in another order', async () => {
    const destination = await generate(t, alice.cookie);
    const reordered = Object.fromEntries(Object.entries(destination).reverse());
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination: reordered },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('ignores user_id and is_paid in the body (top level and inside plan_data)', async () => {
    const destination = await generate(t, alice.cookie);
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination, is_paid: true, user_id: bob.id },
      user_id: bob.id,
      is_paid: true,
      userId: bob.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { plan } = res.json();
    expect(plan.user_id).toBe(alice.id);
    expect(plan.is_paid).toBe(false);
    const row = await planRow(t, plan.id);
    expect(row).toMatchObject({ userId: alice.id, isPaid: false });
    expect(Object.keys(row.planData)).toEqual(['destination']);
    expect(previewOf(row.planData.destination)).toEqual(destination);
    // Bob cannot read it, and Alice sees only the preview.
    const bobRead = await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: bob.cookie });
    expect(bobRead.statusCode).toBe(404);
    const aliceRead = await call(t.app, 'GET', `/api/plans/${plan.id}`, { cookie: alice.cookie });
    expect(aliceRead.json().plan).toMatchObject({ is_paid: false, is_preview: true });
  });

  it('does not store a second destination smuggled into an unknown plan', async () => {
    const destination = await generate(t, alice.cookie, 'DESTINATION_UNKNOWN');
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_UNKNOWN',
      plan_data: { destination, second_destination: { ...destination, location: 'Elsewhere' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await planRow(t, res.json().plan.id);
    expect(row.planData).not.toHaveProperty('second_destination');
  });
});

describe('refusing plans the server did not generate for this user', () => {
  it('refuses a tampered destination (a venue renamed)', async () => {
    const destination = await generate(t, alice.cookie);
    const tampered = structuredClone(destination);
    tampered.places_to_stay[0]!.name = 'Visit our sponsor: www.spam.example';
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination: tampered },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_GENERATED);
  });

  it('refuses a tampered overview or location', async () => {
    const destination = await generate(t, alice.cookie);
    for (const change of [{ overview: 'Buy cheap pills' }, { location: 'Atlantis' }]) {
      const res = await savePlanCall(t, alice.cookie, {
        plan_type: 'DESTINATION_KNOWN',
        plan_data: { destination: { ...destination, ...change } },
      });
      expect(res.statusCode).toBe(400);
    }
    // The untouched original still saves: the refused attempts did not use up the draft.
    const ok = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("refuses another user's generated destination", async () => {
    const bobs = await generate(t, bob.cookie, 'DESTINATION_KNOWN', { destination: 'Kyoto' });
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination: bobs },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_GENERATED);
    // Bob's own draft is intact.
    const own = await savePlanCall(t, bob.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination: bobs },
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('refuses a destination saved under the other plan type', async () => {
    const destination = await generate(t, alice.cookie, 'DESTINATION_UNKNOWN');
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination },
    });
    expect(res.statusCode).toBe(400);
  });

  it('uses a draft once: the same generated destination cannot be saved twice', async () => {
    // A unique answer, so no earlier identical draft of this user exists.
    const destination = await generate(t, alice.cookie, 'DESTINATION_KNOWN', { firstName: 'Once' });
    const body = { plan_type: 'DESTINATION_KNOWN' as const, plan_data: { destination } };
    expect((await savePlanCall(t, alice.cookie, body)).statusCode).toBe(201);
    const again = await savePlanCall(t, alice.cookie, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(NOT_GENERATED);
  });

  it('refuses a draft older than a day', async () => {
    const destination = await generate(t, alice.cookie, 'DESTINATION_KNOWN', { firstName: 'Late' });
    clock.advanceMinutes(25 * 60);
    const res = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_GENERATED);
  });

  it('refuses a malformed plan and a signed-out caller', async () => {
    const bad = await savePlanCall(t, alice.cookie, {
      plan_type: 'DESTINATION_KNOWN',
      plan_data: { destination: { location: 'Lisbon' } },
    });
    expect(bad.statusCode).toBe(400);
    const destination = await generate(t, alice.cookie);
    const anon = await call(t.app, 'POST', '/api/users/plan', {
      body: { plan_type: 'DESTINATION_KNOWN', plan_data: { destination } },
    });
    expect(anon.statusCode).toBe(401);
  });
});
