import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { type SignedIn, signedInUser } from './factories.ts';

/**
 * plans-payments-admin §5 and §8: a revision or PDF call without a usable plan_id is answered
 * 400 with the spec's own message, 'plan_id is missing or invalid', whatever is wrong with it.
 */

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInUser(t);
});
afterAll(() => t.close());

const BAD_IDS: ReadonlyArray<[string, unknown]> = [
  ['not a number', 'abc'],
  ['zero', 0],
  ['negative', -3],
];

async function expectSpecMessage(method: 'POST' | 'PATCH', url: string, body: object) {
  const res = await call(t.app, method, url, { cookie: owner.cookie, body });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: 'plan_id is missing or invalid',
  });
  expect(MSG.revisionMissingPlanId).toBe('plan_id is missing or invalid');
}

describe('the revision call', () => {
  const url = '/api/geminiAPI/user-revised-recommendation-gemini';
  it('answers a missing plan_id with the spec message', async () => {
    await expectSpecMessage('POST', url, { user_feedback: 'more museums' });
  });
  it.each(BAD_IDS)('answers a plan_id that is %s with the spec message', async (_, id) => {
    await expectSpecMessage('POST', url, { plan_id: id, user_feedback: 'more museums' });
  });
});

describe('the PDF calls', () => {
  it('answer a missing plan id with the spec message', async () => {
    await expectSpecMessage('POST', '/api/pdf/generate-pdf-known', { plan: {} });
    await expectSpecMessage('POST', '/api/pdf/generate-pdf-unknown', {
      plan_data: {},
      imgURL: '',
    });
  });
  it.each(BAD_IDS)('answer a plan id that is %s with the spec message', async (_, id) => {
    await expectSpecMessage('POST', '/api/pdf/generate-pdf-known', { plan: { id } });
    await expectSpecMessage('POST', '/api/pdf/generate-pdf-unknown', { plan_id: id });
  });
});

describe('the revision saves', () => {
  for (const [url, key] of [
    ['/api/users/plan-update-destination', 'destination'],
    ['/api/users/plan-update-second-destination', 'second_destination'],
  ] as const) {
    it(`${url} answers a missing plan_id with the spec message`, async () => {
      await expectSpecMessage('PATCH', url, { [key]: {} });
    });
    it.each(BAD_IDS)(`${url} answers a plan_id that is %s with the spec message`, async (_, id) => {
      await expectSpecMessage('PATCH', url, { plan_id: id, [key]: {} });
    });
  }
});
