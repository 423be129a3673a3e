import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome, startFromSeed } from './journeys';

// The signed-in loaders (src/routes/signed-in/loaders.ts) start a page's reads with its code and
// wait for its main content: the page renders with its balances, not with a skeleton first.
test.beforeEach(({ page }) => startFromSeed(page));

/** Records, from the document's start, every loading text the page ever showed. */
async function recordLoadingTexts(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { loadingSeen: Set<string> }).loadingSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"][aria-busy="true"]'))
        seen.add(status.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}
const loadingSeen = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { loadingSeen: Set<string> }).loadingSeen]);

test('a reload of Home and a visit from the sidebar render the balances at once, never their skeleton', async ({
  page,
}) => {
  await openHome(page, 'verified@demo.test');
  await recordLoadingTexts(page);
  await page.reload();
  const usdc = page.getByRole('region', { name: 'Main Wallet USDC' });
  await expect(usdc.getByText('12,500.750000 USDC')).toBeVisible();
  expect(await loadingSeen(page)).not.toContain('Loading your wallets');

  // In the app: Profile, then Home from the sidebar (its cache is warm: no wait, no skeleton).
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(usdc.getByText('12,500.750000 USDC')).toBeVisible();
  expect(await loadingSeen(page)).not.toContain('Loading your wallets');
});

test('a reload of a gated page (Withdraw, Cards) paints the page, never the gate skeleton first', async ({
  page,
}) => {
  await openHome(page, 'cards@demo.test');
  await recordLoadingTexts(page);
  await page.goto('/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await page.goto('/card');
  await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
  // The feature and identity gates have their lists in the cache from the shell's loader: SWR's
  // `isLoading` on a first render must not put "Loading page" on screen before the page.
  expect(await loadingSeen(page)).not.toContain('Loading page');
});
