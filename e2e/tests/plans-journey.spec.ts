import { MSG } from '@app/shared';
import { expect, test } from '../fixtures/test.ts';
import { type Kind, payWithTestCard, RESULTS_PATH, seedAnswers } from './plans-helpers.ts';

const FULL_ONLY_HEADINGS = ['Best time to go:', 'Estimated cost:', 'Other tips:'];

for (const kind of ['known', 'unknown'] as const satisfies readonly Kind[]) {
  test(`${kind} path: answers -> loading -> preview -> pay with 4242 -> full plan -> /me`, async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    // Slow the recommendation a little so the loading screen can be seen.
    await page.route('**/api/geminiAPI/recommendation-*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await seedAnswers(page, kind);

    await test.step('loading screen', async () => {
      await page.goto(RESULTS_PATH[kind]);
      await expect(
        page.getByRole('heading', { name: 'Creating your personalized travel plan...' }),
      ).toBeVisible();
      await expect(
        page.getByText('While you wait, here are some destinations other travelers have explored:'),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toBeVisible();
    });

    let destination = '';
    await test.step('preview: real first items, blurred examples, upgrade prompts', async () => {
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).not.toHaveText('Creating your personalized travel plan...', {
        timeout: 15_000,
      });
      destination = (await title.textContent()) ?? '';
      expect(destination.length).toBeGreaterThan(2);
      await expect(page).toHaveTitle(new RegExp(destination.split(',')[0] ?? ''));
      await expect(page.getByRole('heading', { name: 'Where to stay:' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Places to eat:' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: "Things to do while you're there:" }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Important info for your trip' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Day 1: / })).toBeVisible();
      await expect(page.getByText('Included in the full plan.').first()).toBeAttached();
      await expect(page.getByRole('button', { name: 'Unlock full plan for $9' })).toHaveCount(2);
      if (kind === 'unknown') {
        await expect(
          page.getByRole('heading', { name: 'Compare your destinations' }),
        ).toBeVisible();
      }
      // The answers are cleared once the plan exists.
      const stored = await page.evaluate(
        (k) => window.sessionStorage.getItem(`questionnaire:${k}`),
        kind,
      );
      expect(stored).toBeNull();
    });

    await test.step('checkout with the test card', async () => {
      await page.getByRole('button', { name: 'Unlock full plan for $9' }).first().click();
      await payWithTestCard(page);
      await expect(page).toHaveURL(/\/plans\/\d+$/, { timeout: 15_000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: destination })).toBeVisible();
      for (const heading of FULL_ONLY_HEADINGS) {
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Unlock full plan for $9' })).toHaveCount(0);
      const itinerary = kind === 'known' ? 'Your itinerary:' : "Here's an itinerary made for you:";
      await expect(page.getByRole('heading', { name: itinerary }).first()).toBeVisible();
    });

    await test.step('reload keeps the full plan; /me lists it', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible();
      await page.goto('/me');
      const card = page.getByRole('article').filter({ hasText: destination });
      await expect(card).toBeVisible();
      await expect(card.getByText('Preview')).toHaveCount(0);
    });
  });
}

test('a declined card stays in the checkout with the error', async ({ signedInPage: page }) => {
  await seedAnswers(page, 'known');
  await page.goto(RESULTS_PATH.known);
  await page.getByRole('button', { name: 'Unlock full plan for $9' }).first().click();
  await payWithTestCard(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('results without answers: the session-expired error with Try Again', async ({
  signedInPage: page,
}) => {
  await page.goto(RESULTS_PATH.unknown);
  await expect(page.getByRole('heading', { name: MSG.somethingWentWrong })).toBeVisible();
  await expect(page.getByText(MSG.sessionExpired)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('an overloaded planner is retried, then "Service temporarily unavailable"', async ({
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  let calls = 0;
  await page.route('**/api/geminiAPI/recommendation-known-gemini', async (route) => {
    calls += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', error: 'busy', message: 'busy' }),
    });
  });
  await seedAnswers(page, 'known');
  await page.goto(RESULTS_PATH.known);
  await expect(page.getByText(MSG.serviceUnavailable)).toBeVisible({ timeout: 25_000 });
  expect(calls).toBe(4);
  // "Try Again" starts over; the answers are still there.
  await page.unroute('**/api/geminiAPI/recommendation-known-gemini');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Where to stay:' })).toBeVisible({
    timeout: 15_000,
  });
});

/** Keys only the full plan has: none may reach the browser before payment. */
const PAID_ONLY_KEYS = [
  '"time_to_go"',
  '"estimated_cost"',
  '"what_to_pack"',
  '"second_destination"',
  '"firstDestination"',
];

for (const kind of ['known', 'unknown'] as const satisfies readonly Kind[]) {
  test(`${kind} path: the browser receives nothing of the full plan until it is paid`, async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    const bodies: Array<{ url: string; body: string }> = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/api/')) return;
      if (!(response.headers()['content-type'] ?? '').includes('json')) return;
      bodies.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await seedAnswers(page, kind);
    await page.goto(RESULTS_PATH[kind]);
    await expect(page.getByRole('heading', { name: /^Day 1: / })).toBeVisible({ timeout: 15_000 });
    // Let the background work finish (second destination, comparison, images), then reload
    // the results page and open the plan from /me, as a traveller coming back would.
    await page.waitForTimeout(3000);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Day 1: / })).toBeVisible();
    await page.goto('/me');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^Day 1: / })).toBeVisible();
    // Still the preview: the upgrade prompts are there.
    await expect(
      page.getByRole('button', { name: 'Unlock full plan for $9' }).first(),
    ).toBeVisible();

    const unpaid = bodies.splice(0);
    expect(unpaid.some((b) => b.url.includes('/api/geminiAPI/recommendation-'))).toBe(true);
    for (const { url, body } of unpaid) {
      for (const key of PAID_ONLY_KEYS) expect(body, `${url} ${key}`).not.toContain(key);
    }

    // After payment the same page receives the whole plan (so the check above can see it).
    await page.getByRole('button', { name: 'Unlock full plan for $9' }).first().click();
    await payWithTestCard(page);
    await expect(page.getByRole('button', { name: 'Unlock full plan for $9' })).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect.poll(() => bodies.some(({ body }) => body.includes('"time_to_go"'))).toBe(true);
  });
}
