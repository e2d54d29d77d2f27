import { MESSAGE_MS, MSG } from '@app/shared';
import type { Page, Route } from '@playwright/test';
import { axeFindings } from '../fixtures/axe.ts';
import { expect, test, uniqueEmail } from '../fixtures/test.ts';
import { checkScreen } from './layout-check.ts';
import { createPlanViaApi, payWithTestCard } from './plans-helpers.ts';

/**
 * The edges of the revise and share modals that the journeys in plan-owner-actions.spec.ts
 * pass by: what is never sent, the failure texts (forced with page.route), how long messages
 * stay, and the invitation list's states at phone width under axe. Downloads:
 * plan-downloads.spec.ts.
 */

const REVISE = '**/api/geminiAPI/user-revised-recommendation-gemini';

/** Counts the page's requests to `url` and answers each with `fulfil` (or lets it through). */
async function countRequests(
  page: Page,
  url: string,
  fulfil?: (route: Route) => Promise<void>,
): Promise<{ count: () => number }> {
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    if (fulfil) await fulfil(route);
    else await route.continue();
  });
  return { count: () => count };
}

/** Waits until `ms` after `since` (a Date.now() reading). */
async function until(page: Page, since: number, ms: number) {
  const left = since + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
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

test('revise modal: blank feedback and bad words send nothing; a failed call shows the spec text', async ({
  api,
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  const { location } = await paidPlan(page, api);
  // Every revision request fails here: nothing is ever revised or saved in this test.
  const revise = await countRequests(page, REVISE, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }),
    }),
  );
  await page.getByRole('button', { name: `Edit your plan for ${location}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revise your plan for ${location}` });
  const textarea = dialog.getByRole('textbox', { name: 'Your feedback' });
  const button = dialog.getByRole('button', { name: 'Revise plan' });

  // Blank or whitespace-only feedback: no request, no spinner, no message.
  for (const blank of ['', '   \n\t  ']) {
    await textarea.fill(blank);
    await button.click();
    await expect(button).toBeVisible();
  }
  await page.waitForTimeout(300);
  expect(revise.count()).toBe(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // A bad word: caught before sending; the message stays about 3 s.
  await textarea.fill('more shit museums');
  await button.click();
  const shown = Date.now();
  await expect(dialog.getByText(MSG.badWords)).toBeVisible();
  await until(page, shown, MESSAGE_MS.general - 500);
  await expect(dialog.getByText(MSG.badWords)).toBeVisible();
  await expect(dialog.getByText(MSG.badWords)).toBeHidden({
    timeout: shown + MESSAGE_MS.general + 1000 - Date.now(),
  });
  expect(revise.count()).toBe(0);

  // The call fails: the spec's text, and the button is back for another try.
  await textarea.fill('more museums');
  await button.click();
  await expect(dialog.getByText(MSG.reviseFailed)).toBeVisible();
  await expect(button).toBeVisible();
  expect(revise.count()).toBe(1);
  await expect(dialog).toBeVisible();

  // A reopened modal starts clean: the old failure is not shown again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: `Edit your plan for ${location}` }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(MSG.reviseFailed)).toHaveCount(0);
  // Nothing was spent.
  await expect(dialog.getByText('You currently have 2 edits remaining.')).toBeVisible();
});

/** axe-core's serious and critical findings in the open dialog (ids and targets). */
const axeFindingsInDialog = (page: Page) => axeFindings(page, '[role="dialog"]');

test.describe('share modal', () => {
  // The app's CSP (script-src 'self') rightly refuses the injected axe script.
  test.use({ bypassCSP: true });

  test('share modal: the own address is refused for about 2 s and kept; an empty entry is ignored', async ({
    api,
    signedInPage: page,
    signedInUser: owner,
  }) => {
    test.setTimeout(60_000);
    const { location } = await paidPlan(page, api);
    await page.getByRole('button', { name: `Share your plan for ${location}` }).click();
    const dialog = page.getByRole('dialog', { name: `Share your plan for ${location}` });
    await expect(
      dialog.getByRole('switch', { name: 'Anyone with the link can view this plan' }),
    ).toBeEnabled();
    // From here on, nothing the form does may reach the server.
    const sharing = [
      await countRequests(page, '**/api/users/share-plan-users'),
      await countRequests(page, '**/api/emails/send-plan-invites-resend'),
    ];
    const input = dialog.getByRole('textbox', { name: 'E-mail address' });
    const add = dialog.getByRole('button', { name: 'Add' });
    const pendingList = dialog.getByRole('list', { name: 'People to invite' });

    // The owner's own address (in any case): the message, for 2 s; the field keeps the address.
    await input.fill(owner.email.toUpperCase());
    await add.click();
    const shown = Date.now();
    await expect(dialog.getByText(MSG.ownEmailShare)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue(owner.email.toUpperCase());
    await until(page, shown, MESSAGE_MS.ownEmailShare - 500);
    await expect(dialog.getByText(MSG.ownEmailShare)).toBeVisible();
    await expect(dialog.getByText(MSG.ownEmailShare)).toBeHidden({
      timeout: shown + MESSAGE_MS.ownEmailShare + 1000 - Date.now(),
    });
    await expect(input).toHaveValue(owner.email.toUpperCase());
    await expect(pendingList).toHaveCount(0);

    // An empty or blank entry: nothing added, no message, no request.
    for (const blank of ['', '    ']) {
      await input.fill(blank);
      await add.click();
      await input.press('Enter');
    }
    await page.waitForTimeout(300);
    await expect(pendingList).toHaveCount(0);
    await expect(dialog.getByText(MSG.ownEmailShare)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Send invites' })).toHaveCount(0);
    expect(sharing.map((s) => s.count())).toEqual([0, 0]);
  });

  test('share modal: invitations with their state and Resend fit a phone and pass axe', async ({
    api,
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    const { location } = await paidPlan(page, api);
    await page.getByRole('button', { name: `Share your plan for ${location}` }).click();
    const dialog = page.getByRole('dialog', { name: `Share your plan for ${location}` });
    // Long addresses, as people have: they must wrap, not push the dialog sideways.
    const friends = [uniqueEmail('a-very-long-name.of-a-friend'), uniqueEmail('b')];
    for (const friend of friends) {
      await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(friend);
      await dialog.getByRole('button', { name: 'Add' }).click();
    }
    // The second address's mail fails: it is listed as not invited yet, with a way to send it.
    await page.route('**/api/emails/send-plan-invites-resend', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'UNAVAILABLE', message: 'The mail could not be sent.' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Send invites' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The mail could not be sent.');
    // They are on the list now, no longer pending.
    await expect(dialog.getByRole('list', { name: 'People to invite' })).toHaveCount(0);
    await page.unroute('**/api/emails/send-plan-invites-resend');
    const [one, two] = friends as [string, string];
    const first = dialog.getByRole('listitem').filter({ hasText: one });
    await expect(dialog.getByRole('listitem').filter({ hasText: two })).toContainText(
      'Not invited yet',
    );
    await expect(first).toContainText('Not invited yet');
    await first.getByRole('button', { name: `Send invite to ${one}` }).click();
    await expect(first).toContainText('Invited, not opened yet');
    await expect(
      dialog.getByRole('status').filter({ hasText: `The invitation went to ${one}.` }),
    ).toBeVisible();
    await expect(
      first.getByRole('button', { name: `Resend the invitation to ${one}` }),
    ).toBeVisible();

    await checkScreen(page, 'dialog-share-invitations');
    expect(await axeFindingsInDialog(page)).toEqual([]);
  });
});
