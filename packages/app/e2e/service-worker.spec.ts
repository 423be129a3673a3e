import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
// The root's build scripts are no package; the bench serves the build with the same server.
// eslint-disable-next-line import-x/no-relative-packages
import { demoApi, serveBuild } from '../../../scripts/bench-server.mjs';
import { api, DEMO_PASSWORD } from './demo';
import { expect, test } from './fixtures';
import { reviewWithdrawal } from './journeys';

// The real-API build's service worker (vite.config.ts appServiceWorker, src/serviceWorker): the
// build copied to a folder of this file's own, so a test can deploy a new sw.js into it, served
// as its hosts serve it with the demo backend answering /api/ in Node, as `pnpm bench` runs it.
// Each test has a new browser context: no worker registered yet.
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const killSwitch = readFileSync(new URL('../boot/sw-remove.js', import.meta.url), 'utf8');
let dir: string;
let shipped: string;
let server: Awaited<ReturnType<typeof serveBuild>>['server'];
let origin: string;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wallet-sw-'));
  cpSync(dist, dir, { recursive: true });
  shipped = readFileSync(join(dir, 'sw.js'), 'utf8');
  ({ server, origin } = await serveBuild(dir, { http1: true, api: await demoApi() }));
});
test.afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});
// Each test starts from the build's own worker.
test.beforeEach(() => writeFileSync(join(dir, 'sw.js'), shipped));
// The journeys' relative paths go to this server (a fixture, read once beforeAll has started it).
// Playwright reads a fixture's dependencies from its pattern (none), and `use` is no React hook.
// eslint-disable-next-line no-empty-pattern, react-hooks/rules-of-hooks
test.use({ baseURL: async ({}, use) => use(origin) });

/**
 * Signs `email` in as demo.ts's signIn does, from a page of the site that is not the app
 * (its icon): an app page open meanwhile would see the half-made session (its code not yet
 * entered) and read with it, answered 401, over the network as this server answers.
 */
async function signIn(page: Page, email: string) {
  await page.goto('/favicon.svg');
  const login = await api<{ access_token: string; refresh_token: string }>(page, 'auth/login', {
    username: email,
    password: DEMO_PASSWORD,
    recaptcha_token: 'demo',
  });
  expect(login.status).toBe(200);
  await page.evaluate((data) => {
    sessionStorage.setItem('access_token', data!.access_token);
    sessionStorage.setItem('refresh_token', data!.refresh_token);
    sessionStorage.setItem('session_id', crypto.randomUUID());
  }, login.body.data);
  const inbox = await api<{ to: string; code?: string }[]>(page, 'demo/inbox');
  const code = inbox.body.data!.find((m) => m.to === email && m.code)!.code;
  expect((await api(page, 'auth/2fa/verify/email', { code })).status).toBe(200);
  await page.evaluate((email) => sessionStorage.setItem('user_email', email), email);
}

/** Waits for the worker to be active, then reloads so that it controls the page. */
async function underWorker(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
}

