import { MSG } from '@app/shared';
import { expect, test } from '../fixtures/test.ts';

/** Unknown paths: the not-found page with HTTP 404, on a hard load and in the app. */

for (const signedIn of [false, true]) {
  test(`a hard load of an unknown path answers 404 with the not-found page (${signedIn ? 'signed in' : 'signed out'})`, async ({
    page,
    createUser,
    signIn,
  }) => {
    if (signedIn) await signIn(await createUser());
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: MSG.notFound })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a plan' })).toHaveAttribute(
      'href',
      '/path',
    );
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('pages of the app answer 200, a plan link included', async ({ page }) => {
  for (const path of ['/', '/about', '/login', '/plans/123456', '/example-plan-1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
});

test('a link inside the app to an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/gone-missing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: MSG.notFound })).toBeVisible();
});
