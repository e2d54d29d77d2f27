import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { PHONE } from './layout-check.ts';

/**
 * The bundled fonts (docs/decisions/0022-look-and-feel.md): a first visit whose font files
 * arrive late (a slow phone network) still ends up in Inter and Fraunces, on the page it
 * opened and on the pages it moves on to in the app, and the late swap moves no text.
 */

/**
 * The fonts the browser really draws `selector` with (not what the CSS asks for); none while
 * the page replaces that node under the lookup (a client-side navigation), so a poll asks again.
 */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } catch (error) {
    if (/Could not find node/.test(String(error))) return [];
    throw error;
  } finally {
    await cdp.detach();
  }
}

test('a first visit with slow font files ends up in the bundled fonts, without a layout shift', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The font files arrive well after the page has painted.
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        w.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => renderedFonts(page, 'h1')).toEqual(['Fraunces']);
  await expect.poll(() => renderedFonts(page, 'main p')).toContain('Inter');
  // The fallback faces are metric-matched: swapping the fonts in moved nothing.
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(
    0.01,
  );

  // On in the app (no new document): still the bundled fonts.
  await page.getByRole('link', { name: 'Start planning' }).first().click();
  await expect(page).toHaveURL('/path');
  await expect.poll(() => renderedFonts(page, 'main h1')).toEqual(['Fraunces']);
});
