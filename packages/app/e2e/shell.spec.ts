import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, DEMO_PASSWORD, openApp, signIn } from './demo';

// Journeys of the signed-in shell, identity verification, profile and referral in demo mode.
test.beforeEach(async ({ page }) => {
  await openApp(page, '/login');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openAs(page: Page, email: string, path = '/dashboard') {
  await signIn(page, email);
  await page.goto(path);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
}

/** Clicks a sidebar entry and expects the gate's dialog, then dismisses it. */
async function meetGate(page: Page, entry: string, dialogName: string) {
  await sidebar(page).getByRole('link', { name: entry }).click();
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  return dialog;
}

test('an unverified user meets the right dialog on Deposit, Referral and Cards', async ({
  page,
}) => {
  await openAs(page, 'new@demo.test');
  for (const [entry, name] of [
    ['Deposit/Withdraw', 'Verify Your Account'],
    ['Refer A Friend', 'Verify Your Account'],
    ['Cards', 'Upgrade to Verified Plus'],
  ]) {
    const dialog = await meetGate(page, entry!, name!);
    await dialog.getByRole('button', { name: 'Not Now' }).click();
    await expect(dialog).toBeHidden();
  }
  // Typed into the address bar, a protected page is gated the same way.
  await page.goto('/referral');
  await page
    .getByRole('alertdialog', { name: 'Verify Your Account' })
    .getByRole('button', { name: 'Not Now' })
    .click();
  await expect(page).toHaveURL('/dashboard');
});

test('verifying in the stand-in widget gives the Verified badge, the banner goes, and the gate opens', async ({
  page,
}) => {
  await openAs(page, 'friend@demo.test');
  const banner = page.getByRole('region', { name: 'Get Verified' });
  await banner.getByRole('button', { name: 'Verify Now' }).click();
  await expect(page).toHaveURL('/kyc-verification');
  await expect(page.getByText('Identity verification (level 1)')).toBeVisible();
  await page.getByRole('button', { name: 'Approve (GREEN)' }).click();

  await expect(page).toHaveURL('/profile');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('Verified', { exact: true })).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get Verified' })).toBeHidden();
  // Signed up with a referral: the VEF wallet exists now.
  const wallets = await api<{ ticker: string }[]>(page, 'wallets');
  expect(wallets.body.data!.map((w) => w.ticker)).toContain('VEF');

  await sidebar(page).getByRole('link', { name: 'Refer A Friend' }).click();
  await expect(page).toHaveURL('/referral');
  await expect(page.getByRole('heading', { name: 'Refer A Friend' })).toBeVisible();
});

test('a rejected user meets Restricted Access with the compliance mailbox', async ({ page }) => {
  await openAs(page, 'rejected@demo.test');
  const dialog = await meetGate(page, 'Deposit/Withdraw', 'Restricted Access');
  await expect(dialog.getByRole('link', { name: 'compliance@example.com' })).toHaveAttribute(
    'href',
    'mailto:compliance@example.com',
  );
});

test('a feature switched off shows Coming Soon and its route goes to /dashboard', async ({
  page,
}) => {
  await openAs(page, 'verified@demo.test');
  expect((await api(page, 'demo/features', { route: '/referral', enabled: false })).status).toBe(
    200,
  );
  await page.reload();
  const entry = sidebar(page).getByRole('listitem').filter({ hasText: 'Refer A Friend' });
  await expect(entry.getByText('Coming Soon')).toBeVisible();
  await expect(entry.getByRole('link')).toHaveCount(0);
  await page.goto('/referral');
  await expect(page).toHaveURL('/dashboard');
});

test('editing the timezone moves the dates shown to it', async ({ page }) => {
  await openAs(page, 'verified@demo.test', '/profile');
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByText('Asia/Kuala Lumpur')).toBeVisible();
  /** The clock's text, and the same moment formatted in `zone` the way the spec shows dates. */
  const clockIn = (zone: string) =>
    preferences.getByTestId('local-clock').evaluate((clock, zone) => {
      const moment = new Date(clock.querySelector('time')!.dateTime);
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(moment);
      const get = (type: string) => parts.find((p) => p.type === type)!.value;
      return {
        shown: clock.textContent,
        expected: `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`,
      };
    }, zone);
  const before = await clockIn('Asia/Kuala_Lumpur');
  expect(before.shown).toBe(before.expected);

  await preferences.getByRole('button', { name: 'Edit Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Preferences' });
  const timezone = dialog.getByRole('combobox', { name: 'Timezone' });
  await timezone.fill('Port of Spain');
  // Picked by keyboard, as the virtualized list may re-lay out under a pointer.
  await expect(page.getByRole('option', { name: 'America/Port of Spain' })).toBeVisible();
  await timezone.press('ArrowDown');
  await timezone.press('Enter');
  await expect(timezone).toHaveValue('America/Port of Spain');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your preferences have been saved')).toBeVisible();
  await expect(preferences.getByText('America/Port of Spain')).toBeVisible();

  const after = await clockIn('America/Port_of_Spain');
  expect(after.shown).toBe(after.expected);
  // Twelve hours apart: the hour shown really changed.
  expect(after.shown!.slice(11, 13)).not.toBe(before.shown!.slice(11, 13));
  const saved = await api<{ timezone: string }>(page, 'profile');
  expect(saved.body.data!.timezone).toBe('America/Port_of_Spain');
});

test('deleting the account logs the user out for good', async ({ page, allowConsoleErrors }) => {
  // Wanted: this journey provokes the failure it checks.
  allowConsoleErrors.push('auth/login');
  await openAs(page, 'new@demo.test', '/profile');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  const confirm = warning.getByRole('button', { name: 'Delete My Account' });
  await expect(confirm).toBeDisabled();
  await warning.getByText('I understand that my account will be deleted permanently').click();
  await confirm.click();
  const done = page.getByRole('alertdialog', { name: 'Account Successfully Deleted' });
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();

  await page.getByRole('textbox', { name: 'Email Address' }).fill('new@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(/recently deleted/)).toBeVisible();
});

test('Ctrl+B collapses the sidebar and it stays collapsed after a reload', async ({ page }) => {
  await openAs(page, 'verified@demo.test');
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('collapsed');
  // Kept for 7 days.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 60);
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
});

test('the sidebar works at 375 px as a sheet from the top', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openAs(page, 'verified@demo.test');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await sheet.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Profile Settings' })).toBeVisible();
});

test('Escape on the identity gate is Not Now: the shell stays put, a typed protected page goes home', async ({
  page,
}) => {
  await openAs(page, 'new@demo.test');
  const dialog = await meetGate(page, 'Deposit/Withdraw', 'Verify Your Account');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/dashboard');
  // Focus goes back to where the user was, as after Not Now.
  await expect(sidebar(page).getByRole('link', { name: 'Deposit/Withdraw' })).toBeFocused();

  await page.goto('/referral');
  const gate = page.getByRole('alertdialog', { name: 'Verify Your Account' });
  await expect(gate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/dashboard');
  await expect(gate).toBeHidden();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
});
