import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripStart } from '../../src/services/plan-calendar.ts';
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

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(today) });
  owner = await signedInUser(t);
});
afterAll(() => t.close());

const events = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;

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

  it('an unpaid plan’s calendar holds only its first day', async () => {
    const plan = await createPlan(t, owner);
    const res = await call(t.app, 'GET', `/api/plans/${plan.id}/calendar.ics`, {
      cookie: owner.cookie,
    });
    expect(events(res.body)).toBe(3);
    expect(res.body).not.toContain('SUMMARY:Day 2');
  });
});
