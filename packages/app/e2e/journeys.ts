import type { Page } from '@playwright/test';
import { api, openApp, signIn } from './demo';
import { expect } from './fixtures';

// Steps several journeys take the same way (the demo backend's own calls are in demo.ts).

/** EIP-55's first test vector: a valid mixed-case address. */
export const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/**
 * Each test starts from the demo backend's seed: localStorage holds its state between reloads.
 * `reload: false` leaves the page as it booted (a test that reloads or signs in next).
 */
export async function startFromSeed(page: Page, { reload = true } = {}) {
  await openApp(page, '/login');
  await page.evaluate(() => localStorage.clear());
  if (reload) await page.reload();
}

/** The page's title (a flow's step). */
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The USDC balance send/review checks against, as the server has it now. */
export const sendBalance = async (page: Page) =>
  (await api<{ crypto_balance: string }>(page, 'send')).body.data!.crypto_balance;

/** Signs `email` in and opens Home. */
export async function openHome(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
}

/** The withdrawal form's recipient: a name and ADDRESS. */
export async function fillRecipient(page: Page) {
  await page.getByRole('textbox', { name: /^Recipient name/ }).fill('Savings Account');
  await page.getByRole('textbox', { name: /^Recipient wallet address/ }).fill(ADDRESS);
}

/** From /withdraw, `amount` USDC to ADDRESS: Send, and the review is shown. */
export async function reviewWithdrawal(page: Page, amount = '100') {
  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await fillRecipient(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();
}

/**
 * The page's text in Inter, as designed, on a loaded machine too. Its faces are font-display:
 * optional: a page that has not got a file within ~100 ms keeps the (wider) fallback for its
 * lifetime, so from run to run the check measured another font (Home's Yield Balance ran into its
 * neighbour at 1280 px), and the pseudo-locale's letters come from a second file. Here the
 * stylesheet lets Inter come in late (block), and the test waits for `document.fonts.ready`.
 */
export async function drawInInter(page: Page) {
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch();
    const css = await response.text();
    await route.fulfill({
      response,
      body: css.replaceAll('font-display:optional', 'font-display:block'),
    });
  });
}
