import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
// The root's build scripts are no package; the bench serves the build with the same server.
// eslint-disable-next-line import-x/no-relative-packages
import { serveBuild } from '../../../scripts/bench-server.mjs';
import { openApp, signIn } from './demo';
import { expect, test } from './fixtures';

// --color-bg of each theme (packages/ui/src/styles/tokens.css).
const DARK_BG = 'rgb(13, 16, 23)';
const LIGHT_BG = 'rgb(245, 246, 249)';

interface Frame {
  theme: string | null;
  scheme: string;
  background: string;
}

/**
 * Records, in every page the context opens, what the first frame is drawn with: the browser
 * runs no animation frame before the stylesheets of <head> are in, so the first one is the frame
 * about to be painted. A page still in the other theme then would flash.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { __firstFrame: Frame }).__firstFrame = {
        theme: root.getAttribute('data-theme'),
        scheme: getComputedStyle(root).colorScheme,
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
  });
}

const firstFrame = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as { __firstFrame?: Frame }).__firstFrame), {
      timeout: 15_000,
    })
    .toBeTruthy()
    .then(() => page.evaluate(() => (window as unknown as { __firstFrame: Frame }).__firstFrame));

const themeChoice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name });

test('Dark chosen in the top bar holds over a light system, from the first frame of every page', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await recordFirstFrame(page);
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await expect(themeChoice(page, 'System')).toBeChecked();
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BG);

  await themeChoice(page, 'Dark').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);

  for (const path of ['/dashboard', '/login']) {
    await page.goto(path);
    expect(await firstFrame(page), path).toEqual({
      theme: 'dark',
      scheme: 'dark',
      background: DARK_BG,
    });
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);
  }
  // The choice is shown as made after the reload.
  await page.goto('/dashboard');
  await expect(themeChoice(page, 'Dark')).toBeChecked();
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'dark');
});

test('System follows the device: dark from the first frame when it is dark, and live', async ({
  page,
}) => {
  await recordFirstFrame(page);
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await themeChoice(page, 'Light').check();
  await themeChoice(page, 'System').check();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect(await firstFrame(page)).toEqual({
    theme: null,
    scheme: 'light dark',
    background: DARK_BG,
  });
  await expect(themeChoice(page, 'System')).toBeChecked();

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BG);
});

test('the prerendered /login of the real-API build paints in the chosen theme', async ({
  page,
}) => {
  const { server, origin } = await serveBuild(fileURLToPath(new URL('../dist', import.meta.url)), {
    http1: true,
  });
  try {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstFrame(page);
    await page.goto(`${origin}/login`);
    await page.evaluate(() => localStorage.setItem('wallet-theme', 'dark'));
    await page.reload();
    // The prerendered page has its markup before any script: the frame shows it, in dark.
    expect(await firstFrame(page)).toEqual({ theme: 'dark', scheme: 'dark', background: DARK_BG });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    server.close();
  }
});

test('a signed-out page reads the same choice: Light over a dark device', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordFirstFrame(page);
  await openApp(page, '/login');
  await page.evaluate(() => localStorage.setItem('wallet-theme', 'light'));
  await page.reload();
  expect(await firstFrame(page)).toEqual({
    theme: 'light',
    scheme: 'light',
    background: LIGHT_BG,
  });
});
