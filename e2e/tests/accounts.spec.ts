import { BRAND, MSG } from '@app/shared';
import { expect, linkIn, test, uniqueEmail } from '../fixtures/test.ts';
import {
  alertWith,
  expectMyPlans,
  headerLoginLink,
  logOut,
  menuButton,
  submitLogin,
} from '../fixtures/ui.ts';

test('account journey: register, sign out and in, reset the password, edit, delete', async ({
  page,
  mailbox,
}) => {
  // Waits for the spec's message timers (6 s login error, 3 s row message, 2 s logout delay).
  test.setTimeout(90_000);
  const email = uniqueEmail('journey');
  const firstPassword = 'first-secret';
  const resetPassword = 'after-reset-1';

  await test.step('register through the form and land on the empty plans list', async () => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectMyPlans(page);
    await expect(page.getByText(MSG.noPlans, { exact: true })).toBeVisible();
    await expect(menuButton(page, email)).toBeVisible();
  });

  await test.step('log out, then log in again', async () => {
    await logOut(page, email);
    await headerLoginLink(page).click();
    await expect(page).toHaveURL('/login');
    await submitLogin(page, email, firstPassword);
    await expectMyPlans(page);
    await logOut(page, email);
  });

  await test.step('a wrong password shows the reset panel; the error hides after ~6 s', async () => {
    await page.goto('/login');
    await submitLogin(page, email, 'not-the-password');
    const error = page.getByRole('alert');
    await expect(error).toHaveText(MSG.passwordMismatch);
    await expect(page.getByText(MSG.passwordMismatchPanel, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Email me reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(MSG.resetLinkSent);
    await expect(page).toHaveURL('/login');
    await expect(error).toBeHidden({ timeout: 8000 });
  });

  await test.step('reset through the link read from the outbox', async () => {
    const mail = await mailbox.latestTo(email, { kind: 'password-reset' });
    const link = linkIn(mail.text);
    expect(new URL(link).pathname).toBe('/reset-password');
    await page.goto(link);
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    const field = page.getByLabel('New password');
    await field.fill('abc');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert')).toHaveText(MSG.shortPassword);
    await field.fill(resetPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your password has been updated');

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/login');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await submitLogin(page, email, firstPassword);
    await expect(page.getByRole('alert')).toHaveText(MSG.passwordMismatch);
    await page.getByLabel('Password', { exact: true }).fill(resetPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectMyPlans(page);
  });

  const newEmail = uniqueEmail('renamed');
  const accountPassword = 'account-pass-2';

  await test.step('edit each account row', async () => {
    await menuButton(page, email).click();
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
    await expect(page.getByText('0 plans created')).toBeVisible();

    // First name: cancel keeps the old value, save changes it everywhere.
    await page.getByRole('button', { name: 'Edit First Name' }).click();
    await page.getByLabel('First Name', { exact: true }).fill('Nobody');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('First Name', { exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit First Name' }).click();
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Ada');
    await page.getByLabel('First Name', { exact: true }).fill('Grace');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, 'First name updated.')).toHaveText('First name updated.');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeVisible();

    // Email: the client check, then a real change that the header follows.
    await page.getByRole('button', { name: 'Edit Email' }).click();
    const emailField = page.getByLabel('Email', { exact: true });
    await expect(emailField).toHaveValue(email);
    await emailField.fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    const invalid = alertWith(page, MSG.invalidEmail);
    await expect(invalid).toHaveText(MSG.invalidEmail);
    await expect(invalid).toBeHidden({ timeout: 5000 }); // messages clear after 3 s
    await emailField.fill(newEmail);
    // The current password is asked for first (a stolen session cannot change the address).
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, MSG.currentPasswordRequired)).toHaveText(
      MSG.currentPasswordRequired,
    );
    await page.getByLabel('Current password').fill('not my password');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, MSG.currentPasswordWrong)).toHaveText(MSG.currentPasswordWrong);
    await page.getByLabel('Current password').fill(resetPassword);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, 'Email updated.')).toHaveText('Email updated.');
    await expect(menuButton(page, newEmail)).toBeVisible();

    // Password: too short, then a valid one (never displayed).
    await page.getByRole('button', { name: 'Edit Password' }).click();
    const passwordField = page.getByLabel('Password', { exact: true });
    await expect(passwordField).toHaveValue('');
    await passwordField.fill('1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, MSG.shortPassword)).toHaveText(MSG.shortPassword);
    await passwordField.fill(accountPassword);
    await page.getByLabel('Current password').fill(resetPassword);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(alertWith(page, 'Password updated')).toHaveText('Password updated');
    await expect(page.getByText(accountPassword)).toHaveCount(0);

    // Still signed in after the password change, and the edits are stored.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeVisible();
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  });

  await test.step('the edited e-mail and password sign in', async () => {
    await logOut(page, newEmail);
    await page.goto('/login');
    await submitLogin(page, email, resetPassword);
    await expect(page.getByRole('alert')).toHaveText(MSG.passwordMismatch);
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByLabel('Password', { exact: true }).fill(accountPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectMyPlans(page);
  });

  await test.step('delete the account', async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete account' }).click();
    // Only with the current password.
    await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MSG.currentPasswordWrong);
    await dialog.getByLabel('Current password').fill(accountPassword);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `Your account has been deleted. Thank you for using ${BRAND.productName}.`,
    );
    // Logged out automatically after 2 s.
    await expect(page).toHaveURL('/', { timeout: 5000 });
    await expect(headerLoginLink(page)).toBeVisible();

    await page.goto('/login');
    await submitLogin(page, newEmail, accountPassword);
    await expect(page.getByRole('alert')).toHaveText(MSG.passwordMismatch);
  });
});

