import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
// The root's build scripts are no package; the bench serves the build with the same server.
// eslint-disable-next-line import-x/no-relative-packages
import { serveBuild } from '../../../scripts/bench-server.mjs';
import { expect, test } from './fixtures';

// The real-API build (dist/), the one with prerendered pages, served as its hosts must serve it
// (a page's `<path>.html` for its path, index.html for the others): the demo build the other
// journeys use has none (vite.config.ts says why).
let server: Awaited<ReturnType<typeof serveBuild>>['server'];
let origin: string;
test.beforeAll(async () => {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  ({ server, origin } = await serveBuild(dist, { http1: true }));
});
test.afterAll(() => server.close());

/** Opens `path` with the app's entry script held back until the returned function is called. */
async function openWithoutScripts(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the load event, which waits for the script.
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  return release;
}

/** The warnings the app logs when it had to render a prerendered page again on the client. */
function rerenderWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Prerendered page rendered on the client'))
      warnings.push(message.text());
  });
  return warnings;
}

test('/login paints from its HTML before any script, and React takes that HTML over', async ({
  page,
}) => {
  const warnings = rerenderWarnings(page);
  const release = await openWithoutScripts(page, '/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.getByTestId('recaptcha-badge')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { prerendered: Element | null }).prerendered =
      document.querySelector('h1');
  });

  release();
  // The form's logic loads once the app runs, and makes the stand-in fields editable.
  await expect(page.getByLabel('Email Address')).toBeEditable();
  await page.getByLabel('Email Address').fill('someone@example.com');
  // The same element: hydrated, not rendered again.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { prerendered: Element | null }).prerendered ===
        document.querySelector('h1'),
    ),
  ).toBe(true);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Email Address')).toBeEditable();
  expect(warnings).toEqual([]);
});

test('a field focused before the scripts ran keeps the focus when the form takes over', async ({
  page,
}) => {
  const release = await openWithoutScripts(page, '/login');
  await page.getByLabel('Email Address').click();
  release();
  const email = page.getByLabel('Email Address');
  await expect(email).toBeEditable();
  await expect(email).toBeFocused();
  await page.keyboard.type('early@example.com');
  await expect(email).toHaveValue('early@example.com');
});

test('a visitor whose session is in storage gets the same /login, hydrated', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => sessionStorage.setItem('access_token', 'token'));
  const warnings = rerenderWarnings(page);
  await page.goto(`${origin}/login`);
  await expect(page.getByLabel('Email Address')).toBeEditable();
  expect(warnings).toEqual([]);
});

test('a path with no HTML of its own gets the app, which routes it', async ({ page }) => {
  await page.goto(`${origin}/login/two-fa`);
  // Two-factor needs the session login opens: without one, back to /login.
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
});
