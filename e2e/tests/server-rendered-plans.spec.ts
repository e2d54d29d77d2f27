import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { createPlanViaApi, payViaApi } from './plans-helpers.ts';

/**
 * A plan's public link and the example plans, opened with no session, arrive rendered by the
 * server with their data (apps/server/src/plugins/page-render.ts), and the app hydrates that
 * markup instead of replacing it: the plan's text is in the HTML, the nodes painted first are
 * the ones the app keeps, nothing is logged as an error, and the page works.
 */

/** Opens `url` and reports whether the first heading painted is still the page's afterwards. */
async function openAndCheckHydrated(page: Page, url: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstHeading: Element | null }).firstHeading =
        document.querySelector('main h1');
    });
  });
  await page.goto(url);
  // Hydrated: the app marks itself interactive (lib/interactive.ts).
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const kept = await page.evaluate(() => {
    const first = (window as unknown as { firstHeading: Element | null }).firstHeading;
    return first?.isConnected === true && first === document.querySelector('main h1');
  });
  expect(kept, 'the heading in the server-rendered HTML is the one on the page').toBe(true);
  return errors;
}

test('the example plans arrive rendered and hydrate', async ({ page, api }) => {
  for (const path of ['/example-plan-1', '/example-plan-2']) {
    const html = await (await api.get(path)).text();
    expect(html, path).toContain('data-render-user="signed-out"');
    expect(html, path).toContain('This is an example plan.');
    expect(html, path).toMatch(/<title>[^<]+ travel plan \| /);

    const errors = await openAndCheckHydrated(page, path);
    expect(errors, path).toEqual([]);
  }
  // Hydrated, the page works: its link takes the visitor to the questionnaire.
  await page.getByRole('link', { name: 'Build your plan' }).first().click();
  await expect(page).toHaveURL('/path');
});

test('a public link arrives rendered for a visitor without a session, never for anyone else', async ({
  api,
  browser,
  baseURL,
  signedInUser: _owner,
}) => {
  test.setTimeout(60_000);
  const plan = await createPlanViaApi(api, 'known');
  const location = (plan.plan_data.destination as { location: string }).location;
  const url = `/plans/${plan.plan_id}`;
  const visitor = await browser.newContext({ baseURL });
  try {
    const htmlFor = async () => (await visitor.request.get(url)).text();

    await test.step('not rendered while the plan is not public', async () => {
      expect(await htmlFor()).not.toContain(location);
    });

    await test.step('rendered once the owner has paid and turned the public link on', async () => {
      await payViaApi(api, plan.plan_id);
      const shared = await api.patch('/api/plans/update-public-share-status', {
        data: { plan_id: plan.plan_id, status: true },
      });
      expect(shared.status(), await shared.text()).toBe(200);
      const html = await htmlFor();
      expect(html).toContain('data-render-user="signed-out"');
      expect(html).toContain(location);
      const page = await visitor.newPage();
      const errors = await openAndCheckHydrated(page, url);
      expect(errors).toEqual([]);
      await expect(page.getByRole('heading', { level: 1, name: location })).toBeVisible();
    });

    await test.step('the owner, with a session, gets the page from the browser', async () => {
      const html = await (await api.get(url)).text();
      expect(html).not.toContain('data-render-user');
      expect(html).not.toContain(location);
    });

    await test.step('a query string leaves it to the browser too', async () => {
      expect(await (await visitor.request.get(`${url}?from=mail`)).text()).not.toContain(location);
    });

    await test.step('turning the link off stops it at once', async () => {
      const off = await api.patch('/api/plans/update-public-share-status', {
        data: { plan_id: plan.plan_id, status: false },
      });
      expect(off.status(), await off.text()).toBe(200);
      expect(await htmlFor()).not.toContain(location);
    });
  } finally {
    await visitor.close();
  }
});

test('a page that arrives rendered fetches none of the stylesheets it carries inline', async ({
  page,
}) => {
  // Prerendered (the questionnaire) and rendered by the server (an example plan): their CSS is
  // inlined, and loading the page's code must not fetch and apply it a second time.
  for (const path of ['/find-destination', '/example-plan-1']) {
    const fetched: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname.endsWith('.css')) fetched.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(fetched, path).toEqual([]);
    // The inlined rules apply: the page is styled, not bare HTML.
    const margin = await page.evaluate(() => getComputedStyle(document.body).margin);
    expect(margin, path).toBe('0px');
  }
  // A page reached in the app still loads the stylesheets it does not carry.
  await page.goto('/find-destination');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const loaded = page.waitForRequest((request) => request.url().endsWith('.css'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await loaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
