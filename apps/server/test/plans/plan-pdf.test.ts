import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../src/db/schema.ts';
import { addSecondDestination } from '../../src/services/plan-completion.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { knownDestinationFixture, knownForm } from '../helpers/stand-ins/plan-fixtures.ts';
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
});
