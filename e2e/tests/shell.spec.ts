import { BRAND, QUIZ_QUESTION_COUNT } from '@app/shared';
import type { Page } from '@playwright/test';
import { expect, type TestUser, test, uniqueEmail } from '../fixtures/test.ts';
import { headerAccountLink, headerLoginLink, menuButton, submitLogin } from '../fixtures/ui.ts';

async function signInThroughForm(page: Page, user: TestUser) {
  await submitLogin(page, user.email, user.password);
}

test.describe('home header icon', () => {
  test('logged out: a "Log in" link to /login', async ({ page }) => {
    await page.goto('/');
    const login = headerLoginLink(page);
    await expect(login).toHaveAttribute('href', '/login');
    await expect(headerAccountLink(page)).toHaveCount(0);
    await login.click();
    await expect(page).toHaveURL('/login');
  });

  test('logged in: a link to /me instead', async ({ signedInPage: page }) => {
    await page.goto('/');
    const account = headerAccountLink(page);
    await expect(account).toHaveAttribute('href', '/me');
    await expect(headerLoginLink(page)).toHaveCount(0);
    await account.click();
    await expect(page).toHaveURL('/me');
  });
});

test('app header menu: greeting with the e-mail, four entries, Logout goes home', async ({
  signedInPage: page,
  signedInUser: user,
}) => {
  await page.goto('/me');
  const header = page.getByRole('banner');
  const button = menuButton(page, user.email);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('link', { name: 'Start a plan' })).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'My plans' })).toHaveAttribute('href', '/me');
  await expect(header.getByRole('link', { name: 'Start a plan' })).toHaveAttribute('href', '/path');
  await expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await button.click();
  await header.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(button).toHaveAttribute('aria-expanded', 'false'); // navigating closes it

  await button.click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(headerLoginLink(page)).toBeVisible();

  // The session ended on the server too: a protected page asks to sign in again.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('logged out, the app header shows no menu', async ({ page }) => {
  await page.goto('/login');
  await expect(
    page.getByRole('banner').getByRole('link', { name: BRAND.productName }),
  ).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: /^Hi, / })).toHaveCount(0);
});

test('protected route: /account logged out -> /login -> sign in -> back on /account', async ({
  page,
  createUser,
}) => {
  const user = await createUser({ firstName: 'Mira' });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await signInThroughForm(page, user);
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mira!' })).toBeVisible();
});

test('protected route: registering from the sign-in page also returns there', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Faccount$/);
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Email').fill(uniqueEmail('noor'));
  await page.getByLabel('Password').fill('noor-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Noor!' })).toBeVisible();
});

for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
  test(`an unsafe return target (${target}) goes to /me`, async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto(`/login?next=${encodeURIComponent(target)}`);
    await signInThroughForm(page, user);
    await expect(page).toHaveURL('/me');
    await expect(page.getByRole('heading', { level: 1, name: 'My plans' })).toBeVisible();
  });
}

test.describe('page titles', () => {
  const defaultTitle = `${BRAND.productName}: personalised travel plans`;

  test('public routes and the not-found page', async ({ page }) => {
    const titles: [string, string][] = [
      ['/', defaultTitle],
      ['/login', `Sign in | ${BRAND.productName}`],
      ['/register', `Create an account | ${BRAND.productName}`],
      ['/reset-password?token=x', `Reset your password | ${BRAND.productName}`],
      ['/no-such-page', `Page not found | ${BRAND.productName}`],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    // The default description mentions the quiz's question count.
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`\\b${QUIZ_QUESTION_COUNT} quick questions\\b`),
    );
  });

  test('titles follow client-side navigation', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(`Sign in | ${BRAND.productName}`);
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveTitle(`Create an account | ${BRAND.productName}`);
    await page.getByRole('banner').getByRole('link', { name: BRAND.productName }).click();
    await expect(page).toHaveTitle(defaultTitle);
  });

  test('signed-in routes', async ({ signedInPage: page }) => {
    await page.goto('/me');
    await expect(page).toHaveTitle(`My plans | ${BRAND.productName}`);
    await page.goto('/account');
    await expect(page).toHaveTitle(`Account | ${BRAND.productName}`);
  });
});

test.describe('mobile width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  async function expectNoHorizontalScroll(page: Page) {
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.client).toBe(375);
    expect(widths.scroll, 'page is wider than the viewport').toBeLessThanOrEqual(widths.client);
  }

  test('the login page fits', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('the account page fits, also while editing', async ({
    signedInPage: page,
    signedInUser: user,
  }) => {
    await page.goto('/account');
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Edit Email' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
