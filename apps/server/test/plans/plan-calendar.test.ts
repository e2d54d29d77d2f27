import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../src/db/schema.ts';
import { presentPlan } from '../../src/presenters/plan.ts';
import { partTimes, planCalendar, tripStart } from '../../src/services/plan-calendar.ts';
import { addSecondDestination } from '../../src/services/plan-completion.ts';
import { buildTestApp, call, type TestApp, testClock } from '../helpers/app.ts';
import { createPlan, type Destination, planRow, type SignedIn, signedInUser } from './factories.ts';

/** The itinerary as an .ics file: one event per day part, dates from the traveller's words. */

const today = new Date('2026-11-24T12:00:00Z');

describe('the trip’s first day', () => {
  it.each([
    ['2027-06-03 to 2027-06-09', '2027-06-03'],
    ['June 3-9', '2027-06-03'],
    ['3rd June, a week', '2027-06-03'],
    ['Dec 28 for a week', '2026-12-28'],
    ['June 3 2028', '2028-06-03'],
  ])('%j starts on %s', (text, iso) => {
    expect(tripStart(text, today)?.toISOString().slice(0, 10)).toBe(iso);
  });

  it.each(['Early June', 'September', 'next summer', 'February 30', '2027-13-01'])(
    '%j names no day',
    (text) => {
      expect(tripStart(text, today)).toBeNull();
    },
  );
});

describe('the times a known-destination day part gives', () => {
  it.each([
    ['9:00 AM - 12:00 PM', [9, 0], 180],
    ['1:00 PM - 5:00 PM', [13, 0], 240],
    ['6:00 PM - 10:00 PM', [18, 0], 240],
    ['8:00 AM - 12:00 PM', [8, 0], 240],
    ['9-11am', [9, 0], 120],
    ['11-1pm', [11, 0], 120],
    ['10 p.m. to 1 a.m.', [22, 0], 180],
    ['18:30–21:00', [18, 30], 150],
    ['From 7:30pm', [19, 30], 0],
    ['Around 10 AM', [10, 0], 0],
  ])('%j starts at %j for %i minutes', (text, start, minutes) => {
    expect(partTimes(text)).toEqual({ start, minutes });
  });

  it.each(['N/A', '', 'All day', '2-3 hours', 'Day 2', '25:00', '13 PM'])(
    '%j gives no time',
    (text) => {
      expect(partTimes(text)).toBeNull();
    },
  );
});

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(today) });
  owner = await signedInUser(t);
});
afterAll(() => t.close());

const events = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;

/** The file's events as property maps (folded lines joined, text escapes undone). */
function parseEvents(ics: string): Array<Record<string, string>> {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => {
      const props: Record<string, string> = {};
      for (const line of block.split(/\r?\n/)) {
        const at = line.indexOf(':');
        if (at <= 0) continue;
        const name = line.slice(0, at).split(';')[0] as string;
        props[name] = line
          .slice(at + 1)
          .replace(/\\n/gi, '\n')
          .replace(/\\([,;\\])/g, '$1');
      }
      return props;
    });
}

const GOOGLE_MAPS = /^https:\/\/www\.google\.com\/maps\//;

