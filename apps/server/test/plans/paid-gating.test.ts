import { type ComparisonData, type PlanDestination, previewOf } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, planShares, plans as plansTable } from '../../src/db/schema.ts';
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
import { type EventStream, listen, openEvents } from './sse-client.ts';

/**
 * Nothing unpaid reaches the browser (DESIGN.md; plans-payments-admin §1, §2): every route
 * that can carry plan content answers an unpaid plan with no more than the preview (the
 * overview, the real tips, and the first stay, restaurant, thing to do and itinerary day),
 * for both plan types, also once the second destination and comparison exist, to the owner
 * and to someone whose invitation to it was opened, and in every mail sent. The full plan is
 * read from the database, never from an answer, so the check does not trust what it tests;
 * and the same checks, run once the plan is paid, must find what they looked for.
 */

const PAID_KEYS = ['"time_to_go"', '"estimated_cost"', '"what_to_pack"', '"second_destination"'];
const REVISE = '/api/geminiAPI/user-revised-recommendation-gemini';
/** The PDF's comparison page heading (its two-column rows are checked through it). */
const COMPARISON_PAGE = 'Compare your destinations';
const STAFF_SAVE_SECOND = '/admin/plans/update-second-destination';

interface Answer {
  route: string;
  body: string;
}

interface Stored {
  id: number;
  /** Every answer a browser got for this plan while it was unpaid, and every mail sent. */
  answers: Answer[];
  /** Staff's own answers (staff see everything): checked to be whole, not cut. */
  staffAnswers: Answer[];
  full: { destination: Destination; second_destination?: Destination };
  comparison: ComparisonData | null;
  /** The second destination staff replaced with a revision: never shown either. */
  former?: Destination;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Answers that are files or mails, not JSON: checked for what they hold, not for their shape. */
const isText = (route: string) => /^(pdf|calendar|mail|events)/.test(route);

let t: TestApp;
let baseUrl: string;
let owner: SignedIn;
/** Someone each plan is shared with, who opened the invitation (the `invited` capacity). */
let viewer: SignedIn;
let staff: string;
const plans: Record<'known' | 'unknown', Stored> = {} as never;
/** Background completion waits for this (so live updates can be followed from the start). */
let gate: Promise<void> = Promise.resolve();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const as = (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, { cookie: owner.cookie, body });
const asViewer = (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, { cookie: viewer.cookie, body });

/** The plan page's PDF call for this plan type (the server prints its own stored copy). */
async function download(id: number, unknown: boolean, send = as) {
  const res = unknown
    ? await send('POST', '/api/pdf/generate-pdf-unknown', {
        plan_data: {},
        imgURL: '',
        plan_id: id,
      })
    : await send('POST', '/api/pdf/generate-pdf-known', { plan: { id } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
}

/** Every event of a stream until its `ready` (the server then ends it). */
async function eventsUntilReady(stream: EventStream, route: string): Promise<Answer> {
  expect(stream.status, route).toBe(200);
  expect(await stream.waitFor('ready'), route).toBeDefined();
  stream.close();
  return { route, body: JSON.stringify(stream.events) };
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
  const answers: Answer[] = [];
  const staffAnswers: Answer[] = [];
  const keep = <R extends { statusCode: number; body: string }>(
    route: string,
    res: R,
    status = 200,
    into = answers,
  ): R => {
    expect(res.statusCode, `${route}: ${res.body}`).toBe(status);
    into.push({ route, body: res.body });
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
  let release = () => {};
  gate = new Promise((resolve) => {
    release = resolve;
  });
  const saved = keep(
    'save',
    await savePlanCall(t, owner.cookie, {
      plan_type: unknown ? 'DESTINATION_UNKNOWN' : 'DESTINATION_KNOWN',
      plan_data: { destination: gen.json().destination },
    }),
    201,
  );
  const id = saved.json().plan.id as number;
  // Shared, and the invitation opened, before the sharing needed a paid plan: the invited
  // reader sees the preview too.
  await t.database.db.insert(planShares).values({
    planId: id,
    email: viewer.email,
    invitedBy: owner.id,
    userId: viewer.id,
    claimedAt: new Date(),
  });
  // Live updates followed from right after saving, by the owner and the invited reader.
  const streams = [await openEvents(baseUrl, id, owner.cookie)];
  streams.push(await openEvents(baseUrl, id, viewer.cookie));
  for (const stream of streams) expect(await stream.waitFor('hello')).toBeDefined();
  // Nothing here asks for the completion: saving queued it.
  release();
  const completing = await completed(id, unknown);
  answers.push(await eventsUntilReady(streams[0] as EventStream, 'events (completion)'));
  answers.push(await eventsUntilReady(streams[1] as EventStream, 'events (completion, invited)'));
  // The streams did see the completion happen, field by field.
  const updates = (streams[0] as EventStream).events.filter((e) => e.event === 'plan-updated');
  expect(updates.length).toBeGreaterThan(0);

  let former: Destination | undefined;
  if (unknown) {
    // Staff revise the unpaid plan's second destination; their answers are whole (staff),
    // the traveller's stay the preview of what the plan holds now.
    former = (completing.planData as Stored['full']).second_destination;
    const revised = keep(
      'staff revise',
      await call(t.app, 'POST', REVISE, {
        cookie: staff,
        body: { plan_id: id, plan_key: 'second_destination', user_feedback: 'slower pace' },
      }),
      200,
      staffAnswers,
    );
    keep(
      'staff save',
      await call(t.app, 'PATCH', STAFF_SAVE_SECOND, {
        cookie: staff,
        body: { plan_id: id, second_destination: revised.json() },
      }),
      200,
      staffAnswers,
    );
    keep(
      'staff save (traveller)',
      await as('PATCH', STAFF_SAVE_SECOND, { plan_id: id, second_destination: revised.json() }),
      403,
    );
  }
  const stored = await planRow(t, id);
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
  keep('revise', await as('POST', REVISE, { plan_id: id, user_feedback: 'more museums' }), 402);
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
  // Invitations are part of the purchased plan: every sharing call is refused, no mail sent.
  keep(
    'invite mail',
    await as('POST', '/api/emails/send-plan-invites-resend', {
      emails: ['friend@example.com'],
      planData: { planID: id },
      senderName: 'Ada',
    }),
    402,
  );
  keep(
    'share',
    await as('POST', '/api/users/share-plan-users', {
      plan_id: id,
      emails: ['friend@example.com'],
    }),
    402,
  );
  keep('invitations', await as('GET', `/api/plans/${id}/invitations`), 402);
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
  answers.push(await eventsUntilReady(stream, 'events (public link)'));

  // The invited reader's answers: the same preview.
  keep('read (invited)', await asViewer('GET', `/api/plans/${id}`));
  keep('image url (invited)', await asViewer('GET', `/api/plans/return-plan-image-url/${id}`));
  keep(
    'thumbnails (invited)',
    await asViewer('POST', '/api/google-places-api/get-thumbnail-images', { planId: id }),
  );
  keep('shared with me (invited)', await asViewer('GET', '/api/users/plans-shared-with-me'));
  answers.push({
    route: 'pdf (invited)',
    body: pdfPlainText((await download(id, unknown, asViewer)).rawPayload),
  });
  answers.push({
    route: 'calendar (invited)',
    body: icsText(await asViewer('GET', `/api/plans/${id}/calendar.ics`)),
  });

  // Every mail sent so far, to anyone.
  for (const mail of await t.database.db.select().from(emailOutbox)) {
    answers.push({
      route: `mail ${mail.kind} to ${mail.to}`,
      body: `${mail.subject} ${mail.text} ${mail.html}`,
    });
  }
  const final = await planRow(t, id);
  return {
    id,
    answers,
    staffAnswers,
    full: final.planData as Stored['full'],
    comparison: final.comparisonDataUnknown,
    ...(former ? { former } : {}),
  };
}

beforeAll(async () => {
  t = await buildTestApp({ jobs: true });
  baseUrl = await listen(t.app);
  owner = await signedInUser(t);
  viewer = await signedInUser(t);
  staff = await adminSession(t);
  // Completion's provider calls wait for the gate (the streams are open by then).
  const { planner, images } = t.app.ctx;
  const second = planner.recommendUnknownSecond.bind(planner);
  planner.recommendUnknownSecond = async (input) => gate.then(() => second(input));
  const photos = images.destinationImages.bind(images);
  images.destinationImages = async (input) => gate.then(() => photos(input));
  const items = images.placeImages.bind(images);
  images.placeImages = async (input) => gate.then(() => items(input));
  plans.known = await collect('known');
  plans.unknown = await collect('unknown');
}, 180_000);
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

/** Every string in a value, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The texts of the paid plan beyond the preview, by value: best time, cost and packing list,
 * every later day's summary and parts, the second destination (and the one staff replaced)
 * and every comparison string. Short texts and those the preview itself shows (a tip repeated
 * in a later day) are left out: they could not tell a leak from the preview.
 */
function hiddenTexts(stored: Stored, opts: { printed?: boolean } = {}): string[] {
  const d = stored.full.destination as unknown as PlanDestination;
  const preview = stringsOf(previewOf(d)).map(folded);
  const c = stored.comparison;
  const second = stored.full.second_destination ?? null;
  const texts = [
    d.time_to_go,
    d.estimated_cost,
    d.what_to_pack ?? '',
    ...d.itinerary
      .slice(1)
      .flatMap((day) => stringsOf([day.summary, day.morning, day.afternoon, day.evening])),
    // (The PDF does not print a second destination's reasons, "why".)
    ...stringsOf(opts.printed ? { ...second, why: [] } : second),
    ...stringsOf(stored.former ?? null),
    // The PDF sets the cost and distance pairs in two columns, which its text interleaves.
    ...stringsOf(opts.printed ? [c?.travel_timing, c?.budget_highlights, c?.other_tips] : c),
  ]
    .map(folded)
    .filter((text) => text.length >= 12 && !preview.some((shown) => shown.includes(text)))
    // Image addresses and map links are not printed.
    .filter((text) => !(opts.printed && /^(\/|https?:)/.test(text)));
  return [...new Set(texts)];
}

/** Whether a body holds a text, as written or as a JSON string escapes it. */
function holds(body: string, text: string): boolean {
  const flat = folded(body);
  return flat.includes(text) || flat.includes(JSON.stringify(text).slice(1, -1));
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
      // Live updates name the fields that changed (never their content).
      if (!route.startsWith('events')) {
        for (const key of PAID_KEYS) expect(body, `${route} ${key}`).not.toContain(key);
      }
      if (full.second_destination) {
        expect(body, route).not.toContain(full.second_destination.overview);
        expect(body, route).not.toContain(full.second_destination.location);
      }
      expect(body, route).not.toContain('firstDestination');
      expect(body, route).not.toContain(COMPARISON_PAGE);
    }
  });

  it('no answer or mail carries a text of the paid plan (best time, cost, packing, later days, comparison)', () => {
    const stored = plans[type];
    const hidden = hiddenTexts(stored);
    expect(hidden.length).toBeGreaterThan(type === 'unknown' ? 40 : 10);
    for (const { route, body } of stored.answers) {
      expect(
        hidden.filter((text) => holds(body, text)),
        route,
      ).toEqual([]);
    }
    expect(stored.answers.filter((a) => a.route.startsWith('mail'))).toEqual([]);
  });

  it('staff’s own answers are whole (and the traveller’s are not)', () => {
    const stored = plans[type];
    for (const { route, body } of stored.staffAnswers) {
      const second = stored.full.second_destination;
      if (second) expect(holds(body, folded(second.overview as string)), route).toBe(true);
    }
    if (type === 'unknown') expect(stored.staffAnswers).toHaveLength(2);
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
    for (const { route, body } of answers.filter((a) => !isText(a.route))) {
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
    // The texts the unpaid answers were searched for are all there now: the read carries
    // them all, the PDF prints them (the staff-replaced destination is gone from both).
    const read = (await as('GET', `/api/plans/${id}`)).body;
    const now = { ...plans[type], former: undefined };
    expect(
      hiddenTexts(now).filter((text) => !holds(read, text)),
      'read',
    ).toEqual([]);
    const printed = hiddenTexts(now, { printed: true });
    expect(printed.length).toBeGreaterThan(10);
    expect(
      printed.filter((text) => !holds(pdf, text)),
      'pdf',
    ).toEqual([]);
    if (type === 'unknown') expect(pdf).toContain(COMPARISON_PAGE);
  });
});