test('"Forgot password?" e-mails a reset link to the address typed in the panel', async ({
  page,
  createUser,
  mailbox,
}) => {
  const user = await createUser();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const panel = page.locator('form').filter({ hasText: 'Forgot your password?' });
  const panelEmail = panel.getByLabel('Email', { exact: true });
  await expect(panelEmail).toHaveValue('');
  await panel.getByRole('button', { name: 'Email me reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.invalidEmail);
  await panelEmail.fill(user.email);
  await panel.getByRole('button', { name: 'Email me reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(MSG.resetLinkSent);
  const mail = await mailbox.latestTo(user.email, { kind: 'password-reset' });
  expect(linkIn(mail.text)).toContain('/reset-password?token=');
});

test('an invalid reset link shows the server message and a Login link', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('registration: missing fields and a taken e-mail show the spec texts', async ({
  page,
  createUser,
}) => {
  const existing = await createUser();
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.registerMissingFields);

  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill('some-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const taken = page.getByRole('alert');
  await expect(taken).toHaveText('An account with that email already exists.');
  await expect(taken).toBeHidden({ timeout: 6000 }); // registration errors show for 4 s
  await expect(page).toHaveURL('/register');
});

test('a signed-in user with no plans sees the empty state and its two buttons', async ({
  signedInPage: page,
}) => {
  await page.goto('/me');
  await expect(page.getByText(MSG.noPlans, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go home' })).toHaveAttribute(
    'href',
    '/',
  );
  await page.getByRole('main').getByRole('link', { name: 'Create a plan' }).click();
  await expect(page).toHaveURL('/path');
});

test('a protected route visited logged out returns there after sign-in', async ({
  page,
  createUser,
}) => {
  const user = await createUser({ firstName: 'Lin' });
  await page.goto('/me');
  await expect(page).toHaveURL(/\/login\?next=%2Fme$/);
  await submitLogin(page, user.email, user.password);
  await expectMyPlans(page);
});

test('an unknown route shows the not-found page with its two buttons', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: MSG.notFound })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create a plan' })).toHaveAttribute(
    'href',
    '/path',
  );
  await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
  await expect(headerLoginLink(page)).toBeVisible();
});
