import { MSG } from '@app/shared';
import type { Page } from '@playwright/test';
import { expect, linkIn, test, uniqueEmail } from '../fixtures/test.ts';
import { createPlanViaApi, payWithTestCard } from './plans-helpers.ts';

/** Owner actions on a purchased plan: revise twice, share by link and by invitation. */

/**
 * Holds the page's requests to `url` until release(), to see a working state; afterwards
 * they pass straight through (the route stays: removing it mid-request would drop it).
 */
async function holdRequests(page: Page, url: string) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(url, async (route) => {
    await opened;
    await route.continue();
  });
  return { release: open };
}

test('the owner revises twice; the third edit is not offered', async ({
  api,
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const plan = await createPlanViaApi(api, 'known');
  await page.goto(`/plans/${plan.plan_id}?checkout=1`);
  await payWithTestCard(page);
  const location = plan.plan_data.destination.location;
  const edit = page.getByRole('button', { name: `Edit your plan for ${location}` });
  await expect(edit).toBeVisible({ timeout: 15_000 });

  // The planner says when a wish changes nothing it can change; the next wish is tried then.
  const wishes = ['cheaper hotels', 'more museums', 'add a day trip', 'more parks', 'slower pace'];
  const REVISE = '**/api/geminiAPI/user-revised-recommendation-gemini';
  for (const remaining of ['You currently have 2 edits remaining.', 'You have 1 edit remaining.']) {
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Revise your plan for ${location}` });
    await expect(
      dialog.getByText(
        "Describe what else you'd like to see in your travel plan in a sentence or two.",
      ),
    ).toBeVisible();
    await expect(dialog.getByText(remaining)).toBeVisible();
    const textarea = dialog.getByRole('textbox', { name: 'Your feedback' });
    await expect(textarea).toHaveAttribute('rows', '5');
    // The first request is held back so that the working state can be seen.
    let gate = remaining.includes('2 edits') ? await holdRequests(page, REVISE) : null;
    while (wishes.length > 0) {
      await textarea.fill(wishes.shift() as string);
      await dialog.getByRole('button', { name: 'Revise plan' }).click();
      if (gate) {
        // A spinner takes the button's place while the revision is made.
        await expect(
          dialog.getByRole('status').filter({ hasText: 'Revising your plan' }),
        ).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Revise plan' })).toHaveCount(0);
        gate.release();
        gate = null;
      }
      const outcome = await Promise.race([
        dialog.waitFor({ state: 'detached', timeout: 15_000 }).then(() => 'saved'),
        dialog
          .getByText(MSG.reviseFailed)
          .waitFor({ timeout: 15_000 })
          .then(() => 'refused'),
      ]);
      if (outcome === 'saved') break;
    }
    await expect(dialog).toHaveCount(0);
  }
  await expect(edit).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: location })).toBeVisible();
  await expect(edit).toHaveCount(0);
});

test('the owner shares by public link and by invitation; removing ends access', async ({
  api,
  browser,
  baseURL,
  signedInPage: page,
  signedInUser: owner,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const plan = await createPlanViaApi(api, 'known');
  await page.goto(`/plans/${plan.plan_id}?checkout=1`);
  await payWithTestCard(page);
  const location = plan.plan_data.destination.location;

  await page.getByRole('button', { name: `Share your plan for ${location}` }).click();
  const dialog = page.getByRole('dialog', { name: `Share your plan for ${location}` });
  await expect(dialog.getByRole('button', { name: 'Send invites' })).toHaveCount(0);

  // Public link: an anonymous visitor reads the plan.
  await dialog.getByRole('switch', { name: 'Anyone with the link can view this plan' }).click();
  await expect(
    dialog.getByRole('switch', { name: 'Anyone with the link can view this plan' }),
  ).toHaveAttribute('aria-checked', 'true');
  const anonymous = await browser.newContext({ baseURL });
  const visitor = await anonymous.newPage();
  await visitor.goto(`/plans/${plan.plan_id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: location })).toBeVisible();
  await expect(visitor.getByRole('button', { name: /^Share/ })).toHaveCount(0);
  await anonymous.close();

  // (The own address and an empty entry: plan-owner-actions-edges.spec.ts.)
  const input = dialog.getByRole('textbox', { name: 'E-mail address' });
  const friend = uniqueEmail('friend');
  await input.fill(friend);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('list', { name: 'People to invite' })).toContainText(friend);
  await dialog.getByRole('button', { name: 'Send invites' }).click();
  await expect(dialog).toHaveCount(0);

  // The invitation arrives.
  const first = await mailbox.latestTo(friend, { kind: 'plan-invite' });
  expect(first.subject).toContain(location);

  // The owner sees it is not opened yet and sends a new one, which replaces the first link.
  await page.getByRole('button', { name: `Share your plan for ${location}` }).click();
  const entry = dialog.getByRole('listitem').filter({ hasText: friend });
  await expect(entry).toContainText('Invited, not opened yet');
  await entry.getByRole('button', { name: `Resend the invitation to ${friend}` }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: `A new invitation went to ${friend}.` }),
  ).toBeVisible();
  let mail = first;
  await expect
    .poll(async () => {
      mail = await mailbox.latestTo(friend, { kind: 'plan-invite' });
      return linkIn(mail.text);
    })
    .not.toBe(linkIn(first.text));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The friend registers from the new link and sees the plan read-only.
  const link = new URL(linkIn(mail.text));
  expect(link.pathname).toBe(`/plans/${plan.plan_id}`);
  expect(link.searchParams.get('invite')).toMatch(/^[\w-]{43}$/);
  // Its own client address, as a different person on another machine would have.
  const friendContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      'X-Forwarded-For': `127.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  const friendPage = await friendContext.newPage();
  // Signed out, the link asks them to sign in; they create an account and come back.
  await friendPage.goto(`${link.pathname}${link.search}`);
  await expect(friendPage).toHaveURL(/\/login/);
  await friendPage.getByRole('link', { name: 'Create an account' }).click();
  await friendPage.getByLabel('First name').fill('Sam');
  await friendPage.getByLabel('Email').fill(friend);
  await friendPage.getByLabel('Password').fill('a long password');
  await friendPage.getByRole('button', { name: 'Create account' }).click();
  await expect(friendPage).toHaveURL(new RegExp(`/plans/${plan.plan_id}$`), { timeout: 15_000 });
  await expect(friendPage.getByRole('heading', { level: 1, name: location })).toBeVisible();
  await expect(friendPage.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible();
  await expect(friendPage.getByRole('button', { name: /^Share/ })).toHaveCount(0);
  await expect(friendPage.getByRole('button', { name: /^Edit your plan/ })).toHaveCount(0);
  // A viewer downloads the PDF like the owner.
  const [download] = await Promise.all([
    friendPage.waitForEvent('download'),
    friendPage.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('travel-plan-lisbon-portugal.pdf');
  const { readFileSync } = await import('node:fs');
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await friendPage.goto('/me');
  const sharedCard = friendPage
    .getByRole('region', { name: 'Plans shared with you' })
    .getByRole('article')
    .filter({ hasText: location });
  await expect(
    sharedCard.getByText(`Shared by ${owner.firstName} (${owner.email})`, { exact: true }),
  ).toBeVisible();

  // The owner's /me lists the friend; removing them ends their access at once.
  await page.goto('/me');
  const card = page
    .getByRole('region', { name: 'Your purchased plans' })
    .getByRole('article')
    .filter({ hasText: location });
  await expect(card.getByText(friend)).toBeVisible();
  await card.getByRole('button', { name: `Share your plan for ${location}` }).click();
  const again = page.getByRole('dialog', { name: `Share your plan for ${location}` });
  // The public link is still on; turn it off too, so only the invitation gave access.
  await again.getByRole('switch', { name: 'Anyone with the link can view this plan' }).click();
  await expect(
    again.getByRole('switch', { name: 'Anyone with the link can view this plan' }),
  ).toHaveAttribute('aria-checked', 'false');
  // The friend opened their invitation: nothing to resend.
  const opened = again.getByRole('listitem').filter({ hasText: friend });
  await expect(opened).toContainText('Opened');
  await expect(opened.getByRole('button', { name: /^(Resend|Send invite)/ })).toHaveCount(0);
  await again.getByRole('button', { name: `Stop sharing with ${friend}` }).click();
  await expect(again.getByText(friend)).toHaveCount(0);
  await friendPage.goto(`/plans/${plan.plan_id}`);
  await expect(friendPage.getByRole('heading', { name: MSG.accessDenied })).toBeVisible();
  await friendContext.close();
});

test('anyone who can see the plan downloads it as a PDF', async ({ api, signedInPage: page }) => {
  test.setTimeout(60_000);
  const plan = await createPlanViaApi(api, 'known');
  await page.goto(`/plans/${plan.plan_id}?checkout=1`);
  await payWithTestCard(page);
  const button = page.getByRole('button', { name: 'Download PDF' });
  await expect(button).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^travel-plan-lisbon-portugal\.pdf$/);
  const file = await download.path();
  const { statSync, readFileSync } = await import('node:fs');
  expect(statSync(file).size).toBeGreaterThan(10_000);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the itinerary downloads as a calendar file', async ({ api, signedInPage: page }) => {
  test.setTimeout(60_000);
  const plan = await createPlanViaApi(api, 'known');
  await page.goto(`/plans/${plan.plan_id}?checkout=1`);
  await payWithTestCard(page);
  const link = page.getByRole('link', { name: 'Add to calendar (.ics)' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`travel-plan-${plan.plan_id}.ics`);
  const { readFileSync } = await import('node:fs');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Day 1 morning');
});

test('every itinerary day opens in Google Maps, in the preview and in the full plan', async ({
  api,
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  const plan = await createPlanViaApi(api, 'known');
  const days = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 4, name: /^Day \d+: / }) });
  const mapLinks = async (expected: number) => {
    await expect(days).toHaveCount(expected);
    for (const day of await days.all()) {
      await expect(day.getByRole('link', { name: 'Open this day in Google Maps' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/(dir|search)\/\?api=1&/,
      );
    }
  };
  // The preview shows its first day only (the example day is blurred and hidden).
  await page.goto(`/plans/${plan.plan_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await mapLinks(1);

  await page.goto(`/plans/${plan.plan_id}?checkout=1`);
  await payWithTestCard(page);
  await expect(page.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible({
    timeout: 15_000,
  });
  await mapLinks(plan.preview?.counts.days ?? 4);
});