/** The paths of everything the page's origin keeps in Cache Storage. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('a return visit is served by the worker, which keeps the build and nothing of the customer', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await underWorker(page);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByTestId('hero-balance').first()).toBeVisible();
  // A return visit to another page: its HTML from the worker, its data from the API.
  const card = await page.goto('/transactions');
  expect(card?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'All Transactions', level: 1 })).toBeVisible();

  const paths = await cachedPaths(page);
  expect(paths).toContain('/dashboard.html');
  // The build's files only: no API answer, no token, no country flag fetched on the way.
  expect(
    paths.filter(
      (path) =>
        !/^\/([\w/.-]+\.(html|png|svg|webmanifest)|assets\/[\w.-]+\.(js|css|woff2))$/.test(path),
    ),
  ).toEqual([]);
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test("a reload sends the first page's reads from its HTML, before any module, each once; the history after the balances", async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  // The tab's first signed-in page: it keeps the reads it sent.
  await page.goto('/dashboard');
  await expect(page.getByTestId('hero-balance').first()).toBeVisible();
  // Who calls fetch for what: the page's HTML (its inline boot script) or a module of the app.
  await page.addInitScript(() => {
    const send = window.fetch;
    const calls: { url: string; stack: string; balanceShown: boolean }[] = [];
    Object.assign(window, { fetchCalls: calls });
    window.fetch = (input, init) => {
      const balanceShown = !!document.querySelector('[data-testid="hero-balance"] [data-amount]');
      calls.push({ url: String(input), stack: new Error().stack ?? '', balanceShown });
      return send(input, init);
    };
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.reload();
  await expect(page.getByTestId('hero-balance').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  // Each read went once, sent by the boot script in the HTML and taken by the client.
  expect(asked).toEqual([...new Set(asked)]);
  const calls = await page.evaluate(
    () =>
      (
        window as unknown as {
          fetchCalls: { url: string; stack: string; balanceShown: boolean }[];
        }
      ).fetchCalls,
  );
  const sentFor = (read: string) =>
    calls.filter(({ url }) => new URL(url, origin).pathname === read);
  for (const read of ['/api/v1/wallets', '/api/v1/profile', '/api/v1/card/balance']) {
    expect(sentFor(read), read).toHaveLength(1);
    expect(sentFor(read)[0]!.stack, read).not.toMatch(/\/assets\//);
  }
  // The history (Home's panels) is asked for by the app, once the balances are on screen.
  const history = sentFor('/api/v1/transaction');
  expect(history).toHaveLength(1);
  expect(history[0]!.stack).toMatch(/\/assets\//);
  expect(history[0]!.balanceShown).toBe(true);
});

test.describe('offline', () => {
  // The reads the app makes while the line is down fail, as they must.
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch/] });

  test("a return visit with no network paints the shell and says You're offline, with Try again", async ({
    page,
    context,
  }) => {
    await signIn(page, 'verified@demo.test');
    await page.goto('/dashboard');
    await underWorker(page);
    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('region', { name: "You're offline" });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible();
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice.getByRole('status')).toHaveText(/Still no connection/);
    // The line back: the notice goes and the page reads its data.
    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect(page.getByTestId('hero-balance').first()).toBeVisible();
  });

  test('a Spanish return visit with no network is Spanish: the whole catalog from the worker', async ({
    page,
    context,
  }) => {
    // A persona of its own: the profile's language outlives the test in this server's backend.
    await signIn(page, 'plus@demo.test');
    // The profile's language, which the app follows once signed in.
    const profile = await api<{ name: string; timezone?: string }>(page, 'profile');
    const { name, timezone = '' } = profile.body.data!;
    const saved = await api(page, 'profile/preferences', {
      name,
      timezone,
      preferred_locale: 'es',
    });
    expect(saved.status).toBe(200);
    await page.evaluate(() => localStorage.setItem('locale', 'es'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    await underWorker(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Estás sin conexión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    // The page's own catalog is not in the worker's cache, and not asked for.
    expect(asked.filter((path) => /-page-/.test(path))).toEqual([]);
  });

  test('a money action is disabled while offline, says why, and nothing is kept to send later', async ({
    page,
    context,
  }) => {
    await signIn(page, 'verified@demo.test');
    await reviewWithdrawal(page);
    await page.getByText(/^I confirm the amount/).click();
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeEnabled();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/send/confirm')) sent.push(request.url());
    });
    await context.setOffline(true);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(
      "You're offline: nothing can be sent until you're back online.",
    );
    await context.setOffline(false);
    await expect(confirm).toBeEnabled();
    expect(sent).toEqual([]);
  });
});

test('a new version is offered once the flow is left, never in it; Reload starts it and keeps the draft', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await underWorker(page);
  await reviewWithdrawal(page, '25');
  // A deploy: a new sw.js. The tab's check finds it, installs it, and it waits.
  writeFileSync(join(dir, 'sw.js'), `${shipped}\n// the next deploy\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration!.update();
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    )
    .toBe(true);
  const offer = page.getByRole('region', { name: 'A new version is ready' });
  // On the review, with unsent work, nothing is offered.
  await expect(page.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  // Back on the form (the draft kept), it is.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(offer).toBeVisible();
  // Reload hands over to the new worker, then reloads the tab once it is in control.
  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect
    .poll(() =>
      page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return !registration?.waiting && Boolean(navigator.serviceWorker.controller);
        })
        // A page still on its way has no context to ask yet.
        .catch(() => false),
    )
    .toBe(true);
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('25');
  await expect(offer).toHaveCount(0);
});

test('the kill switch (VITE_SERVICE_WORKER=off) removes the worker and its caches with one deploy', async ({
  page,
}) => {
  await page.goto('/login');
  await underWorker(page);
  expect((await cachedPaths(page)).length).toBeGreaterThan(0);
  writeFileSync(join(dir, 'sw.js'), killSwitch);
  // The deploy's pages no longer register a worker (the build has no registration code); this
  // build's do, so the next visit is to a document of the site that runs none: its icon. The
  // visit's update check installs the kill switch, which deletes the caches and unregisters itself.
  await page.goto('/favicon.svg');
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          (await navigator.serviceWorker.getRegistrations()).length === 0 &&
          (await caches.keys()).length === 0,
      ),
    )
    .toBe(true);
  // The page open meanwhile keeps the worker it had until it is left (the browser clears an
  // unregistered worker once no page uses it); the next visit is the site's alone.
  await page.goto('about:blank');
  const response = await page.goto('/favicon.svg');
  expect(response?.fromServiceWorker()).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await cachedPaths(page)).toEqual([]);
});
