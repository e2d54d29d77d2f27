import { CONSENT_COOKIES, type KnownDestination, type PlanRecord } from '@app/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  const find = (name: string) => cookies.find((c) => c.name === name);
  return {
    seen: find(CONSENT_COOKIES.bannerSeen),
    consent: find(CONSENT_COOKIES.analyticsConsent),
  };
}

const YEAR_9999 = 'expires=Fri, 31 Dec 9999 23:59:59 GMT';

/**
 * Chromium caps stored cookie lifetimes at 400 days, so the year-9999 expiry is checked on
 * what the page writes: every document.cookie assignment is recorded.
 */
async function recordCookieWrites(page: Page) {
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const writes: string[] = [];
    (window as unknown as { cookieWrites: string[] }).cookieWrites = writes;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
  });
}

async function cookieWrites(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
}

test.describe('home page', () => {
  test('shows the hero, three steps, features, FAQ and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Answer 5 quick questions/).first()).toBeVisible();
    const steps = page
      .getByRole('region', { name: 'How it works' })
      .getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['Build', 'Match', 'Explore']);
    const features = page.getByRole('region', { name: 'Everything in your plan' });
    for (const name of [
      'Full day-by-day itinerary',
      '15+ curated recommendations',
      'Local tips',
      'Edit, invite and share',
      'PDF download',
      '$9 one-time',
    ]) {
      await expect(features.getByRole('heading', { name })).toBeVisible();
    }
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const name of ['About', 'Log In', 'Contact', 'Feedback', 'Privacy', 'Terms of use']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('FAQ has 7 items that expand with the keyboard', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(7);
    const first = items.first();
    await expect(first).not.toHaveAttribute('open', '');
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(/5 quick questions/)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open', '');
  });

  test('testimonials rotate every 15 s and link to example plans', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Travellers love their plans' });
    await expect(section.getByText('Maya R.')).toBeVisible();
    await expect(section.locator('figure img')).toHaveCount(2);
    await expect(section.locator('blockquote p')).toHaveCount(2);
    await expect(section.getByRole('link', { name: /plan like Maya/ })).toHaveAttribute(
      'href',
      '/example-plan-1',
    );
    // Fake timers also flow in real time, so only the 15 s step itself is asserted.
    await page.clock.runFor(15_000);
    await expect(section.getByText('Sam T.')).toBeVisible();
    await expect(section.getByRole('link', { name: /plan like Sam/ })).toHaveAttribute(
      'href',
      '/example-plan-2',
    );
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(section.getByText('Priya S.')).toBeVisible();
  });

  test("Maya's testimonial and the hero's plan card say what the Kyoto example really is", async ({
    page,
    api,
  }) => {
    const response = await api.get('/api/plans/103/example');
    expect(response.status()).toBe(200);
    const { plan } = (await response.json()) as { plan: PlanRecord };
    const kyoto = plan.plan_data.destination as KnownDestination;
    const days = kyoto.itinerary.length;
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Travellers love their plans' });
    await expect(section.getByText('Maya R.')).toBeVisible();
    await expect(section.locator('blockquote')).toContainText(`${words[days]} days in Kyoto`);
    await expect(section.locator('blockquote')).toContainText('Nishiki Market');
    expect(kyoto.restaurants.map((r) => r.restaurant_name)).toContain('Nishiki Market');

    // The hero's card: the plan's length and one of its days, as the plan has them.
    const card = page.locator('[data-hero-plan-day]');
    await expect(card).toContainText(`Trip plan · ${days} days`);
    const title = (await card.locator('p').nth(2).textContent()) ?? '';
    const dayNumber = Number(title.match(/^Day (\d+): /)?.[1]);
    const day = kyoto.itinerary.find((d) => d.day_num === dayNumber);
    expect(day, `the example has ${title}`).toBeDefined();
    const part = (p: unknown) => JSON.stringify(p);
    // "Sacred sites in Higashiyama (Thursday)": the summary without its weekday.
    expect(day?.summary.replace(/ \(\w+day\)$/, '')).toBe(title.replace(/^Day \d+: /, ''));
    expect(part(day?.morning)).toContain('Kiyomizu-dera');
    await expect(card).toContainText('Kiyomizu-dera');
    expect(part(day?.afternoon)).toContain('Nishiki Market');
    await expect(card).toContainText('Nishiki Market');
    expect(part(day?.evening)).toContain('Omen Ginkakuji');
    await expect(card).toContainText('Omen Ginkakuji');
  });

  test('header shows a log-in icon when signed out and an account icon when signed in', async ({
    page,
    signIn,
    createUser,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    await signIn(await createUser());
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'My plans' })).toHaveAttribute('href', '/me');
  });

  test('is usable at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start planning' }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  });
});

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

  test('Accept sets both cookies to year 9999 and grants analytics storage', async ({ page }) => {
    await recordCookieWrites(page);
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://localhost')) thirdParty.push(r.url());
    });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    const { seen, consent } = await consentCookies(page);
    expect(seen?.value).toBe('true');
    expect(consent?.value).toBe('true');
    const writes = await cookieWrites(page);
    expect(writes).toContainEqual(expect.stringMatching(/^cookie_banner_seen=true;/));
    expect(writes).toContainEqual(expect.stringMatching(/^analytics_consent=true;/));
    for (const write of writes) expect(write).toContain(YEAR_9999);
    const consentCalls = await page.evaluate(() =>
      (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)),
    );
    expect(consentCalls).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    // No analytics id is configured: nothing third-party loads even after consent.
    await page.reload();
    await expect(banner(page)).toBeHidden();
    expect(thirdParty).toEqual([]);
  });

  test.describe('with an analytics id configured', () => {
    // The server's CSP (script-src 'self') does not list the analytics host yet; this checks
    // the app's side: the tag is requested only after consent.
    test.use({ bypassCSP: true });
    test('with an analytics id, the script loads only after consent', async ({ page }) => {
      const gtagRequests: string[] = [];
      await page.route('**/api/public-config', (route) =>
        route.fulfill({ json: { analyticsId: 'G-TEST123', productName: 'Wayfarer' } }),
      );
      await page.route('https://www.googletagmanager.com/**', (route) => {
        gtagRequests.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      expect(gtagRequests).toEqual([]);
      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => gtagRequests.length).toBe(1);
      expect(gtagRequests[0]).toContain('id=G-TEST123');
    });
  });

  test('Opt out sets consent false, denies analytics and keeps the banner away', async ({
    page,
  }) => {
    await recordCookieWrites(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Opt out' }).click();
    await expect(banner(page)).toBeHidden();
    const { consent } = await consentCookies(page);
    expect(consent?.value).toBe('false');
    expect(await cookieWrites(page)).toEqual([
      `analytics_consent=false; ${YEAR_9999}; path=/; SameSite=Lax`,
    ]);
    const calls = await page.evaluate(() =>
      (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)),
    );
    expect(calls).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('close only marks the banner seen', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner(page)).toBeHidden();
    const { seen, consent } = await consentCookies(page);
    expect(seen?.value).toBe('true');
    expect(consent).toBeUndefined();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('"Learn more" marks the banner seen and opens the privacy policy', async ({ page }) => {
    await page.goto('/');
    await banner(page)
      .getByRole('link', { name: /Learn more/ })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    const { seen, consent } = await consentCookies(page);
    expect(seen?.value).toBe('true');
    expect(consent).toBeUndefined();
  });
});
