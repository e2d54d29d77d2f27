import { expect, test } from '../fixtures/test.ts';
import { createPlanViaApi, payWithTestCard } from './plans-helpers.ts';

/**
 * A traveller who asks for a town by its state gets that town's catalogue plan, named with the
 * state everywhere, at a phone's width and a desktop's, and a long trip's day-trip lunch names
 * a real place.
 */

test('"Portland, Maine" gets the Maine plan, named with its state, at 375 px and 1440 px', async ({
  api,
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  const plan = await createPlanViaApi(api, 'known', {
    destination: 'Portland, Maine',
    datesTraveling: 'a week in July',
    exploreSurroundingAreas: true,
  });
  const location = plan.plan_data.destination.location;
  expect(location).toBe('Portland, Maine, United States');

  await page.goto(`/plans/${plan.plan_id}?checkout=1`);
  await payWithTestCard(page);
  await expect(page.getByRole('button', { name: `Edit your plan for ${location}` })).toBeVisible({
    timeout: 15_000,
  });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Portland, Maine');
    await expect(
      page.getByText('Portland Head Light and Fort Williams Park').first(),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  // Oregon's Portland is not in this plan, and the day trips name where to eat.
  await expect(page.getByText(/Oregon/)).toHaveCount(0);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/Lunch on the day trip, at a place of your choice/);
});
