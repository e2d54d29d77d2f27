import { MSG } from '@app/shared';
import { STAFF } from '../fixtures/staff.ts';
import { expect, test, uniqueEmail } from '../fixtures/test.ts';
import { createPlanViaApi } from './plans-helpers.ts';

/** The staff area (plans-payments-admin §2 "Admin login", "Admin plans screen"). */

async function staffSignIn(page: import('@playwright/test').Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/plans$/);
}

test('without a staff session /admin/plans sends the visitor to /admin; a wrong password shows the server message', async ({
  signedInPage: page,
}) => {
  // A traveller session is not a staff session.
  await page.goto('/admin/plans');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(MSG.passwordMismatch)).toBeVisible();
  // Shown for 5 seconds.
  await expect(page.getByText(MSG.passwordMismatch)).toHaveCount(0, { timeout: 7_000 });
  await expect(page).toHaveURL(/\/admin$/);
});

test('staff find a plan by id and by e-mail, revise it, open it in full and sign out', async ({
  api,
  signedInUser,
  page,
}) => {
  test.setTimeout(90_000);
  const plan = await createPlanViaApi(api, 'known');
  const location = plan.plan_data.destination.location;
  await staffSignIn(page);
  await expect(
    page.getByRole('heading', { level: 1, name: /^[\d,]+ plans created so far$/ }),
  ).toBeVisible();

  // Search by plan id: one row with the spec's facts.
  await page.getByRole('textbox', { name: 'Plan ID' }).fill(String(plan.plan_id));
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem').filter({ hasText: signedInUser.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(location);
  await expect(row).toContainText(`Plan ID${plan.plan_id}`);
  await expect(row).toContainText(`User ID${signedInUser.id}`);
  await expect(row).toContainText('Plan typeDESTINATION_KNOWN');
  await expect(row).toContainText('PurchasedNo');

  // Not found: red for 3 seconds, then the most recent plans again.
  await page.getByRole('textbox', { name: 'Plan ID' }).fill('99999999');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(MSG.planIdNotFound)).toBeVisible();
  await expect(page.getByText(MSG.planIdNotFound)).toHaveCount(0, { timeout: 5_000 });
  await page.getByLabel('Search by').selectOption('email');
  await page.getByRole('textbox', { name: 'User email' }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(MSG.emailNotFound)).toBeVisible();

  // Search by the owner's e-mail, then revise the destination with the 4-row admin modal.
  await page.getByRole('textbox', { name: 'User email' }).fill(signedInUser.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit ${location} in plan ${plan.plan_id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revise your plan for ${location}` });
  const textarea = dialog.getByRole('textbox', { name: 'Your feedback' });
  await expect(textarea).toHaveAttribute('rows', '4');
  for (const wish of ['more museums', 'more parks', 'cheaper hotels', 'slower pace']) {
    await textarea.fill(wish);
    await dialog.getByRole('button', { name: 'Revise plan' }).click();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'detached', timeout: 15_000 }).then(() => 'saved'),
      dialog
        .getByText(MSG.reviseFailed)
        .waitFor({ timeout: 15_000 })
        .then(() => 'refused'),
    ]);
    if (outcome === 'saved') break;
  }
  await expect(dialog).toHaveCount(0);
  // The staff revision is audited on the plan's row.
  await expect(
    row.getByRole('list', { name: `Staff actions on plan ${plan.plan_id}` }),
  ).toContainText(`Revised by ${STAFF.email}`);

  // The owner's edits are untouched: the server still counts none.
  const owner = await api.get(`/api/plans/${plan.plan_id}`);
  expect(((await owner.json()) as { plan: { modified_count: number } }).plan.modified_count).toBe(
    0,
  );

  // The photo opens the plan; staff see it in full though it is unpaid.
  await row.getByRole('link', { name: `Open plan ${plan.plan_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/plans/${plan.plan_id}$`));
  await expect(page.getByRole('heading', { name: /^Day 2:/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock full plan for $9' })).toHaveCount(0);

  // Sign out returns to /admin, and the staff page is closed again.
  await page.goto('/admin/plans');
  await page.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/plans');
  await expect(page).toHaveURL(/\/admin$/);
});

test('the staff plans screen fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await staffSignIn(page);
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
