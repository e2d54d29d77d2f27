import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unknownDestination } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../src/db/schema.ts';
import { addSecondDestination } from '../../src/services/plan-completion.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import {
  comparison,
  knownDestinationFixture,
  knownForm,
  unknownForm,
  unknownPlan,
} from '../helpers/stand-ins/plan-fixtures.ts';
import {
  createPlan,
  type Destination,
  markPaid,
  planRow,
  type SignedIn,
  signedInUser,
  venueNames,
} from './factories.ts';

/**
 * The plan as a PDF (plans-payments-admin §2, §4 "PDF"): read back with pdftotext (Debian's
 * poppler-utils), so the test checks what a reader of the file sees, not what we meant to draw.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'plan-pdf-'));
let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

let files = 0;
function pdfText(body: Buffer): string {
  files += 1;
  const file = path.join(dir, `plan-${files}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/**
 * The share of non-white pixels in the top 40% of a page (rendered small with pdftoppm from
 * poppler-utils, as a greyscale PGM): a picture fills it, text alone leaves it mostly blank.
 */
function inkAtTop(body: Buffer, page: number): number {
  files += 1;
  const file = path.join(dir, `plan-${files}.pdf`);
  writeFileSync(file, body);
  const pgm = execFileSync('pdftoppm', [
    '-f',
    String(page),
    '-l',
    String(page),
    '-r',
    '24',
    '-gray',
    file,
  ]);
  const header = pgm.toString('latin1').match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('pdftoppm gave no greyscale image');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  const rows = Math.floor(height * 0.4);
  let ink = 0;
  for (let i = 0; i < width * rows; i++) if ((pixels[i] ?? 255) < 235) ink += 1;
  return ink / (width * rows);
}

const downloadKnown = (planId: number, cookie?: string) =>
  call(t.app, 'POST', '/api/pdf/generate-pdf-known', {
    ...(cookie ? { cookie } : {}),
    body: { plan: { id: planId, plan_data: { destination: { location: 'ignored' } } } },
  });

/** A paid plan stored directly, with names that need more than ASCII. */
async function accentedPlan() {
  const destination = knownDestinationFixture('Hội An, Vietnam');
  destination.places_to_stay[0] = { ...destination.places_to_stay[0]!, name: 'Kraków Guesthouse' };
  destination.restaurants[0] = { ...destination.restaurants[0]!, restaurant_name: 'Zürich Stübli' };
  destination.things_to_do[0] = {
    ...destination.things_to_do[0]!,
    destination_name: 'Bāli Gallery',
  };
  const [row] = await t.database.db
    .insert(plans)
    .values({
      userId: owner.id,
      planType: 'DESTINATION_KNOWN',
      planData: { destination },
      formData: knownForm,
      isPaid: true,
      photosFirstDestination: ['/images/art/destination/hoi-an-vietnam.svg?v=1'],
    })
    .returning();
  return row!;
}

/** An unknown-type destination with accented names, every venue with its map link. */
function accentedUnknown(location: string, names: { stay: string; eat: string; see: string }) {
  const plan = unknownPlan(location, 3);
  const link = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
  return unknownDestination.parse({
    ...plan,
    what_to_pack: 'Light layers',
    places_to_stay: plan.places_to_stay.map((v) => ({
      ...v,
      name: names.stay,
      google_maps_link: link,
    })),
    restaurants: plan.restaurants.map((v) => ({ ...v, restaurant_name: names.eat })),
    things_to_do: plan.things_to_do.map((v) => ({
      ...v,
      destination_name: names.see,
      google_maps_link: link,
    })),
  });
}

