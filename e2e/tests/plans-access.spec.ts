import { MSG, type PlanRecord } from '@app/shared';
import { expect, test } from '../fixtures/test.ts';
import { contextSignedInAs, createPlanViaApi, payWithTestCard } from './plans-helpers.ts';

test('a stranger sees access denied; anonymous only after the owner turns the public link on', async ({
  api,
  browser,
  baseURL,
  createUser,
  signedInPage: ownerPage,
}) => {
  test.setTimeout(60_000);
  const plan = await createPlanViaApi(api, 'known');
  const planUrl = `/plans/${plan.plan_id}`;
  const location = (plan.plan_data.destination as { location: string }).location;

  await test.step('the owner sees the preview with the buy button', async () => {
    await ownerPage.goto(planUrl);
    await expect(ownerPage.getByRole('heading', { level: 1, name: location })).toBeVisible();
    await expect(ownerPage).toHaveTitle(new RegExp(location.split(',')[0] ?? ''));
    await expect(
      ownerPage.getByRole('button', { name: 'Unlock full plan for $9' }).first(),
    ).toBeVisible();
  });

  const stranger = await createUser();
  const strangerContext = await contextSignedInAs(browser, baseURL ?? '', stranger);
  const anonymousContext = await browser.newContext({ baseURL });
  try {
    await test.step('a signed-in stranger is denied', async () => {
      const page = await strangerContext.newPage();
      await page.goto(planUrl);
      await expect(page.getByRole('heading', { name: MSG.accessDenied })).toBeVisible();
      await page.getByRole('link', { name: 'Go back to my plans' }).click();
      await expect(page).toHaveURL('/me');
    });

    const anonymous = await anonymousContext.newPage();
    await test.step('an anonymous visitor is denied while the link is off', async () => {
      await anonymous.goto(planUrl);
      await expect(anonymous.getByRole('heading', { name: MSG.accessDenied })).toBeVisible();
      // Signed out, "my plans" leads nowhere yet: signing in (back to this plan) is offered.
      await expect(anonymous.getByRole('link', { name: 'Sign in to see this plan' })).toBeVisible();
      await expect(anonymous.getByRole('link', { name: 'Go back to my plans' })).toHaveCount(0);
      await expect(anonymous.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    });

    await test.step('the owner buys the plan (sharing comes with the purchase)', async () => {
      await ownerPage.goto(`${planUrl}?checkout=1`);
      await payWithTestCard(ownerPage);
      await expect(ownerPage.getByRole('button', { name: 'Unlock full plan for $9' })).toHaveCount(
        0,
        { timeout: 15_000 },
      );
    });

    await test.step('the owner turns the public link on; the visitor can read the plan', async () => {
      // As the owner (the browser's session; `api` now holds the stranger's registration).
      const response = await ownerPage.request.patch('/api/plans/update-public-share-status', {
        data: { plan_id: plan.plan_id, status: true },
        headers: { Origin: new URL(baseURL ?? '').origin },
      });
      expect(response.status(), await response.text()).toBe(200);
      await anonymous.reload();
      await expect(anonymous.getByRole('heading', { level: 1, name: location })).toBeVisible();
      // Not the owner: no buy button.
      await expect(anonymous.getByRole('button', { name: 'Unlock full plan for $9' })).toHaveCount(
        0,
      );
    });
  } finally {
    await strangerContext.close();
    await anonymousContext.close();
  }
});

test('an unpaid plan never sends the rest of the plan to the browser', async ({
  api,
  // Registering the user signs `api` in as them.
  signedInUser: _owner,
}) => {
  const created = await createPlanViaApi(api, 'unknown');
  const response = await api.get(`/api/plans/${created.plan_id}`);
  expect(response.status()).toBe(200);
  const { plan } = (await response.json()) as { plan: PlanRecord };
  expect(plan.is_preview).toBe(true);
  const destination = plan.plan_data.destination as Record<string, unknown[] | string>;
  expect(destination.time_to_go).toBeUndefined();
  expect(destination.estimated_cost).toBeUndefined();
  expect(destination.what_to_pack).toBeUndefined();
  expect(destination.places_to_stay).toHaveLength(1);
  expect(destination.itinerary).toHaveLength(1);
  expect('second_destination' in plan.plan_data).toBe(false);
  expect(plan.comparison_data_unknown).toBeNull();
});

test('/me marks an unpaid plan as a preview; "Unlock full plan" opens its checkout', async ({
  api,
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  const plan = await createPlanViaApi(api, 'known');
  const location = (plan.plan_data.destination as { location: string }).location;
  await page.goto('/me');
  const card = page.getByRole('article').filter({ hasText: location });
  await expect(card.getByText('Preview', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: /^Unlock full plan/ }).click();
  await expect(page).toHaveURL(`/plans/${plan.plan_id}`);
  await payWithTestCard(page);
  await expect(page.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/me');
  await expect(
    page.getByRole('article').filter({ hasText: location }).getByText('Preview', { exact: true }),
  ).toHaveCount(0);
});

test('a non-numeric plan id is not found (404); an unknown number shows access denied', async ({
  signedInPage: page,
}) => {
  const response = await page.goto('/plans/not-a-number');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: MSG.notFound })).toBeVisible();
  await page.goto('/plans/99999999');
  await expect(page.getByRole('heading', { name: MSG.accessDenied })).toBeVisible();
});

for (const [path, id] of [
  ['/example-plan-1', 103],
  ['/example-plan-2', 146],
] as const) {
  test(`${path} shows example plan ${id} in full with "Build your plan"`, async ({ page, api }) => {
    const response = await api.get(`/api/plans/${id}/example`);
    expect(response.status(), 'example plan exists on a fresh install').toBe(200);
    const { plan } = (await response.json()) as { plan: PlanRecord };
    await page.goto(path);
    const itinerary =
      plan.plan_type === 'DESTINATION_KNOWN'
        ? 'Your itinerary:'
        : "Here's an itinerary made for you:";
    await expect(page.getByRole('heading', { name: itinerary }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Build your plan' }).first().click();
    await expect(page).toHaveURL('/path');
  });
}
