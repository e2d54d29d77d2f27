import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { DESKTOP, PHONE } from './layout-check.ts';

/**
 * The plan page's section and day navigation (issue 12): every link, clicked from the top of
 * the page, brings its section's heading into view just below the sticky row (a phone) or at
 * the top of the window (beside the column on a wide screen), focuses it and marks the link;
 * and the mark follows the section being read while the reader scrolls. Sections below the
 * window are laid out late (content-visibility), which is what made long jumps stop short.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Plan sections' });

/** Where the heading of the link's target is, and where the sticky navigation ends. */
async function placement(page: Page, link: Locator) {
  const id = await link.getAttribute('data-target');
  expect(id, 'each plan link names its target').toBeTruthy();
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId ?? '');
    if (!target) throw new Error(`No element #${targetId}`);
    const heading = target.querySelector('h1, h2, h3, h4') ?? target;
    const box = heading.getBoundingClientRect();
    const bar = document
      .querySelector('nav[aria-label="Plan sections"]')
      ?.getBoundingClientRect() as DOMRect;
    // On a wide screen the navigation is a column beside the plan, not a bar above it.
    const beside = bar.right <= box.left;
    return {
      id: targetId,
      top: box.top,
      bottom: box.bottom,
      barBottom: beside ? 0 : bar.bottom,
      viewport: window.innerHeight,
      focused: document.activeElement === target,
    };
  }, id);
}

for (const size of [PHONE, DESKTOP]) {
  for (const example of ['/example-plan-1', '/example-plan-2']) {
    test(`${example} at ${size.width} px: every navigation link lands on its section`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await page.goto(example);
      await expect(page.getByRole('heading', { name: 'Where to stay:' }).first()).toBeVisible();
      const links = await nav(page).getByRole('link').all();
      expect(links.length).toBeGreaterThan(8);
      for (const link of links) {
        // Every jump starts from the top: the longest way, past sections not yet laid out.
        await page.evaluate(() => window.scrollTo(0, 0));
        await link.click();
        const label = await link.textContent();
        // A jump settles within a few frames; a smooth scroll that overshoots or stops short
        // (it drifts towards a moving target for seconds) is what this guards against.
        await expect
          .poll(
            async () => {
              const at = await placement(page, link);
              const inView = at.top >= at.barBottom - 1 && at.bottom <= at.viewport;
              return inView && at.focused ? 'in view' : JSON.stringify(at);
            },
            {
              message: `${label}'s heading is in view below the sticky navigation`,
              timeout: 1_000,
            },
          )
          .toBe('in view');
        await expect(link, `${label} is marked after the jump`).toHaveAttribute(
          'aria-current',
          'location',
        );
      }
    });
  }
}

test('the marked link follows the section being read while scrolling', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/example-plan-1');
  await expect(page.getByRole('heading', { name: 'Where to stay:' }).first()).toBeVisible();
  const marked = nav(page).locator('[aria-current="location"]');
  await expect(marked).toHaveText('Overview');
  await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
  const seen: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.mouse.wheel(0, 300);
    const text = (await marked.textContent()) ?? '';
    if (seen.at(-1) !== text) seen.push(text);
    if (text === 'Day 3') break;
  }
  // The sections in page order, then the days.
  expect(seen.slice(0, 6)).toEqual(['Overview', 'Stay', 'Eat', 'Do', 'Tips', 'Day 1']);
  expect(seen).toContain('Day 3');
  // A jump back up marks the target, and scrolling on from there marks what is read.
  await nav(page).getByRole('link', { name: 'Eat', exact: true }).click();
  await expect(marked).toHaveText('Eat');
  await page.mouse.wheel(0, 2500);
  await expect(marked).not.toHaveText('Eat');
});
