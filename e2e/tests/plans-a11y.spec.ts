import { MSG } from '@app/shared';
import type { Locator, Page } from '@playwright/test';
import { axeFindings } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { payWithTestCard, RESULTS_PATH, seedAnswers } from './plans-helpers.ts';

/** axe-core on the page once `ready` is visible: no serious or critical violation. */
async function expectAccessible(page: Page, ready: Locator) {
  await expect(ready).toBeVisible({ timeout: 15_000 });
  expect(await axeFindings(page)).toEqual([]);
}

test.use({ bypassCSP: true });

test('preview, checkout, full plan and access denied pass axe', async ({ signedInPage: page }) => {
  test.setTimeout(60_000);
  await seedAnswers(page, 'unknown');
  await page.goto(RESULTS_PATH.unknown);
  await expectAccessible(page, page.getByRole('heading', { name: 'Where to stay:' }));

  await page.getByRole('button', { name: 'Unlock full plan for $9' }).first().click();
  await expectAccessible(page, page.getByLabel('Card number'));
  await payWithTestCard(page);
  await expectAccessible(page, page.getByRole('heading', { name: 'Best time to go:' }).first());

  await page.goto('/plans/2147483647');
  await expectAccessible(page, page.getByRole('heading', { name: MSG.accessDenied }));
});

test('example plans pass axe', async ({ page }) => {
  await page.goto('/example-plan-2');
  await expectAccessible(page, page.getByRole('link', { name: 'Build your plan' }).first());
});