/** A paid find-a-destination plan stored directly: both destinations, the comparison, artwork. */
async function accentedUnknownPlan() {
  const first = accentedUnknown('Hội An, Vietnam', {
    stay: 'Kraków Guesthouse',
    eat: 'Phở Hội Quán',
    see: 'Bāli Gallery',
  });
  const second = accentedUnknown('Zürich, Switzerland', {
    stay: 'Hôtel Élysée',
    eat: 'Zürich Stübli',
    see: 'Kunsthaus Zürich',
  });
  const [row] = await t.database.db
    .insert(plans)
    .values({
      userId: owner.id,
      planType: 'DESTINATION_UNKNOWN',
      planData: { destination: first, second_destination: second },
      formData: unknownForm,
      isPaid: true,
      comparisonDataUnknown: {
        ...comparison,
        cost: { firstDestination: 'About $1,900 in Hội An', secondDestination: 'About CHF 3,000' },
      },
      photosFirstDestination: ['/images/art/destination/hoi-an-vietnam.svg?v=1'],
      photosSecondDestination: ['/images/art/destination/zurich-switzerland.svg?v=1'],
    })
    .returning();
  return row!;
}

const downloadUnknown = (planId: number, cookie?: string) =>
  call(t.app, 'POST', '/api/pdf/generate-pdf-unknown', {
    ...(cookie ? { cookie } : {}),
    body: { plan_data: {}, imgURL: 'https://example.com/x.jpg', plan_id: planId },
  });

const count = (text: string, part: string) => text.split(part).length - 1;

