import { expect, test } from './fixtures';
import { openApp, signIn } from './demo';

test.beforeEach(async ({ page }) => {
  await openApp(page, '/login');
  await page.evaluate(() => localStorage.clear());
});

test('idle: the warning comes a minute before the timeout, Stay Active keeps the session, idling on logs out', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome, Ana Lim')).toBeVisible();

  const warning = page.getByRole('alertdialog', { name: 'Session Expiring' });
  await page.clock.runFor(3 * 60_000);
  await expect(warning).toBeHidden();
  await page.clock.runFor(90_000);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/logged out in \d+ seconds/);

  await warning.getByRole('button', { name: 'Stay Active' }).click();
  await expect(warning).toBeHidden();
  await page.clock.runFor(3 * 60_000);
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL('/dashboard');

  await page.clock.runFor(3 * 60_000);
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test("the warning's Logout ends the session at once", async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'verified@demo.test');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile Settings' })).toBeVisible();
  await page.clock.runFor(4 * 60_000 + 30_000);
  await page
    .getByRole('alertdialog', { name: 'Session Expiring' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('refresh_token'))).toBeNull();
});
