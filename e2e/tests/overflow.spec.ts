import { MSG } from '@app/shared';
import type { Page } from '@playwright/test';
import { staffSignIn } from '../fixtures/staff.ts';
import { expect, linkIn, test, uniqueEmail } from '../fixtures/test.ts';
import { checkScreen } from './layout-check.ts';
import {
  contextSignedInAs,
  createPlanViaApi,
  type Kind,
  KNOWN_ANSWERS,
  payWithTestCard,
  RESULTS_PATH,
  seedAnswers,
  UNKNOWN_ANSWERS,
} from './plans-helpers.ts';

/**
 * No horizontal scrolling at 375 px on any screen, signed in and out: every page, every
 * questionnaire step, the loading screen, previews and full plans of both types (with the
 * comparison table), the checkout modal, a shared plan read through its public link and by an
 * invited viewer, the share, edit and delete-account dialogs, /me, /account and the staff
 * plans screen. Nothing may reach past the window inside lazily rendered plan sections either.
 * Each screen is also photographed at 375 and 1440 px (see layout-check.ts).
 */

const PUBLIC_PAGES = [
  ['home', '/'],
  ['path', '/path'],
  ['login', '/login'],
  ['register', '/register'],
  ['reset-password', '/reset-password?token=not-a-token'],
  ['about', '/about'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['opt-out', '/opt-out'],
  ['feedback', '/feedback'],
  ['admin-login', '/admin'],
  ['not-found', '/no-such-page'],
  ['plan-signed-out', '/plans/2147483647'],
] as const;

test('public pages fit a phone, signed out', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [name, path] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await checkScreen(page, `signed-out-${name}`);
  }
});

test('example plans fit a phone', async ({ page }) => {
  test.setTimeout(90_000);
  for (const n of [1, 2]) {
    await page.goto(`/example-plan-${n}`);
    await expect(page.getByRole('heading', { name: 'Where to stay:' }).first()).toBeVisible();
    await checkScreen(page, `example-plan-${n}`);
  }
});

