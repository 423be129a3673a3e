import type { Page } from '@playwright/test';
import { openApp, signIn } from './demo';
import { expect, test } from './fixtures';

const referral = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Refer A Friend' });

test.beforeEach(async ({ page }) => {
  await openApp(page, '/login');
  await page.evaluate(() => localStorage.clear());
});

// Two tabs of one browser share its demo backend (separate browsers have one each, see
// docs/demo-mode.md), so this is "another tab": a second login of the same persona.
test('a newer login in another tab: the older tab shows Multiple Login Detected at its next call, then the login page', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // Wanted: this journey provokes the failure it checks.
  allowConsoleErrors.push('400 (Bad Request)');
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome, Ana Lim')).toBeVisible();

  const other = await context.newPage();
  await signIn(other, 'verified@demo.test');
  await other.goto('/dashboard');
  await expect(other.getByText('Welcome, Ana Lim')).toBeVisible();

  // The first tab, not reloaded: its next call (the gate's session check) is refused.
  await referral(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Multiple Login Detected' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();

  // The newer session carries on in its tab.
  await referral(other).click();
  await expect(other).toHaveURL('/referral');
  await expect(other.getByRole('alertdialog', { name: 'Multiple Login Detected' })).toBeHidden();
  expect(await other.evaluate(() => sessionStorage.getItem('access_token'))).not.toBeNull();
});
