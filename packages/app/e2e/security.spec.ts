import { api, DEMO_PASSWORD, enterCode, openApp, readCodeFromInbox } from './demo';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const EMAIL = 'verified@demo.test';

test.beforeEach(async ({ page }) => {
  await openApp(page, '/login');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

/** The password step through the login page, as a person does it; it ends on the code page. */
async function passwordStep(page: Page) {
  await page.getByRole('textbox', { name: 'Email Address' }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/login/two-fa');
}

test('log in, skip the code by URL: the code page stays, and the backend refuses the token', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // Wanted: this journey provokes the failure it checks.
  allowConsoleErrors.push('401 (Unauthorized)');
  await passwordStep(page);

  // Typed in the address bar: a full load of a signed-in page.
  await page.goto('/profile');
  await expect(page).toHaveURL('/login/two-fa');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Profile Settings' })).toBeHidden();
  await page.reload();
  await expect(page).toHaveURL('/login/two-fa');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login/two-fa');

  // The page's own token, before the code: refused, without a refresh or a logout.
  const before = await page.evaluate(() => sessionStorage.getItem('access_token'));
  const profile = await api<unknown>(page, 'profile');
  expect(profile.status).toBe(401);
  expect(profile.body).toMatchObject({ error_id: 4291 });
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBe(before);

  // A new tab has no session of its own: it is sent to log in.
  const tab = await context.newPage();
  await tab.goto('/profile');
  await expect(tab).toHaveURL('/login?redirect=%2Fprofile');
  await tab.close();

  // The code makes it a session.
  await enterCode(page, await readCodeFromInbox(page, EMAIL));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile Settings' })).toBeVisible();
  expect((await api(page, 'profile')).status).toBe(200);
});

test('before the code, an unknown path shows no signed-in chrome: typed, pushed or by Forward', async ({
  page,
}) => {
  await passwordStep(page);
  const bareNotFound = async (how: string) => {
    await expect(page, how).toHaveURL('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Available' }), how).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }), how).toHaveCount(0);
    await expect(page.getByText(/^Welcome/), how).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' }), how).toHaveCount(0);
  };

  // Typed in the address bar.
  await page.goto('/no-such-page');
  await bareNotFound('typed');

  // Pushed on the page's history (as a script or a link of the page would), then Back.
  await page.goto('/login/two-fa');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await bareNotFound('pushed');
  await page.goBack();
  await expect(page).toHaveURL('/login/two-fa');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();

  // Forward to it again; its way home leads back to the code page.
  await page.goForward();
  await bareNotFound('Forward');
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL('/login/two-fa');

  // Once the code is in, the same path is inside the signed-in shell.
  await enterCode(page, await readCodeFromInbox(page, EMAIL));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

// Each would leave the app, or reach a page that is not a signed-in page, if taken as given.
const HOSTILE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  'https:evil.example',
];

test('a hostile ?redirect= is dropped: each login lands on /dashboard', async ({ page }) => {
  test.slow(); // five whole logins
  for (const redirect of HOSTILE) {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await passwordStep(page);
    await enterCode(page, await readCodeFromInbox(page, EMAIL));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page, `redirect ${JSON.stringify(redirect)}`).toHaveURL('/dashboard');
    await expect(page.getByText('Welcome, Ana Lim')).toBeVisible();
  }
});
