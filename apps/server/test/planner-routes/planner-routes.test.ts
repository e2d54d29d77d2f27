import { MAX_GENERATED_CHIPS, MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import {
  GENERATE_KNOWN,
  GENERATE_UNKNOWN,
  knownForm,
  PREVIEW_KEYS,
  type SignedIn,
  signedInUser,
  unknownForm,
} from '../plans/factories.ts';

/** The /api/geminiAPI/* calls on the built-in local planner (plans-payments-admin §4, §5, §7). */

const CHIPS = {
  destination: '/api/geminiAPI/generate-multi-select-destination-chips-gemini',
  experience: '/api/geminiAPI/generate-multi-select-experience-chips-gemini',
  question: '/api/geminiAPI/generate-multi-select-experience-question-gemini',
} as const;

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signedInUser(t);
});
afterAll(() => t.close());

const post = (url: string, body: unknown, cookie?: string) =>
  call(t.app, 'POST', url, { body, ...(cookie ? { cookie } : {}) });

/**
 * The recommendation answers with the preview of the destination only (nothing is paid yet):
 * location, overview, tips and exactly one of each list; no best time, cost or packing list.
 */
function expectPreviewShape(destination: Record<string, unknown>) {
  expect(Object.keys(destination).sort()).toEqual(PREVIEW_KEYS);
  expect(destination).toMatchObject({
    location: expect.any(String),
    overview: expect.any(String),
    helpful_tips: expect.any(String),
  });
  expect((destination.location as string).length).toBeGreaterThan(0);
  for (const list of ['itinerary', 'places_to_stay', 'restaurants', 'things_to_do']) {
    expect(destination[list], list).toHaveLength(1);
  }
}

describe('generation success shapes', () => {
  it('known destination: a destination for the requested place with object day parts', async () => {
    const res = await post(GENERATE_KNOWN, knownForm(), user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { destination } = res.json();
    expectPreviewShape(destination);
    expect(destination.location).toMatch(/Lisbon/);
    const day = destination.itinerary[0];
    expect(day).toMatchObject({ day_num: 1, summary: expect.any(String) });
    for (const part of ['morning', 'afternoon', 'evening']) {
      expect(day[part]).toMatchObject({
        time: expect.any(String),
        activities: expect.any(String),
        dining: expect.any(String),
      });
    }
    expect(destination.places_to_stay[0]).toMatchObject({
      name: expect.any(String),
      location: expect.any(String),
      why_recommended: expect.any(String),
      price_range: expect.any(String),
      google_maps_link: expect.any(String),
      images: expect.any(Array),
    });
    expect(destination.restaurants[0]).toMatchObject({
      restaurant_name: expect.any(String),
      restaurant_type: expect.any(String),
    });
    expect(destination.things_to_do[0]).toMatchObject({ destination_name: expect.any(String) });
  });

  it('unknown destination: a recommended first destination with free-text day parts', async () => {
    const res = await post(GENERATE_UNKNOWN, unknownForm(), user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { destination } = res.json();
    expectPreviewShape(destination);
    const day = destination.itinerary[0];
    for (const part of ['morning', 'afternoon', 'evening']) expect(typeof day[part]).toBe('string');
    // Only the first destination: the second comes from the background job.
    expect(res.json()).not.toHaveProperty('second_destination');
  });
});

describe('chips (no sign-in needed)', () => {
  const cases = [
    [
      CHIPS.destination,
      { travelMotivation: 'beaches and food', departingFrom: 'London', otherTravelers: 'kids' },
    ],
    [CHIPS.experience, { travelMotivation: 'hiking', destinationPreferences: ['Mountains'] }],
    [
      CHIPS.question,
      {
        destination: 'Kyoto',
        otherTravelers: 'my partner',
        plansSoFar: 'temples and gardens',
        dayStructurePreferences: ['Taking your time'],
      },
    ],
  ] as const;
  it.each(cases)('%s answers at most 12 non-empty chips', async (url, body) => {
    const res = await post(url, body);
    expect(res.statusCode, res.body).toBe(200);
    const chips = res.json().response_chips as string[];
    expect(Array.isArray(chips)).toBe(true);
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.length).toBeLessThanOrEqual(MAX_GENERATED_CHIPS);
    expect(MAX_GENERATED_CHIPS).toBe(12);
    for (const chip of chips) expect(chip.trim().length).toBeGreaterThan(0);
    expect(new Set(chips).size).toBe(chips.length);
  });

  it('screens chip inputs for bad words too', async () => {
    const a = await post(CHIPS.destination, { travelMotivation: 'fuck this job' });
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toBe(MSG.badWords);
    const b = await post(CHIPS.question, { destination: 'Paris', plansSoFar: 'shit tours' });
    expect(b.statusCode).toBe(400);
    expect(b.json().message).toBe(MSG.badWords);
  });
});

describe('generation refusals', () => {
  it('401 when signed out, for both generation calls', async () => {
    for (const [url, body] of [
      [GENERATE_KNOWN, knownForm()],
      [GENERATE_UNKNOWN, unknownForm()],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it.each([
    ['known destination', GENERATE_KNOWN, knownForm({ destination: 'Fucking Paris' })],
    ['known plansSoFar', GENERATE_KNOWN, knownForm({ plansSoFar: 'looking for cocaine' })],
    [
      'unknown travelMotivation',
      GENERATE_UNKNOWN,
      unknownForm({ travelMotivation: 'shit beaches' }),
    ],
  ] as const)('400 with the spec message for bad words in %s', async (_n, url, body) => {
    const res = await post(url, body, user.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_WORDS', message: MSG.badWords });
    expect(MSG.badWords).toBe('Please, no naughty words :)');
  });

  it('does not flag innocent words that contain a bad one (whole-word check)', async () => {
    const res = await post(
      GENERATE_KNOWN,
      knownForm({ plansSoFar: 'A classic Scunthorpe-style assessment of the town' }),
      user.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['known destination', GENERATE_KNOWN, knownForm({ destination: '  ' })],
    ['known departingFrom', GENERATE_KNOWN, knownForm({ departingFrom: '' })],
    ['known plansSoFar', GENERATE_KNOWN, knownForm({ plansSoFar: '' })],
    ['unknown travelMotivation', GENERATE_UNKNOWN, unknownForm({ travelMotivation: '' })],
    ['unknown departingFrom', GENERATE_UNKNOWN, unknownForm({ departingFrom: ' ' })],
    ['unknown travelTimeline', GENERATE_UNKNOWN, unknownForm({ travelTimeline: '' })],
  ] as const)('400 when a required answer is empty: %s', async (_n, url, body) => {
    const res = await post(url, body, user.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.incompleteStep);
  });

  it('400 when a required answer is absent altogether', async () => {
    const { plansSoFar: _p, ...withoutPlans } = knownForm();
    const res = await post(GENERATE_KNOWN, withoutPlans, user.cookie);
    expect(res.statusCode).toBe(400);
    const { travelTimeline: _t, ...withoutTimeline } = unknownForm();
    expect((await post(GENERATE_UNKNOWN, withoutTimeline, user.cookie)).statusCode).toBe(400);
  });

  it('422 for a destination text the planner cannot place', async () => {
    const res = await post(
      GENERATE_KNOWN,
      knownForm({ destination: 'Qwzxplorvania Flibbertown' }),
      user.cookie,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_DESTINATION' });
    expect(res.json().message).toMatch(/couldn't find/i);
  });
});
