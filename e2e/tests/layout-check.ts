import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * Layout checks of the overflow spec: no horizontal scrolling at 375 px, and a screenshot of
 * every screen at 375 and 1440 px for a designer's review. Screenshots go to .tmp/screens
 * (git-ignored; CI keeps them as artifacts) or SCREENSHOT_DIR; SCREENSHOTS=0 skips them.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCREEN_DIR = process.env.SCREENSHOT_DIR ?? path.join(repoRoot, '.tmp/screens');
const TAKE_SCREENSHOTS = process.env.SCREENSHOTS !== '0';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** The elements sticking out past the right edge, outermost first, for the failure message. */
async function overflowing(
  page: Page,
): Promise<{ scroll: number; client: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const client = root.clientWidth;
    const culprits: string[] = [];
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> right=${Math.round(el.getBoundingClientRect().right)} "${text}"`;
    };
    if (root.scrollWidth > client) {
      for (const el of document.body.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.right <= client + 0.5) continue;
        const parent = el.parentElement;
        if (parent && parent.getBoundingClientRect().right > client + 0.5) continue;
        culprits.push(describe(el));
        if (culprits.length >= 8) break;
      }
    }
    return { scroll: root.scrollWidth, client, culprits };
  });
}

/** Two animation frames: layout and lazy content settle after a viewport change. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

async function screenshot(page: Page, name: string, width: number) {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREEN_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREEN_DIR, `${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Checks the current screen at 1440 px and at 375 px: no horizontal scrolling at either
 * (document.scrollingElement.scrollWidth must not exceed its clientWidth), a screenshot of
 * each. Leaves the page at `leaveAt` (the phone width by default).
 */
export async function checkScreen(
  page: Page,
  name: string,
  { leaveAt = PHONE }: { leaveAt?: typeof PHONE | typeof DESKTOP } = {},
) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await settle(page);
    const result = await overflowing(page);
    expect
      .soft(
        result.scroll,
        `${name} at ${size.width} px scrolls sideways (${result.scroll} > ${result.client}):\n${result.culprits.join('\n')}`,
      )
      .toBeLessThanOrEqual(result.client);
    await screenshot(page, name, size.width);
  }
  if (leaveAt !== PHONE) await page.setViewportSize(leaveAt);
}
