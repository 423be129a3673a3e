import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { api, openApp, signIn } from './demo';

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

/**
 * What the browser holds of this origin: the keys of both storages (with the values of
 * localStorage's), IndexedDB's databases, Cache Storage's caches and the cookies.
 */
const leftovers = (page: Page) =>
  page.evaluate(async () => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
    databases: (await indexedDB.databases()).map((db) => db.name),
    caches: await caches.keys(),
    cookies: document.cookie,
  }));

/**
 * Keys that outlive a session because they hold nothing of the customer (docs/security.md):
 * the theme and the language of this device, the fingerprint of a spent refresh token, and in
 * the demo build the stand-in server's own database and the launcher's place.
 */
const KEPT = ['wallet-theme', 'locale', 'wallet-token-rotated', 'wallet-demo-launcher'];
const DEMO_SERVER = 'wallet-demo-backend';
/**
 * What the sign-in page itself writes (that its reCAPTCHA notice shows, a path to return to), and
 * the router's scroll positions (random location keys to numbers): docs/security.md.
 */
const KEPT_SESSION_KEYS = ['recaptcha_badge', 'last_location', 'react-router-scroll-positions'];

async function expectNothingOfTheCustomer(page: Page) {
  const found = await leftovers(page);
  expect(Object.keys(found.session).filter((key) => !KEPT_SESSION_KEYS.includes(key))).toEqual([]);
  expect(JSON.stringify(found.session)).not.toMatch(/verified@demo\.test|Ana|Lim/);
  expect(found.databases).toEqual([]);
  expect(found.caches).toEqual([]);
  // The one cookie: this device's language, for the host (docs/i18n.md).
  expect(found.cookies).toMatch(/^(locale=(en|es))?$/);
  const { [DEMO_SERVER]: server, ...rest } = found.local;
  expect(server, 'the demo backend keeps its database').toBeDefined();
  expect(Object.keys(rest).filter((key) => !KEPT.includes(key))).toEqual([]);
  expect(JSON.stringify(rest)).not.toMatch(/verified@demo\.test|Ana|Lim/);
}

test.describe('nothing of the customer stays in the browser after the session ends', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'verified@demo.test');
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome, Ana Lim')).toBeVisible();
    // What a session leaves while it lives: the tabs' shared activity, a theme chosen.
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).join(' ')))
      .toMatch(/wallet-session:[\w-]+:activity/);
  });

  test('after Logout', async ({ page }) => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expectNothingOfTheCustomer(page);
  });

  test('after the idle timeout', async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await expect(page.getByText('Welcome, Ana Lim')).toBeVisible();
    await page.clock.runFor(6 * 60_000);
    await expect(page).toHaveURL('/login');
    await expectNothingOfTheCustomer(page);
  });

  test('after a refused refresh', async ({ page, allowConsoleErrors }) => {
    // The refused calls (401) the browser logs as it loads them.
    allowConsoleErrors.push(/status of 401/);
    expect((await api(page, 'demo/expire-tokens', {})).status).toBe(200);
    await page.evaluate(() => sessionStorage.setItem('refresh_token', 'revoked'));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    await expectNothingOfTheCustomer(page);
  });
});
