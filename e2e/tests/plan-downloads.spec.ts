import { readFileSync } from 'node:fs';
import { MSG } from '@app/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { createPlanViaApi, payWithTestCard } from './plans-helpers.ts';

/**
 * The downloads' edges that the journeys in plan-owner-actions.spec.ts pass by: the PDF
 * button's busy and failed states, the calendar link's refusals (forced with page.route), and
 * both downloads through a public link for a signed-out visitor.
 */

const PDF = '**/api/pdf/generate-pdf-known';
const CALENDAR = '**/api/plans/*/calendar.ics';

/** The text of the next alert the page shows, accepted at once (a handler, not waitForEvent). */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
  });
}

/** A paid known-destination plan of the signed-in page's user, open on its page. */
async function paidPlan(page: Page, api: Parameters<typeof createPlanViaApi>[0]) {
  const plan = await createPlanViaApi(api, 'known');
  await page.goto(`/plans/${plan.plan_id}?checkout=1`);
  await payWithTestCard(page);
  const location = plan.plan_data.destination.location;
  await expect(page.getByRole('button', { name: `Edit your plan for ${location}` })).toBeVisible({
    timeout: 15_000,
  });
  return { plan, location };
}

test('Download PDF is disabled while the PDF is made; a failure shows the spec’s alert', async ({
  api,
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  // A preview has the download too (its PDF holds only the preview).
  const plan = await createPlanViaApi(api, 'known');
  await page.goto(`/plans/${plan.plan_id}`);
  const button = page.getByRole('button', { name: 'Download PDF' });
  await expect(button).toBeEnabled({ timeout: 15_000 });

  // Held back: the button stays disabled (and busy) until the file arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PDF, async (route) => {
    await held;
    await route.continue();
  });
  const download = page.waitForEvent('download');
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // A second click while it works starts nothing.
  await button.click({ force: true });
  release();
  expect((await download).suggestedFilename()).toBe('travel-plan-lisbon-portugal.pdf');
  await expect(button).toBeEnabled();
  await page.unroute(PDF);

  // Forced failure: the alert, no file, and the button back.
  await page.route(PDF, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL"}' }),
  );
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  const alert = nextAlert(page);
  await button.click();
  expect(await alert).toBe(`alert: ${MSG.pdfFailed}`);
  await expect(button).toBeEnabled();
  expect(downloads).toBe(0);
});

test('the calendar download says what went wrong (429, 404) and never saves the error', async ({
  api,
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  const plan = await createPlanViaApi(api, 'known');
  await page.goto(`/plans/${plan.plan_id}`);
  const link = page.getByRole('link', { name: 'Add to calendar (.ics)' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });

  for (const [status, code, text] of [
    [429, 'RATE_LIMITED', 'Too many downloads from here for now. Please try again later.'],
    [404, 'NOT_FOUND', "This plan's calendar is no longer available to you."],
  ] as const) {
    await page.route(CALENDAR, (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ code, message: 'refused' }),
      }),
    );
    const alert = nextAlert(page);
    await link.click();
    expect(await alert).toBe(`alert: ${text}`);
    await page.unroute(CALENDAR);
  }
  await page.waitForTimeout(300);
  expect(downloads).toBe(0);

  // Served again: the file downloads as before.
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`travel-plan-${plan.plan_id}.ics`);
  expect(readFileSync(await download.path(), 'utf8')).toContain('BEGIN:VCALENDAR');
});

test('through a public link, a signed-out visitor downloads the PDF and the calendar file', async ({
  api,
  browser,
  baseURL,
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const { plan, location } = await paidPlan(page, api);
  const opened = await api.patch('/api/plans/update-public-share-status', {
    data: { plan_id: plan.plan_id, status: true },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  const anonymous = await browser.newContext({
    baseURL,
    // A visitor of their own, on another machine.
    extraHTTPHeaders: { 'X-Forwarded-For': `127.202.0.${Math.floor(Math.random() * 250) + 1}` },
  });
  const visitor = await anonymous.newPage();
  await visitor.goto(`/plans/${plan.plan_id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: location })).toBeVisible({
    timeout: 15_000,
  });
  await expect(visitor.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible();

  const [pdf] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('travel-plan-lisbon-portugal.pdf');
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const [ics] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(ics.suggestedFilename()).toBe(`travel-plan-${plan.plan_id}.ics`);
  const calendar = readFileSync(await ics.path(), 'utf8');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  // The full plan (it is paid): every day, not the preview's first.
  expect(calendar).toContain('SUMMARY:Day 2 ');
  await anonymous.close();
});
