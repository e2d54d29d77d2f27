import { MSG } from '@app/shared';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { headerLoginLink, menuButton } from '../fixtures/ui.ts';

/** Runs axe-core on the page once `ready` is visible; fails on serious or critical findings. */
async function expectNoSeriousViolations(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  const blocking = await axeViolations(page);
  expect(
    blocking,
    `axe found serious/critical violations:\n\n${describeViolations(blocking)}`,
  ).toEqual([]);
}

test.describe('accessibility (axe-core, serious and critical)', () => {
  // The app's CSP (script-src 'self') rightly refuses the injected axe script.
  test.use({ bypassCSP: true });

  test('home /', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousViolations(page, headerLoginLink(page));
  });

  test('sign in /login', async ({ page }) => {
    await page.goto('/login');
    await expectNoSeriousViolations(page, page.getByRole('button', { name: 'Sign in' }));
  });

  test('sign in /login with the reset panel and error shown', async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectNoSeriousViolations(page, page.getByText(MSG.passwordMismatchPanel));
  });

  test('register /register', async ({ page }) => {
    await page.goto('/register');
    await expectNoSeriousViolations(page, page.getByRole('button', { name: 'Create account' }));
  });

  test('reset password /reset-password?token=x', async ({ page }) => {
    await page.goto('/reset-password?token=x');
    await expectNoSeriousViolations(page, page.getByRole('link', { name: 'Login', exact: true }));
  });

  test('account /account', async ({ signedInPage: page }) => {
    await page.goto('/account');
    await expectNoSeriousViolations(page, page.getByText(/plans? created/));
  });

  test('account /account with the delete dialog open', async ({ signedInPage: page }) => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expectNoSeriousViolations(page, page.getByRole('dialog'));
  });

  test('my plans /me', async ({ signedInPage: page }) => {
    await page.goto('/me');
    await expectNoSeriousViolations(page, page.getByText(MSG.noPlans));
  });

  test('my plans /me with the header menu open', async ({
    signedInPage: page,
    signedInUser: user,
  }) => {
    await page.goto('/me');
    await menuButton(page, user.email).click();
    await expectNoSeriousViolations(
      page,
      page.getByRole('banner').getByRole('button', { name: 'Logout' }),
    );
  });

  test('not-found page', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expectNoSeriousViolations(page, page.getByRole('heading', { name: MSG.notFound }));
  });
});