describe('PDF download', () => {
  it('prints every section of the full known plan, with accented names and map links', async () => {
    const plan = await accentedPlan();
    const res = await downloadKnown(plan.id, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="travel-plan-hoi-an-vietnam.pdf"',
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Hội An, Vietnam',
      'Kraków Guesthouse',
      'Zürich Stübli',
      'Bāli Gallery',
      'Where to stay:',
      'Places to eat:',
      "Things to do while you're there:",
      'Best time to go:',
      'Estimated cost:',
      'What to pack:',
      'Other tips:',
      'Your itinerary:',
      'Day 1: Day 1 in town',
      'Morning',
      'Activities: Walk',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // One clickable map link per venue (link annotations with a URI action).
    const raw = res.rawPayload.toString('latin1');
    const links = raw.match(/\/URI\s*\(https:\/\/www\.google\.com\/maps/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(3);
    // The artwork is drawn in (an image-sized vector drawing adds a lot to a text page).
    expect(res.rawPayload.length).toBeGreaterThan(20_000);
  });

  it('an unpaid plan’s PDF holds only its preview', async () => {
    const plan = await createPlan(t, owner);
    const full = (await planRow(t, plan.id)).planData.destination as Destination;
    const text = pdfText((await downloadKnown(plan.id, owner.cookie)).rawPayload);
    expect(text).toContain('free preview');
    expect(text).toContain(full.places_to_stay[0]!.name);
    const firstDay = JSON.stringify(full.itinerary[0]);
    const hidden = venueNames(full)
      .slice(1)
      .filter(
        (name) =>
          name !== full.restaurants[0]?.restaurant_name &&
          name !== full.things_to_do[0]?.destination_name &&
          !firstDay.includes(name),
      );
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((name) => text.includes(name))).toEqual([]);
    expect(text).not.toContain('Best time to go:');
  });

  it('the unknown type prints both destinations and the comparison table', async () => {
    const plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN', paid: true });
    await addSecondDestination(t.app.ctx, plan.id);
    const row = await planRow(t, plan.id);
    const second = (row.planData as { second_destination: Destination }).second_destination;
    const res = await call(t.app, 'POST', '/api/pdf/generate-pdf-unknown', {
      cookie: owner.cookie,
      body: { plan_data: {}, imgURL: 'https://example.com/x.jpg', plan_id: plan.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      "Here's an itinerary made for you:",
      'YOUR BONUS DESTINATION',
      second.location,
      'Compare your destinations',
      'Cost',
      'Distance',
      'Timing',
      'Budget fit',
      'Other',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Without an id the server has nothing to print.
    const noId = await call(t.app, 'POST', '/api/pdf/generate-pdf-unknown', {
      cookie: owner.cookie,
      body: { plan_data: row.planData },
    });
    expect(noId.statusCode).toBe(400);
    await markPaid(t, plan.id);
  });

  it('a paid unknown-type plan: both destinations with their artwork, the comparison, accents and links', async () => {
    const plan = await accentedUnknownPlan();
    const res = await downloadUnknown(plan.id, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="travel-plan-hoi-an-vietnam.pdf"',
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Hội An, Vietnam',
      'Zürich, Switzerland',
      'YOUR BONUS DESTINATION',
      'Kraków Guesthouse',
      'Phở Hội Quán',
      'Bāli Gallery',
      'Hôtel Élysée',
      'Zürich Stübli',
      'Kunsthaus Zürich',
      'Compare your destinations',
      'About $1,900 in Hội An',
      'About CHF 3,000',
      comparison.travel_distance.secondDestination,
      comparison.travel_timing,
      comparison.budget_highlights,
      comparison.other_tips,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Each destination has its full set of headings.
    for (const heading of [
      'Where to stay:',
      'Places to eat:',
      "Things to do while you're there:",
      'Best time to go:',
      'Other tips:',
      "Here's an itinerary made for you:",
      'Day 3: Beach day 3',
    ]) {
      expect(count(text, heading), heading).toBe(2);
    }
    // The comparison table: its rows, with both destinations as column headings.
    const table = text.slice(text.indexOf('Compare your destinations'));
    for (const row of ['Cost', 'Distance', 'Timing', 'Budget fit', 'Other']) {
      expect(table).toMatch(new RegExp(`^\\s*${row}\\b`, 'm'));
    }
    expect(table).toMatch(/Hội An, Vietnam\s+Zürich, Switzerland/);
    // A clickable map link for every venue of both destinations (link annotations).
    const raw = res.rawPayload.toString('latin1');
    const links = raw.match(/\/URI\s*\(https:\/\/www\.google\.com\/maps/g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(6);
    expect((raw.match(/\/Subtype\s*\/Link/g) ?? []).length).toBeGreaterThanOrEqual(6);

    // The second destination has its artwork under its name, as the first has: the top of
    // its page is mostly picture, and without the picture it is mostly blank.
    const bonusPage = text.split('\f').findIndex((page) => page.includes('YOUR BONUS')) + 1;
    expect(bonusPage).toBeGreaterThan(1);
    expect(inkAtTop(res.rawPayload, 1)).toBeGreaterThan(0.3);
    expect(inkAtTop(res.rawPayload, bonusPage)).toBeGreaterThan(0.3);
    await t.database.db
      .update(plans)
      .set({ photosSecondDestination: [] })
      .where(eq(plans.id, plan.id));
    const bare = await downloadUnknown(plan.id, owner.cookie);
    expect(inkAtTop(bare.rawPayload, bonusPage)).toBeLessThan(0.15);
  });

  it('an unpaid unknown-type plan’s PDF holds only the preview, even once both destinations exist', async () => {
    const plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
    await addSecondDestination(t.app.ctx, plan.id);
    const row = await planRow(t, plan.id);
    const data = row.planData as { destination: Destination; second_destination?: Destination };
    const second = data.second_destination;
    expect(second).toBeDefined();
    expect(row.comparisonDataUnknown).not.toBeNull();
    const res = await downloadUnknown(plan.id, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(data.destination.location);
    expect(text).toContain('free preview');
    expect(text).toContain('Day 1:');
    expect(text).not.toContain('Day 2:');
    for (const hidden of [
      second?.location as string,
      ...venueNames(second as Destination),
      'YOUR BONUS DESTINATION',
      'Compare your destinations',
      'Best time to go:',
    ]) {
      expect(text, hidden).not.toContain(hidden);
    }
  });
  it('names a place that repeats its country once, in the title, heading and file name', async () => {
    const destination = knownDestinationFixture('Mauritius, Mauritius');
    const [row] = await t.database.db
      .insert(plans)
      .values({
        userId: owner.id,
        planType: 'DESTINATION_KNOWN',
        planData: { destination },
        formData: knownForm,
        isPaid: true,
      })
      .returning();
    const res = await downloadKnown(row!.id, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="travel-plan-mauritius.pdf"',
    );
    const text = pdfText(res.rawPayload);
    // The heading is the first line; venues keep the addresses they were given.
    expect(text.trim().split('\n')[0]?.trim()).toBe('Mauritius');
    expect(res.rawPayload.toString('latin1')).toContain('(Travel plan: Mauritius)');
  });
});
