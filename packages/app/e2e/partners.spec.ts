import type { Page } from '@playwright/test';
import { signIn } from './demo';
import { expect, test } from './fixtures';
import { openHome, startFromSeed } from './journeys';

// The third parties framed by the app (the partner exchange of /buy-crypto, the card provider's
// details widget) and the way a customer reaches them. A real partner speaks none of our demo
// stand-ins' messages: these journeys serve plain pages in their place.

test.beforeEach(({ page }) => startFromSeed(page));

/** A page that only paints: no script, no message to its parent (what a real partner may be). */
const PLAIN_PAGE = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><main><h1>${text}</h1></main></body></html>`;

async function serveInstead(page: Page, path: string, text: string) {
  await page.route(`**${path}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: PLAIN_PAGE(text) }),
  );
}

test('from Home, Buy Crypto opens the exchange; from the sidebar too; Back returns Home', async ({
  page,
}) => {
  await openHome(page, 'verified@demo.test');
  await page
    .getByRole('region', { name: 'Main Wallet USDC' })
    .getByRole('button', { name: 'Buy Crypto' })
    .click();
  await expect(page).toHaveURL('/buy-crypto');
  await expect(page.getByRole('heading', { name: 'Buy Crypto', level: 1 })).toBeVisible();
  await expect(page.getByTitle('Partner exchange')).toHaveAttribute('data-ready', 'true');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');

  // The sidebar names it where the money pages are; Deposit points to it as well.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Buy Crypto' }).click();
  await expect(page).toHaveURL('/buy-crypto');
  await expect(nav.getByRole('link', { name: 'Buy Crypto' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Deposit/Withdraw' }).click();
  await expect(page).toHaveURL('/deposit');
  await page.getByRole('main').getByRole('link', { name: 'Buy Crypto' }).click();
  await expect(page).toHaveURL('/buy-crypto');
});

test('an unverified customer meets the identity gate on Buy Crypto, from Home and the sidebar', async ({
  page,
}) => {
  await openHome(page, 'new@demo.test');
  for (const link of [
    page
      .getByRole('region', { name: 'Main Wallet USDC' })
      .getByRole('button', { name: 'Buy Crypto' }),
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buy Crypto' }),
  ]) {
    await link.click();
    const gate = page.getByRole('alertdialog', { name: 'Verify Your Account' });
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'Not Now' }).click();
    await expect(gate).toBeHidden();
    await expect(page).toHaveURL('/dashboard');
  }
});

test('a partner page that never posts a message still shows once it has loaded', async ({
  page,
}) => {
  await serveInstead(page, '/partner-exchange.html', 'Real partner');
  await signIn(page, 'verified@demo.test');
  await page.goto('/buy-crypto');
  const frame = page.getByTitle('Partner exchange');
  await expect(frame).toHaveAttribute('data-ready', 'true');
  await expect(page.getByText('Loading the exchange')).toHaveCount(0);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(
    page.frameLocator('iframe[title="Partner exchange"]').getByRole('heading', {
      name: 'Real partner',
    }),
  ).toBeVisible();
  // The token went to it the documented way: in its URL, as `token`.
  expect(new URL((await frame.getAttribute('src'))!).searchParams.get('token')).toBeTruthy();
});

test('Reveal with a card widget that does not speak our messages: shown on load, never claimed, hidden on Hide', async ({
  page,
}) => {
  await serveInstead(page, '/card-widget.html', 'Provider widget');
  await signIn(page, 'cards@demo.test');
  await page.goto('/card');
  await page.getByTestId('card-4242').getByRole('link').first().click();
  await expect(page).toHaveURL('/card/setting');
  const settings = page.getByRole('region', { name: 'Card Settings' });
  await settings.getByRole('button', { name: 'Reveal Card Details' }).click();
  await expect(
    page.frameLocator('iframe[title="Card details"]').getByRole('heading', {
      name: 'Provider widget',
    }),
  ).toBeVisible();
  // docs/api.md: the app says where the details are, not that they were shown.
  const status = settings.getByRole('status').filter({ hasText: /card/i });
  await expect(status).toHaveText(
    "The card provider's panel is open. It hides again after 60 seconds.",
  );
  await settings.getByRole('button', { name: 'Hide Card Details' }).click();
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
  await expect(status).toHaveText('Card details hidden.');
});
