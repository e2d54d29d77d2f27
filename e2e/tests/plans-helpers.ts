import type { KnownFormData, PlanRecord, UnknownDestination, UnknownFormData } from '@app/shared';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import type { TestUser } from '../fixtures/test.ts';

/** Questionnaire answers as the questionnaires store them (features/questionnaire/storage.ts). */
export const KNOWN_ANSWERS: Partial<KnownFormData> = {
  destination: 'Lisbon, Portugal',
  departingFrom: 'London',
  datesTraveling: 'Early June, 4 days',
  otherTravelers: 'My partner',
  plansSoFar: 'Flights booked, nothing else yet. We love food and viewpoints.',
  dayStructurePreferences: ['Taking your time'],
  experiencePriorities: ['Amazing Restaurants', 'Photography & Scenic Views'],
  budgetRange: 3000,
};

export const UNKNOWN_ANSWERS: Partial<UnknownFormData> = {
  travelMotivation: 'Warm beaches, great seafood and a slow pace after a busy year.',
  travelTimeline: 'September',
  travelLengthDays: 5,
  otherTravelers: 'Two friends',
  departingFrom: 'New York',
  destinationPreferences: ['Beach'],
  experiencePreferences: ['Food'],
  budgetRange: [1000, 3000],
};

export type Kind = 'known' | 'unknown';

export const RESULTS_PATH: Record<Kind, string> = {
  known: '/your-plan',
  unknown: '/your-destination-plan',
};

/** Puts finished questionnaire answers into this tab's sessionStorage (the UI is not under test). */
export async function seedAnswers(page: Page, kind: Kind): Promise<void> {
  await page.goto('/opt-out');
  await page.evaluate(
    ({ key, answers }) => {
      window.sessionStorage.setItem(key, JSON.stringify({ step: 5, answers }));
    },
    {
      key: `questionnaire:${kind}`,
      answers: kind === 'known' ? KNOWN_ANSWERS : UNKNOWN_ANSWERS,
    },
  );
}

/**
 * Generates and saves a plan through the API as the request context's signed-in user, from
 * the standard answers with `overrides`.
 */
export async function createPlanViaApi(
  api: APIRequestContext,
  kind: Kind,
  overrides: Partial<KnownFormData> | Partial<UnknownFormData> = {},
): Promise<PlanRecord> {
  const path =
    kind === 'known'
      ? '/api/geminiAPI/recommendation-known-gemini'
      : '/api/geminiAPI/recommendation-unknown-first-gemini';
  const answers = { ...(kind === 'known' ? KNOWN_ANSWERS : UNKNOWN_ANSWERS), ...overrides };
  const generated = await api.post(path, { data: { ...answers, firstName: 'Robin' } });
  expect(generated.status(), await generated.text()).toBe(200);
  const { destination } = (await generated.json()) as { destination: Record<string, unknown> };
  const saved = await api.post('/api/users/plan', {
    data: {
      plan_data: { destination },
      plan_type: kind === 'known' ? 'DESTINATION_KNOWN' : 'DESTINATION_UNKNOWN',
      form_data: answers,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { plan: PlanRecord }).plan;
}

let clients = 0;

/** A new browser context signed in as `user` (its own cookie jar, like a second person). */
export async function contextSignedInAs(
  browser: Browser,
  baseURL: string,
  user: TestUser,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  clients += 1;
  const response = await context.request.post('/auth/login', {
    data: { email: user.email, password: user.password },
    headers: { Origin: new URL(baseURL).origin, 'X-Forwarded-For': `127.200.0.${clients}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** Pays in the built-in test checkout of the open checkout modal. */
export async function payWithTestCard(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Unlock your full travel plan' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay $9.00' }).click();
}

/** The plan as the request context's user may see it (GET /api/plans/{id}). */
export async function fetchPlanViaApi(api: APIRequestContext, planId: number): Promise<PlanRecord> {
  const response = await api.get(`/api/plans/${planId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { plan: PlanRecord }).plan;
}

/**
 * The second destination of a paid find-a-destination plan, once the background work has
 * added it (the request context must be allowed the full plan: its owner, or staff).
 */
export async function secondDestinationViaApi(
  api: APIRequestContext,
  planId: number,
  timeout = 30_000,
): Promise<UnknownDestination> {
  let second: UnknownDestination | undefined;
  await expect
    .poll(
      async () => {
        const data = (await fetchPlanViaApi(api, planId)).plan_data as {
          second_destination?: UnknownDestination;
        };
        second = data.second_destination;
        return second !== undefined;
      },
      { message: `the second destination of plan ${planId}`, timeout },
    )
    .toBe(true);
  return second as UnknownDestination;
}

/**
 * Pays for a plan through the API, as the request context's signed-in owner: a checkout
 * session, the built-in test checkout's payment with the test card, and its confirmation.
 */
export async function payViaApi(api: APIRequestContext, planId: number): Promise<void> {
  const session = await api.post('/api/stripe/create-checkout-session', {
    data: { plan_id: planId },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { sessionId } = (await session.json()) as { sessionId: string };
  const paid = await api.post(`/api/checkout/local/${encodeURIComponent(sessionId)}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const status = await api.get(
    `/api/stripe/session-status?session_id=${encodeURIComponent(sessionId)}`,
  );
  expect(status.status(), await status.text()).toBe(200);
  await expect.poll(async () => (await fetchPlanViaApi(api, planId)).is_paid).toBe(true);
}