/** Puts a questionnaire at `step` with finished answers (the steps themselves are not under test). */
async function openStep(page: Page, kind: Kind, step: number, format = '') {
  const route = kind === 'known' ? '/build-plan' : '/find-destination';
  await page.goto('/opt-out');
  await page.evaluate(({ key, value }) => window.sessionStorage.setItem(key, value), {
    key: `questionnaire:${kind}`,
    value: JSON.stringify({
      step,
      answers: kind === 'known' ? KNOWN_ANSWERS : UNKNOWN_ANSWERS,
    }),
  });
  await page.goto(`${route}${format}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('every questionnaire step fits a phone', async ({ page }) => {
  test.setTimeout(120_000);
  for (const kind of ['unknown', 'known'] as const) {
    for (let step = 1; step <= 5; step++) {
      await openStep(page, kind, step);
      await checkScreen(page, `questionnaire-${kind}-step-${step}`);
    }
    await openStep(page, kind, 1, '?format=questions');
    await checkScreen(page, `questionnaire-${kind}-free-text`);
  }
  // Cleared on another page: the questionnaire would store its answers again as it unloads.
  await page.goto('/opt-out');
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto('/find-destination');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.emptyMotivation })).toBeVisible();
  await checkScreen(page, 'questionnaire-unknown-step-1-missing');
});

for (const kind of ['known', 'unknown'] as const) {
  test(`${kind} plan: loading, preview, checkout and full plan fit a phone`, async ({
    signedInPage: page,
  }) => {
    test.setTimeout(150_000);
    // The loading screen, held until it has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/geminiAPI/recommendation-*', async (route) => {
      await held;
      await route.continue();
    });
    await seedAnswers(page, kind);
    await page.goto(RESULTS_PATH[kind]);
    await expect(
      page.getByRole('heading', { name: 'Creating your personalized travel plan...' }),
    ).toBeVisible();
    await checkScreen(page, `plan-${kind}-loading`);
    release();

    await expect(page.getByRole('heading', { name: 'Where to stay:' })).toBeVisible({
      timeout: 20_000,
    });
    if (kind === 'unknown') {
      await expect(page.getByText('Loading a second destination...')).toHaveCount(0, {
        timeout: 30_000,
      });
    }
    await checkScreen(page, `plan-${kind}-preview`);

    await page.getByRole('button', { name: 'Unlock full plan for $9' }).first().click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await checkScreen(page, `plan-${kind}-checkout`);
    await payWithTestCard(page);
    await expect(page).toHaveURL(/\/plans\/\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible();
    if (kind === 'unknown') {
      await expect(page.getByText('Generating your plan comparison...')).toHaveCount(0, {
        timeout: 30_000,
      });
    }
    await checkScreen(page, `plan-${kind}-full`);

    await page.goto('/me');
    await expect(page.getByRole('article').first()).toBeVisible();
    await checkScreen(page, `me-${kind}`);
  });
}

test('a shared plan (public link, invited viewer) and the owner dialogs fit a phone', async ({
  api,
  browser,
  baseURL,
  createUser,
  mailbox,
  signedInPage: page,
}) => {
  test.setTimeout(150_000);
  const plan = await createPlanViaApi(api, 'unknown');
  await page.goto(`/plans/${plan.plan_id}?checkout=1`);
  await payWithTestCard(page);
  const location = plan.plan_data.destination.location;
  await expect(page.getByRole('heading', { level: 1, name: location })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Generating your plan comparison...')).toHaveCount(0, {
    timeout: 30_000,
  });

  // The edit dialog.
  await page.getByRole('button', { name: `Edit your plan for ${location}` }).click();
  const edit = page.getByRole('dialog', { name: `Revise your plan for ${location}` });
  await expect(edit.getByRole('textbox', { name: 'Your feedback' })).toBeVisible();
  await checkScreen(page, 'dialog-edit');
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);

  // The share dialog: the public link on, a friend invited.
  await page.getByRole('button', { name: `Share your plan for ${location}` }).click();
  const share = page.getByRole('dialog', { name: `Share your plan for ${location}` });
  const publicLink = share.getByRole('switch', { name: 'Anyone with the link can view this plan' });
  await publicLink.click();
  await expect(publicLink).toHaveAttribute('aria-checked', 'true');
  const friend = uniqueEmail('friend');
  await share.getByRole('textbox', { name: 'E-mail address' }).fill(friend);
  await share.getByRole('button', { name: 'Add' }).click();
  await expect(share.getByRole('list', { name: 'People to invite' })).toContainText(friend);
  await checkScreen(page, 'dialog-share');
  await share.getByRole('button', { name: 'Send invites' }).click();
  await expect(share).toHaveCount(0);
  const invitation = new URL(
    linkIn((await mailbox.latestTo(friend, { kind: 'plan-invite' })).text),
  );

  // The full plan through its public link, signed out.
  const anonymous = await browser.newContext({ baseURL });
  try {
    const visitor = await anonymous.newPage();
    await visitor.goto(`/plans/${plan.plan_id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: location })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Best time to go:' }).first()).toBeVisible();
    await checkScreen(visitor, 'plan-public-link-signed-out');
  } finally {
    await anonymous.close();
  }

  // The invited viewer, signed in, from the invitation link.
  const viewer = await createUser({ email: friend });
  const viewerContext = await contextSignedInAs(browser, baseURL ?? '', viewer);
  try {
    const viewerPage = await viewerContext.newPage();
    await viewerPage.goto(`${invitation.pathname}${invitation.search}`);
    await expect(viewerPage).toHaveURL(new RegExp(`/plans/${plan.plan_id}$`));
    await expect(viewerPage.getByRole('heading', { level: 1, name: location })).toBeVisible();
    await expect(
      viewerPage.getByRole('heading', { name: 'Best time to go:' }).first(),
    ).toBeVisible();
    await checkScreen(viewerPage, 'plan-invited-viewer');
  } finally {
    await viewerContext.close();
  }

  // The delete-account dialog.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await checkScreen(page, 'dialog-delete-account');
});

test('signed in: /me with plans of both kinds, /account, the start page and the menu', async ({
  api,
  signedInPage: page,
  signedInUser: user,
}) => {
  test.setTimeout(90_000);
  await createPlanViaApi(api, 'known');
  await createPlanViaApi(api, 'known');
  await createPlanViaApi(api, 'unknown');
  await page.goto('/me');
  await expect(page.getByRole('article')).toHaveCount(3);
  await checkScreen(page, 'signed-in-me');
  await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click();
  await checkScreen(page, 'signed-in-menu');
  await page.goto('/account');
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await checkScreen(page, 'signed-in-account');
  await page.goto('/path');
  await checkScreen(page, 'signed-in-path');
  await page.goto('/');
  await checkScreen(page, 'signed-in-home');
});

test('signed in with no plans: the empty /me', async ({ signedInPage: page }) => {
  await page.goto('/me');
  await expect(page.getByText(MSG.noPlans)).toBeVisible();
  await checkScreen(page, 'signed-in-me-empty');
});

test('staff: the plans screen fits a phone', async ({ page }) => {
  await staffSignIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'staff-plans');
});
