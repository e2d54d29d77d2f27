import { ADMIN_PAGE_SIZE, MSG, type UnknownDestination } from '@app/shared';
import {
  fact,
  resultRows,
  reviseInModal,
  STAFF,
  search,
  staffSignIn,
  totalHeading,
} from '../fixtures/staff.ts';
import { escapeRegExp, expect, test, uniqueEmail } from '../fixtures/test.ts';
import {
  contextSignedInAs,
  createPlanViaApi,
  fetchPlanViaApi,
  payWithTestCard,
  secondDestinationViaApi,
} from './plans-helpers.ts';

/** The staff area (plans-payments-admin §2 "Admin login", "Admin plans screen"). */

/** The headings the full plan view gives a find-a-destination destination's venues and days. */
const shownHeadings = (d: UnknownDestination) => [
  ...d.places_to_stay.map((s) => s.name),
  ...d.restaurants.map((r) => r.restaurant_name),
  ...d.things_to_do.map((t) => t.destination_name),
  ...d.itinerary.map((day) => `Day ${day.day_num}: ${day.summary}`),
];

/** Everything else it prints of one. */
const shownTexts = (d: UnknownDestination) =>
  [
    ...d.itinerary.flatMap((day) => [day.morning, day.afternoon, day.evening]),
    d.overview,
    d.estimated_cost,
    d.helpful_tips,
  ].filter((text) => text.trim() !== '');

test('without a staff session /admin/plans sends the visitor to /admin; a wrong password shows the server message', async ({
  signedInPage: page,
}) => {
  // A traveller session is not a staff session.
  await page.goto('/admin/plans');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(MSG.passwordMismatch)).toBeVisible();
  // Shown for 5 seconds: still there after 4, gone within 7.
  await page.waitForTimeout(4_000);
  await expect(page.getByText(MSG.passwordMismatch)).toBeVisible();
  await expect(page.getByText(MSG.passwordMismatch)).toHaveCount(0, { timeout: 3_000 });
  await expect(page).toHaveURL(/\/admin$/);
});

test("issue 10 done: staff made with the README's command find a plan by id and by the owner's e-mail, revise its second destination, and the owner sees it", async ({
  api,
  browser,
  baseURL,
  clientAddress,
  signedInUser: owner,
  page,
}) => {
  test.setTimeout(150_000);
  const plan = await createPlanViaApi(api, 'unknown');
  const id = plan.plan_id;
  const ownerContext = await contextSignedInAs(browser, baseURL ?? '', owner);
  await ownerContext.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress });
  try {
    const ownerPage = await ownerContext.newPage();
    let before: UnknownDestination | undefined;
    await test.step('the owner buys the plan and sees its second destination', async () => {
      await ownerPage.goto(`/plans/${id}`);
      await ownerPage.getByRole('button', { name: 'Unlock full plan for $9' }).first().click();
      await payWithTestCard(ownerPage);
      await expect(ownerPage.getByRole('button', { name: 'Unlock full plan for $9' })).toHaveCount(
        0,
        { timeout: 15_000 },
      );
      before = await secondDestinationViaApi(api, id);
      await ownerPage.reload();
      await expect(
        ownerPage.getByRole('heading', { level: 2, name: before.location }),
      ).toBeVisible();
    });
    const second = before as UnknownDestination;

    await staffSignIn(page);
    await expect(totalHeading(page)).toBeVisible();
    const row = resultRows(page).filter({ hasText: owner.email });

    await test.step('by plan id: one row with the facts the spec lists', async () => {
      await search(page, 'id', String(id));
      await expect(resultRows(page)).toHaveCount(1);
      await expect(row).toContainText(plan.plan_data.destination.location);
      await expect(row).toContainText(second.location);
      // The created date is the part before the comma ("November 24 2026", not the time).
      await expect(fact(row, 'Created')).toHaveText(plan.created_at.split(',')[0] ?? '');
      await expect(fact(row, 'Creator')).toHaveText(owner.email);
      await expect(fact(row, 'Plan ID')).toHaveText(String(id));
      await expect(fact(row, 'Plan type')).toHaveText('DESTINATION_UNKNOWN');
      await expect(fact(row, 'User ID')).toHaveText(String(owner.id));
      await expect(fact(row, 'Purchased')).toHaveText('Yes');
    });

    await test.step("by the owner's e-mail; an empty search reloads the newest plans", async () => {
      await search(page, 'email', owner.email);
      await expect(resultRows(page)).toHaveCount(1);
      await expect(row).toBeVisible();
      await page.getByRole('textbox', { name: 'User email' }).fill('');
      await page.getByRole('button', { name: 'Search' }).click();
      const total = Number(((await totalHeading(page).textContent()) ?? '').replace(/\D/g, ''));
      expect(total).toBeGreaterThan(1);
      await expect(resultRows(page)).toHaveCount(Math.min(total, ADMIN_PAGE_SIZE));
      // The newest plan is this one (nothing else was saved since), at the top.
      await expect(fact(resultRows(page).first(), 'Plan ID')).toHaveText(String(id));
    });

    await test.step('revise the second destination with its [EDIT] link', async () => {
      await search(page, 'email', owner.email);
      await row.getByRole('button', { name: `Edit ${second.location} in plan ${id}` }).click();
      await reviseInModal(
        page.getByRole('dialog', { name: `Revise your plan for ${second.location}` }),
      );
      await expect(row.getByRole('list', { name: `Staff actions on plan ${id}` })).toContainText(
        `Revised by ${STAFF.email}`,
      );
    });

    await test.step('staff open the plan in full; the view is on the row too', async () => {
      await row.getByRole('link', { name: `Open plan ${id}` }).click();
      await expect(page).toHaveURL(new RegExp(`/plans/${id}$`));
      await expect(page.getByRole('heading', { level: 2, name: second.location })).toBeVisible();
      await page.goto('/admin/plans');
      await search(page, 'id', String(id));
      const audit = row.getByRole('list', { name: `Staff actions on plan ${id}` });
      // Newest first: the view, the revision with what changed, then the revision requests
      // (one per wish the modal tried until the planner accepted one).
      const items = audit.getByRole('listitem');
      await expect(items.first()).toContainText(`Viewed by ${STAFF.email}`);
      await expect(items.nth(1)).toContainText(
        new RegExp(
          `^Revised by ${escapeRegExp(STAFF.email)} on .+ \\(${escapeRegExp(second.location)} → .+; “.+”`,
        ),
      );
      const rest = (await items.allTextContents()).slice(2);
      expect(rest.length).toBeGreaterThan(0);
      for (const text of rest) expect(text).toContain(`Asked for a revision by ${STAFF.email}`);
    });

    await test.step("the owner's browser shows the revised second destination", async () => {
      const after = await secondDestinationViaApi(api, id);
      const [oldHeadings, newHeadings] = [shownHeadings(second), shownHeadings(after)];
      const oldTexts = shownTexts(second);
      const newHeading = newHeadings.find((text) => !oldHeadings.includes(text));
      const goneHeading = oldHeadings.find((text) => !newHeadings.includes(text));
      const newText = shownTexts(after).find((text) => !oldTexts.includes(text));
      expect(
        newHeading ?? goneHeading ?? newText,
        'the revision changed something the plan view shows',
      ).toBeDefined();
      await ownerPage.reload();
      const region = ownerPage.getByRole('region', { name: after.location });
      await expect(region.getByRole('heading', { level: 2, name: after.location })).toBeVisible();
      if (newHeading) {
        await expect(
          region.getByRole('heading', { name: newHeading, exact: true }).first(),
        ).toBeVisible();
      }
      if (goneHeading) {
        await expect(region.getByRole('heading', { name: goneHeading, exact: true })).toHaveCount(
          0,
        );
      }
      if (newText) await expect(region).toContainText(newText);
      // Staff revisions leave the owner's two edits untouched.
      expect((await fetchPlanViaApi(api, id)).modified_count).toBe(0);
    });
  } finally {
    await ownerContext.close();
  }
});

