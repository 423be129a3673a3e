import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp, signIn } from './demo';

const launcher = (page: Page) => page.getByRole('button', { name: /Demo inbox/ });

/** Waits for running CSS transitions (the sidebar's width) so the boxes are the final ones. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );

/** Every visible control whose box meets the launcher's, described for the failure message. */
async function controlsUnderLauncher(page: Page) {
  await expect(launcher(page)).toBeVisible();
  await settled(page);
  return launcher(page).evaluate((own) => {
    const box = own.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'a, button, input, select, textarea, [role=button], [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((el) => {
        if (el === own || own.contains(el)) return false;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.left < box.right &&
          r.right > box.left &&
          r.top < box.bottom &&
          r.bottom > box.top
        );
      })
      .map((el) => `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}"`);
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the demo launcher covers no control, signed out or in', async ({ page }) => {
      await openApp(page, '/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await controlsUnderLauncher(page), '/login').toEqual([]);

      await signIn(page, 'verified@demo.test');
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await controlsUnderLauncher(page), '/dashboard').toEqual([]);
      if (viewport.width < 768) return; // a phone has the menu sheet, no sidebar to collapse

      // Ctrl+B collapses the sidebar, whose expand toggle then sits at the bottom left.
      await page.keyboard.press('Control+b');
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
      expect(await controlsUnderLauncher(page), '/dashboard, sidebar collapsed').toEqual([]);
      await page.keyboard.press('Control+b');
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
      expect(await controlsUnderLauncher(page), '/dashboard, sidebar open').toEqual([]);
    });
  });
}

test('the launcher moves to the other edge and hides, remembered across reloads', async ({
  page,
}) => {
  await openApp(page, '/login');
  const width = page.viewportSize()!.width;
  const x = async () => (await launcher(page).boundingBox())!.x;
  await expect.poll(x).toBeGreaterThan(width / 2);

  await launcher(page).click();
  const dialog = page.getByRole('dialog', { name: 'Demo mode' });
  await dialog.getByRole('button', { name: 'Move to the left edge' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(x).toBeLessThan(width / 2);
  await page.reload();
  await expect.poll(x).toBeLessThan(width / 2);

  await launcher(page).click();
  await dialog.getByRole('button', { name: 'Hide the launcher' }).click();
  await expect(dialog).toBeHidden();
  await expect(launcher(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(launcher(page)).toBeHidden();

  // The documented ways back: Alt+Shift+D, and ?demo in the address (a phone has no keyboard).
  await page.keyboard.press('Alt+Shift+D');
  await expect(launcher(page)).toBeVisible();
  await page.keyboard.press('Alt+Shift+D');
  await expect(launcher(page)).toBeHidden();
  await page.goto('/login?demo');
  await expect(launcher(page)).toBeVisible();
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await expect.poll(x).toBeLessThan(width / 2);
});

test('full page loads in one tab log no error', async ({ page }) => {
  await signIn(page, 'new@demo.test');
  for (const path of [
    '/dashboard',
    '/profile',
    '/kyc-verification',
    '/login',
    '/kyc-verification',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('favicon, touch icon, manifest and its icons are served', async ({ page }) => {
  await openApp(page, '/login');
  const links = await page
    .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((els) => els.map((el) => (el as HTMLLinkElement).href));
  expect(links).toHaveLength(4);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Wallet', short_name: 'Wallet', display: 'standalone' });
  const icons = (manifest.icons as { src: string }[]).map(
    (icon) => new URL(icon.src, page.url()).href,
  );
  for (const url of [...links, ...icons]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\/|manifest\+json/);
  }
});

test('the demo runs where service workers are refused (its backend runs in the page)', async ({
  page,
}) => {
  // What a browser that refuses service workers (some private windows, http on a network address)
  // answers; the demo once needed one.
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () =>
      Promise.reject(new DOMException('The service worker was refused', 'SecurityError'));
  });
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  const usdc = page.getByRole('region', { name: 'Main Wallet USDC' });
  await expect(usdc.getByText('12,500.750000 USDC')).toBeVisible();
});

test("the panel's Timings tab shows this visit's web vitals, LCP and INP as they come", async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await launcher(page).click();
  const dialog = page.getByRole('dialog', { name: 'Demo mode' });
  await dialog.getByRole('tab', { name: 'Timings' }).click();
  const value = (name: string) =>
    dialog
      .getByRole('term')
      .filter({ hasText: `(${name})` })
      .locator('xpath=following-sibling::dd');
  await expect(value('TTFB')).toHaveText(/^\d+ ms, (good|needs improvement|poor)$/);
  await expect(value('LCP')).toHaveText(/^\d+ ms, (good|needs improvement|poor)$/);
  await expect(value('CLS')).toHaveText(/^\d+(\.\d{1,3})?, (good|needs improvement|poor)$/);
  // The clicks so far are interactions: INP has a value once one has painted.
  await expect(value('INP')).toHaveText(/^\d+ ms, (good|needs improvement|poor)$/);
});
