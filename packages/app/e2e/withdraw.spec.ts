import type { Page } from '@playwright/test';
import { api, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';
import { ADDRESS, fillRecipient, reviewWithdrawal, sendBalance } from './journeys';

/** A verified user holding 2,500 USDC: under the 24-hour limit, so Max can be sent. */
async function signInWith2500(page: Page) {
  await signIn(page, 'nowallet@demo.test');
  expect((await api(page, 'wallets/create', { crypto_id: 'ARB-USDC' })).status).toBe(200);
  expect((await api(page, 'demo/deposit', { amount: '2500', ticker: 'USDC' })).status).toBe(200);
}

test('withdraw with Max, review, double-click Confirm: one send/confirm, the balance falls by the amount', async ({
  page,
}) => {
  await signInWith2500(page);
  const confirms = postsTo(page, 'send/confirm');
  await page.goto('/withdraw');
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('2500');
  await fillRecipient(page);
  await expect(page.getByTestId('recipient-receives')).toHaveText('2,498.500000 USDC');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(/\/withdraw\/review$/);
  await expect(page.getByTestId('review-address')).toContainText(ADDRESS);
  await page.getByText(/^I confirm/).click();
  await expect(page.getByRole('checkbox', { name: /I confirm/ })).toBeChecked();
  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
  expect(confirms).toHaveLength(1);
  expect(JSON.parse(confirms[0]!)).toEqual({
    crypto_id: 'ARB-USDC',
    amount: '2500',
    recipient_name: 'Savings Account',
    recipient_address: ADDRESS,
    crypto_network_fee: '1.5',
    crypto_nett_amount: '2498.5',
  });
  expect(await sendBalance(page)).toBe('0');

  // A reload still shows it sent; Confirm is gone, so nothing can be sent again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(confirms).toHaveLength(1);
});

test('over the 24-hour limit: the Maximum limit reached dialog', async ({
  page,
  allowConsoleErrors,
}) => {
  // Wanted: the browser logs the refused send/review (400) the dialog is about.
  allowConsoleErrors.push('api/v1/send/review');
  await signIn(page, 'verified@demo.test');
  await page.goto('/withdraw');
  await page.getByRole('button', { name: 'Max' }).click();
  await fillRecipient(page);
  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Maximum limit reached' });
  await expect(dialog).toContainText('10,000.00 USD every 24 hours');
  await expect(dialog).toContainText('Remaining balance: 10,000.00 USD');
  await expect(dialog.getByRole('link', { name: 'compliance@example.com' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
});

test('the review survives a reload; leaving it by a link asks first, OK cancels it', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  const confirms = postsTo(page, 'send/confirm');
  await reviewWithdrawal(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();
  await expect(page.getByText('98.500000 USDC')).toBeVisible();
  expect(page.url()).not.toContain(ADDRESS);

  const leave = page.getByRole('alertdialog', { name: 'Confirm Transaction Cancellation?' });
  // A link of the shell: Not Now stays.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(leave).toContainText(
    'This transaction has not been processed and will be canceled.',
  );
  await leave.getByRole('button', { name: 'Not Now' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/withdraw\/review$/);

  // Again: OK leaves and cancels the review (the browser's Back, a step of the flow, does not
  // ask: back.spec.ts).
  await page.getByRole('link', { name: 'Home' }).first().click();
  await leave.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/withdraw');
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  // Nothing to review any more: the review page sends back to the form.
  await page.goto('/withdraw/review');
  await expect(page).toHaveURL(/\/withdraw$/);
  expect(confirms).toHaveLength(0);
});

test('the same withdrawal by keyboard alone, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInWith2500(page);
  const confirms = postsTo(page, 'send/confirm');
  await page.goto('/withdraw');
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await amount.focus();
  await page.keyboard.type('250');
  await page.keyboard.press('Tab'); // Max
  await page.keyboard.press('Tab'); // Choose from address book
  await page.keyboard.press('Tab');
  await page.keyboard.type('Savings Account');
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADDRESS);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: /I confirm/ });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.keyboard.press('Tab'); // Cancel
  await page.keyboard.press('Tab'); // Confirm
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
  expect(confirms).toHaveLength(1);
  expect(await sendBalance(page)).toBe('2250');
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('Buy Crypto loads the exchange stand-in with a token, and the address copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'verified@demo.test');
  await page.goto('/buy-crypto');
  const frame = page.getByTitle('Partner exchange');
  await expect(frame).toHaveAttribute('data-ready', 'true');
  await expect(
    page
      .frameLocator('iframe[title="Partner exchange"]')
      .getByText('Signed in with your wallet account.'),
  ).toBeVisible();
  await expect(page.getByText('Supported currencies: USDT, USDC.')).toBeVisible();
  const address = (await page.getByTestId('buy-wallet-address').textContent())!.trim();
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await page.getByRole('button', { name: 'Copy Address' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});