test('staff revise a first destination, searches that find nothing say so, and sign-out closes the area', async ({
  api,
  signedInUser,
  page,
}) => {
  test.setTimeout(90_000);
  const plan = await createPlanViaApi(api, 'known');
  const location = plan.plan_data.destination.location;
  await staffSignIn(page);
  const row = resultRows(page).filter({ hasText: signedInUser.email });

  // Not found, a malformed id or address (the server's 400), all alike: red for 3 seconds,
  // then the most recent plans again.
  for (const [by, value, message] of [
    ['id', '99999999', MSG.planIdNotFound],
    ['id', 'abc', MSG.planIdNotFound],
    ['email', uniqueEmail('nobody'), MSG.emailNotFound],
    ['email', 'not-an-address', MSG.emailNotFound],
  ] as const) {
    await search(page, by, value);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('color', /^rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    // Red for 3 seconds: still there after 2, gone within 5.
    await page.waitForTimeout(2_000);
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCount(0, { timeout: 3_000 });
    await expect(resultRows(page).first()).toBeVisible();
  }

  // The destination of a known plan, found by id, revised with the 4-row admin modal.
  await search(page, 'id', String(plan.plan_id));
  await expect(fact(row, 'Plan type')).toHaveText('DESTINATION_KNOWN');
  await expect(fact(row, 'Purchased')).toHaveText('No');
  await row.getByRole('button', { name: `Edit ${location} in plan ${plan.plan_id}` }).click();
  await reviseInModal(page.getByRole('dialog', { name: `Revise your plan for ${location}` }));
  await expect(
    row.getByRole('list', { name: `Staff actions on plan ${plan.plan_id}` }),
  ).toContainText(`Revised by ${STAFF.email}`);
  expect((await fetchPlanViaApi(api, plan.plan_id)).modified_count).toBe(0);

  // The photo opens the plan; staff see it in full though it is unpaid.
  await row.getByRole('link', { name: `Open plan ${plan.plan_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/plans/${plan.plan_id}$`));
  await expect(page.getByRole('heading', { name: /^Day 2:/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock full plan for $9' })).toHaveCount(0);

  // Sign out returns to /admin, and the staff page is closed again.
  await page.goto('/admin/plans');
  await page.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/plans');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a staff session that ended (30 idle minutes) sends the plans screen back to /admin; signing in again works', async ({
  page,
  playwright,
  baseURL,
}) => {
  await staffSignIn(page);
  await expect(resultRows(page).first()).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'admin_sid');
  expect(cookie).toBeDefined();

  // End the session on the server, as the idle limit does; the browser still holds its cookie.
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere = await playwright.request.newContext({ baseURL });
  const out = await elsewhere.post('/api/admin/auth/logout', {
    headers: { Origin: origin, Cookie: `admin_sid=${cookie?.value}` },
  });
  expect(out.status()).toBe(200);
  await elsewhere.dispose();
  expect((await page.context().cookies()).some((c) => c.name === 'admin_sid')).toBe(true);

  // The next /admin/plans call answers 401: the screen clears the staff state and leaves.
  await search(page, 'id', '1');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(MSG.planIdNotFound)).toHaveCount(0);

  await staffSignIn(page);
  await expect(totalHeading(page)).toBeVisible();
  await expect(resultRows(page).first()).toBeVisible();
});

test('the staff plans screen fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await staffSignIn(page);
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(resultRows(page).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
