import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { api, openApp, signIn } from './demo';

// Each test starts from the demo backend's seed: localStorage holds its state between reloads.
test.beforeEach(async ({ page }) => {
  await openApp(page, '/login');
  await page.evaluate(() => localStorage.clear());
});

test('the root path sends a visitor to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
});

test('/healthz answers OK', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect((await response.text()).trim()).toBe('OK');
});

// Opened directly (no state from the page before), each public route shows its page or the
// page it falls back to.
const PUBLIC: [path: string, title: string, landsOn: string][] = [
  ['/signup', 'Create Your Account', '/signup'],
  ['/signup?referral=FRIEND26', 'Create Your Account', '/signup?referral=FRIEND26'],
  ['/signup/next', 'Create Your Account', '/signup'], // step 2 without step 1
  ['/reset-password', 'Reset Password', '/reset-password'],
  ['/reset-password/confirmation', 'Reset Password', '/reset-password'], // no address given
  ['/verify/set-new-password', 'Link Expired', '/password-reset-fail'], // no token
  ['/verify/set-new-password?token=expired-1', 'Link Expired', '/password-reset-fail'],
  ['/password-reset-form', 'Link Expired', '/password-reset-fail'], // no token
  ['/password-reset-form/confirmation', 'Log In', '/login'], // no reset happened
  ['/password-reset-fail', 'Link Expired', '/password-reset-fail'],
];

test('every public route answers with its page', async ({ page, allowConsoleErrors }) => {
  // Wanted: this journey provokes the failure it checks.
  allowConsoleErrors.push('token=expired');
  for (const [path, title, landsOn] of PUBLIC) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(landsOn);
  }
});

const SIGNED_IN = [
  '/dashboard',
  '/profile',
  '/address-book',
  '/buy-crypto',
  '/kyc-verification',
  '/login/two-fa',
  '/signup/two-fa',
  '/signup/confirmation',
  '/deposit',
  '/withdraw',
  '/withdraw/review',
  '/referral',
  '/card',
  '/card/apply',
  '/card/topup',
  '/card/setting',
  '/card/setting/terminate',
];

test('signed out, every protected route goes to /login keeping the redirect', async ({ page }) => {
  test.slow(); // twenty page loads: more than the default 30 s on a loaded machine
  for (const path of SIGNED_IN) {
    await page.goto(path);
    // The sign-in steps belong to a login or sign-up in progress: login restarts, with nothing
    // to return to (a redirect names only signed-in pages).
    await expect(page).toHaveURL(
      path.includes('/two-fa') || path === '/signup/confirmation'
        ? '/login'
        : `/login?redirect=${encodeURIComponent(path)}`,
    );
  }
});

test('signed in, every protected route answers inside the app shell', async ({ page }) => {
  test.slow(); // a sign-in and sixteen page loads
  await signIn(page, 'cards@demo.test');
  const inShell = SIGNED_IN.filter(
    (p) => !p.startsWith('/kyc') && !p.includes('/two-fa') && p !== '/signup/confirmation',
  );
  // A review with nothing to review goes back to its form (no withdrawal draft here), and a
  // cardholder's /card/apply goes to /card (Apply New Card is for customers without a card).
  const redirects: Record<string, string> = {
    '/withdraw/review': '/withdraw',
    '/card/apply': '/card',
  };
  const landsOn = (path: string) => redirects[path] ?? path;
  for (const path of inShell) {
    await page.goto(path);
    await expect(page).toHaveURL(landsOn(path));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByText('Welcome, Chloe Card')).toBeVisible();
});

test('a feature switched off shows Coming Soon and its routes go to /dashboard; the state survives a reload', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  expect((await api(page, 'demo/features', { route: '/card', enabled: false })).status).toBe(200);
  await page.goto('/card/apply');
  await expect(page).toHaveURL('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Coming Soon')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Cards/ })).toHaveCount(0);
  await page.reload();
  await page.goto('/card');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/deposit');
  await expect(page).toHaveURL('/deposit');
});

test('an unknown path shows Page Not Available with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Available' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: 'Back To Home' }).click();
  // Signed out, home is behind the guard; the click routed client-side (same document).
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('logout clears the session and is seen by another open tab', async ({ page, context }) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  const other = await context.newPage();
  await openApp(other, '/login');
  await other.evaluate(
    (s) => Object.entries(s).forEach(([k, v]) => sessionStorage.setItem(k, v)),
    await page.evaluate(() => ({ ...sessionStorage })),
  );
  await other.goto('/profile');
  await expect(other.getByRole('heading', { name: 'My Profile Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  await expect(other).toHaveURL('/login');
  expect(await other.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

test('a second login elsewhere brings Multiple Login Detected', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  // Wanted: this journey provokes the failure it checks.
  allowConsoleErrors.push('400 (Bad Request)');
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  // Another device: a separate browser context logs the same user in (same demo backend state).
  const state = await page.evaluate(() => localStorage.getItem('wallet-demo-backend'));
  const device = await browser.newContext();
  const second = await device.newPage();
  await second.goto('/login');
  await second.evaluate((s) => localStorage.setItem('wallet-demo-backend', s!), state);
  await signIn(second, 'verified@demo.test');
  const newState = await second.evaluate(() => localStorage.getItem('wallet-demo-backend'));
  await page.evaluate((s) => localStorage.setItem('wallet-demo-backend', s!), newState);
  await page.reload();
  await expect(page.getByRole('alertdialog', { name: 'Multiple Login Detected' })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await device.close();
});

test('the demo inbox shows what the backend e-mailed, and its reset link opens in the app', async ({
  page,
}) => {
  await openApp(page, '/login');
  expect((await api(page, 'auth/password/forgot', { email: 'new@demo.test' })).status).toBe(200);
  await page.getByRole('button', { name: /Demo inbox/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo mode' });
  await expect(dialog.getByText('Reset your password')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open the reset link' }).click();
  // The link is checked, then the form opens with the token out of the address bar.
  await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
  await expect(page).toHaveURL('/password-reset-form');
});

test('the demo panel switches a call to failing, and the backend answers 500 until switched back', async ({
  page,
  allowConsoleErrors,
}) => {
  // Wanted: this journey provokes the failure it checks.
  allowConsoleErrors.push('500 (Internal Server Error)');
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Demo inbox/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo mode' });
  await dialog.getByRole('tab', { name: 'Switches' }).click();
  // The switch's input is visually hidden; its label is what a person clicks.
  await dialog.getByText('GET referral', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'GET referral' })).toBeChecked();
  expect((await api(page, 'referral')).status).toBe(500);
  await dialog.getByText('GET referral', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'GET referral' })).not.toBeChecked();
  expect((await api(page, 'referral')).status).toBe(200);
});

// The demo build's chunk of the withdraw page (chunks are named by hash).
const withdrawChunk = Object.entries(
  JSON.parse(
    readFileSync(new URL('../dist-demo/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>,
).find(([key]) => key.endsWith('wallets/Withdraw/WithdrawScreen.tsx'))?.[1].file;

test('a signed-in page asks for its data while its code is still downloading (route loaders)', async ({
  page,
}) => {
  if (!withdrawChunk) throw new Error('no withdraw page in the demo build manifest');
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'debug' && message.text().includes('GET /api/v1/send '))
      reads.push(message.text());
  });
  // The page's code held back until its data has been asked for.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${withdrawChunk}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Withdraw' }).first().click();
  await expect.poll(() => reads.length, { timeout: 15_000 }).toBe(1);
  release();
  await expect(page).toHaveURL('/withdraw');
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
  // The page's hook took the loader's answer: no second read.
  expect(reads).toHaveLength(1);
});
