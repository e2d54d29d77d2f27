import { MSG } from '@app/shared';
import { expect, test } from '../fixtures/test.ts';
import { createPlanViaApi } from './plans-helpers.ts';

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

test('two plans to the same place are told apart on /me by type and length', async ({
  api,
  signedInPage: page,
}) => {
  await createPlanViaApi(api, 'known');
  await createPlanViaApi(api, 'known');
  await page.goto('/me');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.getByText('Trip plan')).toBeVisible();
    await expect(card.getByText(/^\d+ days?$/)).toBeVisible();
  }
});
