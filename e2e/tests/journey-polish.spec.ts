import { MSG } from '@app/shared';
import { expect, test, uniqueEmail } from '../fixtures/test.ts';
import { createPlanViaApi, payWithTestCard, seedAnswers } from './plans-helpers.ts';

/** Issue 12's journey details: required fields, focus on each step, signing in from anywhere. */

test('known step 1: required fields are marked; missing ones are flagged and the first is focused', async ({
  page,
}) => {
  await page.goto('/build-plan');
  const destination = page.getByLabel('Where are you going?');
  const plans = page.getByLabel('What plans do you have so far?');
  await expect(destination).toHaveAttribute('required', '');
  await expect(plans).toHaveAttribute('required', '');
  await destination.fill('Lisbon');
  await page.getByLabel('Where are you departing from?').fill('Boston');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.incompleteStep })).toBeVisible();
  const dates = page.getByLabel('When are you traveling?');
  await expect(dates).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Who are you traveling with?')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(plans).toHaveAttribute('aria-invalid', 'true');
  await expect(destination).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dates).toBeFocused();
  // Filling a field clears its mark.
  await dates.fill('May');
  await expect(dates).not.toHaveAttribute('aria-invalid', 'true');
});

test('each questionnaire step moves focus to its question', async ({ page }) => {
  await page.goto('/find-destination');
  await page.getByLabel(/Why do you want to travel/).fill('Slow days by the sea');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A few key details' })).toBeFocused();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'What is inspiring this trip?' }),
  ).toBeFocused();
});

test('signed out, every page header offers a labelled "Log in"', async ({ page }) => {
  for (const path of ['/', '/path', '/about', '/find-destination', '/no-such-page']) {
    await page.goto(path);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }),
      path,
    ).toBeVisible();
  }
});

test('a signed-out owner opening their plan link signs in from access denied and is back on the plan', async ({
  api,
  browser,
  baseURL,
  createUser,
}) => {
  const owner = await createUser();
  // createUser signed the request context in as the owner.
  const plan = await createPlanViaApi(api, 'known');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto(`/plans/${plan.plan_id}`);
    await expect(page.getByRole('heading', { name: MSG.accessDenied })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in to see this plan' }).click();
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/plans/${plan.plan_id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: plan.plan_data.destination.location }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('two plans to the same place are told apart on /me by their dates and party', async ({
  api,
  signedInPage: page,
}) => {
  await createPlanViaApi(api, 'known', {
    datesTraveling: 'April 6-10',
    otherTravelers: 'My partner',
  });
  await createPlanViaApi(api, 'known', {
    datesTraveling: 'October 10-14',
    otherTravelers: 'Two friends',
  });
  // The cards come from the list alone: no plan is fetched one by one.
  const planReads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/plans\/\d+$/.test(new URL(request.url()).pathname)) planReads.push(request.url());
  });
  await page.goto('/me');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { name: 'Lisbon, Portugal' })).toBeVisible();
    await expect(card.getByText('Trip plan')).toBeVisible();
    await expect(card.getByText(/^\d+ days?$/)).toBeVisible();
  }
  // Newest first.
  await expect(cards.nth(0)).toContainText('October 10-14');
  await expect(cards.nth(0)).toContainText('Two friends');
  await expect(cards.nth(1)).toContainText('April 6-10');
  await expect(cards.nth(1)).toContainText('My partner');
  const [first, second] = await Promise.all([cards.nth(0).innerText(), cards.nth(1).innerText()]);
  expect(first).not.toEqual(second);
  expect(planReads).toEqual([]);
});

test("the plan's summary shows the trip's dates, party and budget from the answers", async ({
  api,
  signedInPage: page,
}) => {
  const plan = await createPlanViaApi(api, 'known', {
    datesTraveling: 'Early June, 4 days',
    otherTravelers: 'My partner',
    budgetRange: 3000,
  });
  // The owner's preview (unpaid): the answers are theirs, so the preview shows them too.
  await page.goto(`/plans/${plan.plan_id}`);
  const summary = page.getByRole('region', { name: 'Your trip at a glance' });
  const fact = (term: string) => summary.locator(`dt:text-is("${term}") + dd`);
  await expect(fact('When')).toHaveText('Early June, 4 days');
  await expect(fact('Traveling with')).toHaveText('My partner');
  await expect(fact('Your budget')).toHaveText('$3,000');
  await expect(fact('Length')).toHaveText(/^\d+ days?$/);

  // The example plans show the answers they were made from.
  await page.goto('/example-plan-1');
  await expect(fact('When')).toHaveText('April 6-10');
  await expect(fact('Traveling with')).toHaveText('My partner');
  await page.goto('/example-plan-2');
  await expect(fact('When')).toHaveText('Late September');
  await expect(fact('Your budget')).toHaveText('$2,000 – $4,000');
});

test('signing up in the questionnaire modal, then paying: no staff check, no console error', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  const staffChecks: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/')) staffChecks.push(request.url());
  });
  // A signed-out visitor at the end of the questionnaire.
  await seedAnswers(page, 'known');
  await page.goto('/build-plan');
  await page.getByRole('button', { name: 'Show me the results!' }).click();
  const modal = page.getByRole('dialog', {
    name: 'Almost there! Your custom travel plan is nearly ready.',
  });
  await modal.getByLabel('First name').fill('Robin');
  await modal.getByLabel('Email').fill(uniqueEmail('modal'));
  await modal.getByLabel('Password').fill('a good password');
  await modal.getByRole('button', { name: 'See my travel plan' }).click();
  await expect(page.getByRole('heading', { name: 'Where to stay:' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Unlock full plan for $9' }).first().click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/plans\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A traveller's sign-in says nothing new about a staff session: there is nothing to ask.
  expect(staffChecks).toEqual([]);
  expect(errors).toEqual([]);
});

test('a hard load of a results page waits under the header bar, never on a blank page', async ({
  signedInPage: page,
}) => {
  // The first current-user check is slow to answer.
  await page.route('**/api/users/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await seedAnswers(page, 'known');
  await page.goto('/your-plan', { waitUntil: 'commit' });
  await expect(
    page.getByRole('status').filter({ hasText: 'Checking your account…' }),
  ).toBeAttached();
  // The bar with the product name is in view (not covered) while the page waits.
  const onTop = () =>
    page.evaluate(() => {
      const waiting = [...document.querySelectorAll('[role="status"]')].some((el) =>
        el.textContent?.includes('Checking your account'),
      );
      const hit = document.elementFromPoint(40, 30);
      return waiting ? (hit?.textContent ?? '').trim() : 'no longer waiting';
    });
  await expect.poll(onTop).toBe('Wayfarer');
  await expect(page.getByRole('heading', { name: 'Where to stay:' })).toBeVisible({
    timeout: 20_000,
  });
});
