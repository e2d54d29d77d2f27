import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * Layout checks of the overflow spec: nothing sticks out sideways at 375 px (or at 1440 px),
 * and a screenshot of every screen at 1440 and 375 px for a designer's review.
 *
 * Screenshots go to e2e/artifacts/screens (git-ignored; CI keeps the folder as an artifact),
 * or to SCREENSHOT_DIR; SCREENSHOTS=0 skips them. File names: `<screen>-<width>.png`.
 *
 * Long plan pages lay out and paint their sections only near the window
 * (`content-visibility: auto`), which would leave a full-page screenshot blank below the
 * first screen and hide anything too wide inside those sections (their paint containment
 * clips it, so it never adds to the page's scroll width). Both the check and the screenshot
 * therefore run with content-visibility turned off for the whole page.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREEN_DIR =
  process.env.SCREENSHOT_DIR ?? path.join(repoRoot, 'e2e/artifacts/screens');
const TAKE_SCREENSHOTS = process.env.SCREENSHOTS !== '0';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

const RENDER_ALL_ID = 'layout-check-render-all';

/** Lays out and paints every section of the page (see above); undone by `renderLazily`. */
async function renderEverything(page: Page) {
  await page.evaluate((id) => {
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '*, *::before, *::after { content-visibility: visible !important; }';
    document.head.append(style);
  }, RENDER_ALL_ID);
}

async function renderLazily(page: Page) {
  await page.evaluate((id) => document.getElementById(id)?.remove(), RENDER_ALL_ID);
}

interface Overflow {
  scroll: number;
  client: number;
  /** Elements whose visible box reaches past the window's left or right edge. */
  culprits: string[];
}

/**
 * The page's scroll width against its width, and every element whose box, as far as it is
 * visible, reaches past the window sideways: its box cut by each ancestor that clips it
 * (overflow other than visible: a row that scrolls sideways within itself, a card that crops
 * its picture). Elements that are visually hidden (1 px, clipped) are not looked at.
 */
async function overflowing(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const client = root.clientWidth;
    const culprits: string[] = [];
    const describe = (el: Element, left: number, right: number) => {
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> left=${Math.round(left)} right=${Math.round(right)} "${text}"`;
    };
    // Walk the tree with the horizontal span each element may show itself in.
    const walk = (el: Element, clipLeft: number, clipRight: number, flagged: boolean) => {
      const style = getComputedStyle(el);
      if (style.display === 'none') return;
      const rect = el.getBoundingClientRect();
      const hidden =
        (rect.width <= 1 && rect.height <= 1) ||
        style.clip !== 'auto' ||
        style.clipPath.startsWith('inset(50%');
      if (hidden) return;
      const left = Math.max(rect.left, clipLeft);
      const right = Math.min(rect.right, clipRight);
      const visible = rect.width > 0 && rect.height > 0 && right > left;
      const out = visible && (right > client + 0.5 || left < -0.5);
      // Only the outermost element that sticks out is named (its children stick out with it).
      if (out && !flagged && culprits.length < 12) culprits.push(describe(el, left, right));
      let nextLeft = clipLeft;
      let nextRight = clipRight;
      if (style.overflowX !== 'visible') {
        nextLeft = Math.max(clipLeft, rect.left);
        nextRight = Math.min(clipRight, rect.right);
      }
      for (const child of el.children) walk(child, nextLeft, nextRight, flagged || out);
    };
    walk(document.body, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, false);
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

/**
 * The whole page, or the window when a dialog is open (a dialog and its backdrop belong to
 * the window: a full-page picture would show them floating over the middle of the page).
 */
async function screenshot(page: Page, name: string, width: number) {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREEN_DIR, { recursive: true });
  const dialogOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  await page.screenshot({
    path: path.join(SCREEN_DIR, `${name}-${width}.png`),
    fullPage: !dialogOpen,
    animations: 'disabled',
  });
}

/**
 * Checks the current screen at 1440 px and at 375 px: the page does not scroll sideways
 * (document.scrollingElement.scrollWidth <= clientWidth) and no element's visible box reaches
 * past the window, inside lazily rendered sections too; a full-page screenshot of each.
 * Leaves the page at `leaveAt` (the phone width by default).
 */
export async function checkScreen(
  page: Page,
  name: string,
  { leaveAt = PHONE }: { leaveAt?: typeof PHONE | typeof DESKTOP } = {},
) {
  await renderEverything(page);
  try {
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
      expect
        .soft(result.culprits, `${name} at ${size.width} px: elements reach past the window`)
        .toEqual([]);
      await screenshot(page, name, size.width);
    }
  } finally {
    await renderLazily(page);
  }
  if (leaveAt !== PHONE) await page.setViewportSize(leaveAt);
}