describe('GET /api/plans/{id}/calendar.ics', () => {
  it('a paid plan: three events a day from the day the answers name, with venues and map links', async () => {
    const plan = await createPlan(t, owner, {
      paid: true,
      form: { datesTraveling: 'June 3-9' },
    });
    const full = (await planRow(t, plan.id)).planData.destination as Destination;
    const res = await call(t.app, 'GET', `/api/plans/${plan.id}/calendar.ics`, {
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const ics = res.body;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(events(ics)).toBe(full.itinerary.length * 3);
    expect(ics).toMatch(/DTSTART:20270603T090000\r?\n/);
    expect(ics).toContain('SUMMARY:Day 1 morning');
    expect(ics).toContain('https://www.google.com/maps');
  });

  it('a known-destination plan’s events take the times its day parts give', async () => {
    const plan = await createPlan(t, owner, { paid: true, form: { datesTraveling: 'June 3-9' } });
    const row = await planRow(t, plan.id);
    const data = structuredClone(row.planData) as { destination: Destination };
    const [day1] = data.destination.itinerary as Array<Record<string, { time?: string }>>;
    Object.assign(day1?.morning ?? {}, { time: '8:30 AM - 11:00 AM' });
    Object.assign(day1?.afternoon ?? {}, { time: 'N/A' });
    Object.assign(day1?.evening ?? {}, { time: '7:30 PM - 11:30 PM' });
    await t.database.db
      .update(plans)
      .set({ planData: data as unknown as typeof row.planData })
      .where(eq(plans.id, plan.id));
    const res = await call(t.app, 'GET', `/api/plans/${plan.id}/calendar.ics`, {
      cookie: owner.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [morning, afternoon, evening, day2] = parseEvents(res.body);
    expect(morning?.DTSTART).toBe('20270603T083000');
    expect(morning?.DURATION).toBe('PT2H30M');
    // No time given: the afternoon slot.
    expect(afternoon?.DTSTART).toBe('20270603T130000');
    expect(afternoon?.DURATION).toBe('PT4H');
    expect(evening?.DTSTART).toBe('20270603T193000');
    expect(evening?.DURATION).toBe('PT4H');
    // The planner's own times (9:00 AM - 12:00 PM) on the untouched days.
    expect(day2?.DTSTART).toBe('20270604T090000');
    expect(day2?.DURATION).toBe('PT3H');
  });

  it('stored answers without dates (form_data {}): floating dates from tomorrow, never a 500', async () => {
    for (const type of ['DESTINATION_KNOWN', 'DESTINATION_UNKNOWN'] as const) {
      const plan = await createPlan(t, owner, { paid: true, type });
      await t.database.db
        .update(plans)
        .set({ formData: {} as never })
        .where(eq(plans.id, plan.id));
      const res = await call(t.app, 'GET', `/api/plans/${plan.id}/calendar.ics`, {
        cookie: owner.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [first] = parseEvents(res.body);
      // The test clock says 2026-11-24: the file starts the next day.
      expect(first?.DTSTART).toMatch(/^20261125T/);
    }
  });

  it('an unpaid plan’s calendar holds only its first day', async () => {
    const plan = await createPlan(t, owner);
    const res = await call(t.app, 'GET', `/api/plans/${plan.id}/calendar.ics`, {
      cookie: owner.cookie,
    });
    expect(events(res.body)).toBe(3);
    expect(res.body).not.toContain('SUMMARY:Day 2');
  });

  it('an unknown-type paid plan: both destinations’ itineraries, each event labelled with its own', async () => {
    const plan = await createPlan(t, owner, {
      paid: true,
      type: 'DESTINATION_UNKNOWN',
      form: { travelTimeline: 'September 14 for a week' },
    });
    await addSecondDestination(t.app.ctx, plan.id);
    const data = (await planRow(t, plan.id)).planData as {
      destination: Destination;
      second_destination: Destination;
    };
    const [first, second] = [data.destination, data.second_destination];
    expect(second.location).not.toBe(first.location);
    const res = await call(t.app, 'GET', `/api/plans/${plan.id}/calendar.ics`, {
      cookie: owner.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const all = parseEvents(res.body);
    expect(all).toHaveLength((first.itinerary.length + second.itinerary.length) * 3);
    expect(res.body.replace(/\r?\n[ \t]/g, '')).toContain(
      `X-WR-CALNAME:Trip to ${first.location} or ${second.location}`,
    );
    for (const destination of [first, second]) {
      const own = all.filter((e) => e.SUMMARY?.startsWith(`${destination.location}: Day `));
      expect(own).toHaveLength(destination.itinerary.length * 3);
      expect(own.every((e) => e.CATEGORIES === destination.location)).toBe(true);
      // Alternatives for one trip: both start on the day the answers name.
      expect(own[0]?.DTSTART).toBe('20270914T090000');
      expect(own[0]?.SUMMARY).toMatch(new RegExp(`^${destination.location}: Day 1 morning: `));
    }
    // Every event has a place and a map link, whether or not its part names a venue.
    for (const event of all) {
      expect(event.LOCATION, event.SUMMARY).toBeTruthy();
      expect(event.URL, event.SUMMARY).toMatch(GOOGLE_MAPS);
    }
  });

  it('a day part that names no venue: the day’s area, else the destination, with a map search', async () => {
    const plan = await createPlan(t, owner, { paid: true, type: 'DESTINATION_UNKNOWN' });
    await addSecondDestination(t.app.ctx, plan.id);
    const record = presentPlan(await planRow(t, plan.id), { full: true, isOwner: true });
    const data = record.plan_data as { destination: Destination; second_destination: Destination };
    const [day1, day2] = data.second_destination.itinerary as Array<Record<string, unknown>>;
    // Day 1: the evening names nothing, the morning keeps its venues. Day 2 names nothing.
    Object.assign(day1 ?? {}, { evening: 'A slow evening: dinner wherever looks good.' });
    Object.assign(day2 ?? {}, {
      morning: 'Sleep in.',
      afternoon: 'Wander without a plan.',
      evening: 'An early night.',
    });
    const ics = await planCalendar(record, { form: (await planRow(t, plan.id)).formData, today });
    const label = data.second_destination.location;
    const event = (title: string) =>
      parseEvents(ics).find((e) => e.SUMMARY?.startsWith(`${label}: ${title}`));
    const search = (q: string) =>
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

    const morning = event('Day 1 morning');
    const evening = event('Day 1 evening');
    expect(evening?.SUMMARY).toContain(String(day1?.summary));
    expect(evening?.LOCATION).toBe(morning?.LOCATION?.split(', ').slice(1).join(', '));
    expect(evening?.URL).toBe(search(evening?.LOCATION ?? ''));
    expect(evening?.DESCRIPTION).toContain(`Map: ${search(evening?.LOCATION ?? '')}`);

    for (const part of ['morning', 'afternoon', 'evening']) {
      const quiet = event(`Day 2 ${part}`);
      expect(quiet?.LOCATION).toBe(label);
      expect(quiet?.URL).toBe(search(label));
    }
  });

  it('an unpaid unknown-type plan’s calendar holds only its first day, even with both destinations', async () => {
    const plan = await createPlan(t, owner, { type: 'DESTINATION_UNKNOWN' });
    await addSecondDestination(t.app.ctx, plan.id);
    const res = await call(t.app, 'GET', `/api/plans/${plan.id}/calendar.ics`, {
      cookie: owner.cookie,
    });
    const all = parseEvents(res.body);
    expect(all).toHaveLength(3);
    expect(all.every((e) => e.SUMMARY?.startsWith('Day 1 '))).toBe(true);
  });
});
