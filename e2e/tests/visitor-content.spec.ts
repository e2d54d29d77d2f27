import { CONSENT_COOKIES, MSG } from '@app/shared';
import type { Page } from '@playwright/test';
import { axeFindings } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

const seriousViolations = (page: Page) => axeFindings(page);

test.describe('content pages', () => {
  test('about shows two co-founders with bios, contact and favourite places', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(cards.first().getByText('Favourite places:')).toBeVisible();
    await expect(page.getByText(/Sample content/)).toBeVisible();
  });

  test('privacy policy states every required point', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(main).toContainText('sent to the AI providers');
    await expect(main).toContainText('13 or older');
    await expect(main).toContainText('twice in any 12-month period');
    await expect(main).toContainText('Wayfarer Travel Co.');
  });

  test('terms state every required point', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main).toContainText('13 or older');
    await expect(main).toContainText('AI providers that receive your plan data');
    await expect(main).toContainText('laws of the State of Illinois');
    await expect(main).toContainText('within one year');
    for (const heading of ['Waiver and severability', 'Entire agreement', 'Feedback and contact']) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'feedback page' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });

  test('opt-out sets consent false and confirms', async ({ page }) => {
    await page.goto('/opt-out');
    await expect(page.getByText(/essential cookies, such as the one that/i)).toBeVisible();
    await page.getByRole('button', { name: 'Opt out' }).click();
    await expect(page.getByText(MSG.optedOut)).toBeVisible();
    const cookie = (await page.context().cookies()).find(
      (c) => c.name === CONSENT_COOKIES.analyticsConsent,
    );
    expect(cookie?.value).toBe('false');
    // Year 9999 is what the page writes (visitor-home.spec.ts); Chromium caps it at 400 days.
    expect((cookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });

  test('feedback asks for text, then sends it to the server and confirms', async ({ page }) => {
    await page.goto('/feedback');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please write your feedback before sending.');
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Feedback').fill('Loved the plan for Lisbon!');
    const request = page.waitForRequest('**/api/feedback');
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await request).postDataJSON()).toEqual({
      email: 'visitor@example.com',
      feedback: 'Loved the plan for Lisbon!',
    });
    await expect(page.getByText('Thank you! Your feedback has been sent.')).toBeVisible();
    await expect(page.getByText('Please write your feedback before sending.')).toBeHidden();
    await expect(page.getByLabel('Feedback')).toHaveValue('');
  });

  test('unknown routes show the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a plan' })).toHaveAttribute(
      'href',
      '/path',
    );
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  test('content pages work at 375 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/about', '/privacy', '/terms', '/path', '/find-destination']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(false);
    }
  });
});

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  // axe is injected as an inline script, which the server's CSP would refuse.
  test.use({ bypassCSP: true });
  const pages: [string, string | RegExp][] = [
    ['/', /planned around you/],
    ['/path', 'How can we help plan your trip?'],
    ['/find-destination', 'What is inspiring this trip?'],
    ['/find-destination?format=questions', 'Question 1 of 10'],
    ['/build-plan', 'Tell us about your trip'],
    ['/about', 'About us'],
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Terms of use'],
    ['/opt-out', 'Opt out of analytics'],
    ['/feedback', 'Feedback'],
  ];
  for (const [path, heading] of pages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('questionnaire steps 2 to 5 and the sign-in modal', async ({ page }) => {
    await page.route('**/api/geminiAPI/**', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto('/find-destination');
    await page.getByLabel(/Why do you want to travel/).fill('Sunshine');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('When are you traveling?')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('When are you traveling?').fill('June');
    await page.getByLabel('Who are you traveling with?').fill('Friends');
    await page.getByLabel('Where are you departing from?').fill('Denver');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('group', { name: 'LOYALTY PROGRAMS' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show me the results!' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
