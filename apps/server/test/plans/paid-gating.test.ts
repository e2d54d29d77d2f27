import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans as plansTable } from '../../src/db/schema.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { pdfPlainText } from '../helpers/pdf-text.ts';
import {
  adminSession,
  type Destination,
  GENERATE_KNOWN,
  GENERATE_UNKNOWN,
  knownForm,
  markPaid,
  PREVIEW_KEYS,
  planRow,
  type SignedIn,
  savePlanCall,
  signedInUser,
  unknownForm,
  venueNames,
} from './factories.ts';
import { listen, openEvents } from './sse-client.ts';

/**
 * Nothing unpaid reaches the browser (DESIGN.md; plans-payments-admin §1, §2): every route
 * that can carry plan content answers an unpaid plan with no more than the preview (the
 * overview, the real tips, and the first stay, restaurant, thing to do and itinerary day),
 * for both plan types, also once the second destination and comparison exist. The full plan
 * is read from the database, never from an answer, so the check does not trust what it tests.
 */

const PAID_KEYS = ['"time_to_go"', '"estimated_cost"', '"what_to_pack"', '"second_destination"'];

interface Stored {
  id: number;
  /** Every answer a browser got for this plan while it was unpaid. */
  answers: Array<{ route: string; body: string }>;
  full: { destination: Destination; second_destination?: Destination };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Answers that are files, not JSON: checked for what they hold, not for their shape. */
const TEXT_ANSWERS = ['pdf', 'calendar'];

let t: TestApp;
let baseUrl: string;
let owner: SignedIn;
const plans: Record<'known' | 'unknown', Stored> = {} as never;

const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
  call(t.app, method, url, { cookie: owner.cookie, body });

/** The plan page's PDF call for this plan type (the server prints its own stored copy). */
async function download(id: number, unknown: boolean) {
  const res = unknown
    ? await as('POST', '/api/pdf/generate-pdf-unknown', { plan_data: {}, imgURL: '', plan_id: id })
    : await as('POST', '/api/pdf/generate-pdf-known', { plan: { id } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
}

/** An .ics answer as text a name can be found in: folded lines joined, escapes undone. */
function icsText(res: { statusCode: number; body: string }): string {
  expect(res.statusCode).toBe(200);
  return res.body.replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
}

/** Waits (bounded) until the background job has completed the plan. */
async function completed(planId: number, unknown: boolean) {
  for (let i = 0; i < 200; i++) {
    const row = await planRow(t, planId);
    const second = !unknown || ('second_destination' in row.planData && row.comparisonDataUnknown);
    if (second && row.photosFirstDestination.length > 0) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`plan ${planId} was not completed`);
}

/** Creates a plan as the results page does and collects every answer that could carry content. */
async function collect(type: 'known' | 'unknown'): Promise<Stored> {
  const unknown = type === 'unknown';
  const answers: Stored['answers'] = [];
  const keep = <R extends { statusCode: number; body: string }>(
    route: string,
    res: R,
    status = 200,
  ): R => {
    expect(res.statusCode, `${route}: ${res.body}`).toBe(status);
    answers.push({ route, body: res.body });
    return res;
  };
  const gen = keep(
    'recommendation',
    await as(
      'POST',
      unknown ? GENERATE_UNKNOWN : GENERATE_KNOWN,
      // A budget that buys a choice of stays (the slider is the party's total for the trip).
      unknown ? unknownForm() : knownForm({ datesTraveling: 'June 3-9', budgetRange: 6000 }),
    ),
  );
  const saved = keep(
    'save',
    await savePlanCall(t, owner.cookie, {
      plan_type: unknown ? 'DESTINATION_UNKNOWN' : 'DESTINATION_KNOWN',
      plan_data: { destination: gen.json().destination },
    }),
    201,
  );
  const id = saved.json().plan.id as number;
  // Nothing here asks for the completion: saving queued it.
  const stored = await completed(id, unknown);
  keep('read', await as('GET', `/api/plans/${id}`));
  keep('image url', await as('GET', `/api/plans/return-plan-image-url/${id}`));
  keep(
    'cached image',
    await as('PUT', '/api/plans/check-cached-image', { destination: 'x', plan_id: id }),
  );
  keep(
    'remaining calls',
    await as(
      'POST',
      unknown ? '/api/process-remaining-calls' : '/api/process-remaining-calls-known',
      { planId: id },
    ),
    202,
  );
  keep(
    'revise',
    await as('POST', '/api/geminiAPI/user-revised-recommendation-gemini', {
      plan_id: id,
      user_feedback: 'more museums',
    }),
    402,
  );
  keep(
    'save revision',
    await as('PATCH', '/api/users/plan-update-destination', {
      plan_id: id,
      // A well-formed destination (the stored one): refused for being unpaid, not malformed.
      destination: stored.planData.destination,
    }),
    402,
  );
  keep(
    'confirmation',
    await as('POST', '/api/emails/send-purchase-confirmation', { planId: id }),
    402,
  );
  // A plan last viewed long ago: the read marks thumbnails due, the call refreshes them.
  await t.database.db
    .update(plansTable)
    .set({ lastViewed: new Date(Date.now() - 40 * DAY_MS) })
    .where(eq(plansTable.id, id));
  keep('read (stale)', await as('GET', `/api/plans/${id}`));
  const thumbs = keep(
    'thumbnails',
    await as('POST', '/api/google-places-api/get-thumbnail-images', { planId: id }),
  );
  expect(thumbs.json().success).toBe(true);
  // Sharing needs a paid plan now; a link turned on before that rule must still show only
  // the preview, so the flag is set directly.
  await t.database.db.update(plansTable).set({ sharedPublicly: true }).where(eq(plansTable.id, id));
  keep('public link', await call(t.app, 'GET', `/api/plans/public/${id}`));
  keep('my plans', await as('GET', '/api/users/my-plans'));
  // The downloads print the stored plan: as a reader of the file sees it.
  answers.push({ route: 'pdf', body: pdfPlainText((await download(id, unknown)).rawPayload) });
  answers.push({
    route: 'calendar',
    body: icsText(await as('GET', `/api/plans/${id}/calendar.ics`)),
  });
  const stream = await openEvents(baseUrl, id);
  await stream.waitFor('ready');
  stream.close();
  answers.push({ route: 'events', body: JSON.stringify(stream.events) });
  return { id, answers, full: (await planRow(t, id)).planData as Stored['full'] };
}

beforeAll(async () => {
  t = await buildTestApp({ jobs: true });
  baseUrl = await listen(t.app);
  owner = await signedInUser(t);
  plans.known = await collect('known');
  plans.unknown = await collect('unknown');
}, 120_000);
afterAll(() => t.close());

/**
 * Venue names of the full plan beyond the preview. The preview shows the whole first
 * itinerary day (spec: "real content for ... the first itinerary day") and the real tips, so
 * the venues they name are part of it; every other venue must stay on the server.
 */
function hiddenVenues(full: Stored['full']) {
  const d = full.destination;
  // The first day and the real tips and overview are the preview: a venue they name is shown.
  const shownText = JSON.stringify([d.itinerary[0], d.overview, d.helpful_tips]);
  const shown = new Set([
    d.places_to_stay[0]?.name,
    d.restaurants[0]?.restaurant_name,
    d.things_to_do[0]?.destination_name,
    ...venueNames(d).filter((name) => shownText.includes(name)),
  ]);
  const second = full.second_destination ? venueNames(full.second_destination) : [];
  return [...venueNames(d), ...second].filter((n) => !shown.has(n));
}

describe.each(['known', 'unknown'] as const)('an unpaid %s plan', (type) => {
  it('the stored plan has more than the preview (so the preview is a real cut)', () => {
    const { full } = plans[type];
    expect(full.destination.places_to_stay.length).toBeGreaterThan(1);
    expect(full.destination.restaurants.length).toBeGreaterThan(1);
    expect(full.destination.things_to_do.length).toBeGreaterThan(1);
    expect(full.destination.itinerary.length).toBeGreaterThan(1);
    if (type === 'unknown') expect(full.second_destination?.location).toMatch(/\w/);
    expect(hiddenVenues(full).length).toBeGreaterThan(5);
  });

  it('no answer of any route carries a venue, day or field beyond the preview', () => {
    const { answers, full } = plans[type];
    const hidden = hiddenVenues(full);
    const laterDays = full.destination.itinerary.slice(1).map((day) => day.summary);
    for (const { route, body } of answers) {
      expect(
        hidden.filter((name) => body.includes(name)),
        route,
      ).toEqual([]);
      expect(
        laterDays.filter((summary) => body.includes(summary)),
        route,
      ).toEqual([]);
      for (const key of PAID_KEYS) expect(body, `${route} ${key}`).not.toContain(key);
      if (full.second_destination) {
        expect(body, route).not.toContain(full.second_destination.overview);
        expect(body, route).not.toContain(full.second_destination.location);
      }
      expect(body, route).not.toContain('firstDestination');
    }
  });

  it('the recommendation, save, read and public answers are exactly the preview', () => {
    const { answers, full } = plans[type];
    const d = full.destination;
    const preview = {
      location: d.location,
      overview: d.overview,
      helpful_tips: d.helpful_tips,
      places_to_stay: d.places_to_stay.slice(0, 1),
      restaurants: d.restaurants.slice(0, 1),
      things_to_do: d.things_to_do.slice(0, 1),
      itinerary: d.itinerary.slice(0, 1),
    };
    for (const { route, body } of answers.filter((a) => !TEXT_ANSWERS.includes(a.route))) {
      const json = JSON.parse(body);
      const destination =
        route === 'recommendation' ? json.destination : (json.plan?.plan_data?.destination ?? null);
      if (!destination) continue;
      expect(Object.keys(destination).sort(), route).toEqual(PREVIEW_KEYS);
      // Item images arrive later; everything else is the stored content, cut.
      const strip = (value: unknown) =>
        JSON.parse(JSON.stringify(value, (k, v) => (k === 'images' ? [] : v)));
      expect(strip(destination), route).toEqual(strip(preview));
      if (json.plan) {
        expect(json.plan).toMatchObject({ is_paid: false, is_preview: true });
        expect(json.plan.comparison_data_unknown, route).toBeNull();
        expect(json.plan.photos_second_destination, route).toEqual([]);
      }
    }
  });

  it('staff read the whole plan even when unpaid', async () => {
    const admin = await adminSession(t);
    const res = await call(t.app, 'GET', `/api/plans/${plans[type].id}`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toMatchObject({ is_preview: false, is_owner: false });
    expect(res.json().plan.plan_data).toEqual((await planRow(t, plans[type].id)).planData);
  });

  it('once paid, the owner and the public link get everything', async () => {
    const { id } = plans[type];
    await markPaid(t, id);
    const row = await planRow(t, id);
    const hidden = hiddenVenues(plans[type].full);
    // The downloads too: the same checks that found nothing above now find every venue.
    const pdf = pdfPlainText((await download(id, type === 'unknown')).rawPayload);
    const ics = icsText(await as('GET', `/api/plans/${id}/calendar.ics`));
    expect(hidden.filter((name) => !pdf.includes(name))).toEqual([]);
    const days = row.planData.destination.itinerary.map((day) => `Day ${day.day_num} `);
    expect(days.filter((day) => !ics.includes(day))).toEqual([]);
    for (const res of [
      await as('GET', `/api/plans/${id}`),
      await call(t.app, 'GET', `/api/plans/public/${id}`),
      await as('POST', '/api/google-places-api/get-thumbnail-images', { planId: id }),
    ]) {
      expect(res.statusCode).toBe(200);
      const { plan } = res.json();
      expect(plan).toMatchObject({ is_paid: true, is_preview: false, preview: null });
      expect(plan.plan_data).toEqual(row.planData);
      expect(plan.comparison_data_unknown).toEqual(row.comparisonDataUnknown);
      expect(plan.photos_second_destination).toEqual(row.photosSecondDestination);
      for (const name of hiddenVenues(plans[type].full)) expect(res.body).toContain(name);
    }
  });
});
