import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome, startFromSeed } from './journeys';

// Journeys of Home (/dashboard): a deposit from an unknown sender, Earn and Redeem, the gate.
test.beforeEach(({ page }) => startFromSeed(page));

const tile = (page: Page, name: string) => page.getByRole('region', { name });
const newestRow = (page: Page) =>
  page.getByRole('table', { name: 'Recent Transactions' }).getByRole('row').nth(1);

test('a deposit from an unknown sender: banner, Verify Sender, then the balance and history change', async ({
  page,
}) => {
  await openHome(page, 'verified@demo.test');
  const usdc = tile(page, 'Main Wallet USDC');
  await expect(usdc.getByText('12,500.750000 USDC')).toBeVisible();

  // The deposit arrives through the demo panel, as a tester would make it.
  await page.getByRole('button', { name: /Demo inbox/ }).click();
  const panel = page.getByRole('dialog', { name: 'Demo mode' });
  await panel.getByRole('tab', { name: 'Switches' }).click();
  await panel.getByRole('button', { name: 'Receive a deposit from an unknown sender' }).click();
  await expect(panel.getByText('Incoming deposit: done.')).toBeVisible();
  await page.keyboard.press('Escape');

  const banner = page.getByRole('region', { name: 'Incoming Deposit' });
  await banner.getByRole('button', { name: 'Provide Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Incoming Deposits' });
  await dialog.getByRole('button', { name: 'Verify Sender of 1,200.000000 USDC' }).click();
  const form = page.getByRole('dialog', { name: 'Verify Sender' });
  const confirm = form.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await form.getByRole('textbox', { name: 'Sender Name' }).fill('Bob Sender');
  await confirm.dblclick();
  const done = page.getByRole('alertdialog', { name: 'Sender Verified' });
  await expect(done).toContainText('1,200.000000 USDC from Bob Sender has been credited');

  // The last one: Done closes the dialog and reloads the page.
  await Promise.all([
    page.waitForEvent('load'),
    done.getByRole('button', { name: 'Done' }).click(),
  ]);
  await expect(banner).toBeHidden();
  // Credited once, whatever the double click did.
  await expect(usdc.getByText('13,700.750000 USDC')).toBeVisible();
  await expect(newestRow(page)).toContainText('From Bob Sender');
  await expect(newestRow(page)).toContainText('+1,200.000000 USDC');
});

test('Earn (double-clicked) then Redeem move the balances both ways, once each', async ({
  page,
}) => {
  await openHome(page, 'verified@demo.test');
  const main = tile(page, 'Main Wallet USDC');
  const yieldWallet = tile(page, 'Yield Wallet');
  await expect(yieldWallet.getByText('3,000.000000 USDC')).toBeVisible();

  await yieldWallet.getByRole('button', { name: 'Earn' }).click();
  const earn = page.getByRole('dialog', { name: 'Earn' });
  await earn.getByRole('textbox', { name: 'Amount' }).fill('500');
  await earn.getByText(/I agree to the Yield Wallet terms/).click();
  await earn.getByRole('button', { name: 'Earn' }).dblclick();
  const earned = page.getByRole('alertdialog', { name: 'Earn Successful' });
  await expect(earned).toContainText('500.000000 USDC has moved to your Yield Wallet.');
  await Promise.all([
    page.waitForEvent('load'),
    earned.getByRole('button', { name: 'Back To Home' }).click(),
  ]);
  await expect(page).toHaveURL('/dashboard');
  await expect(yieldWallet.getByText('3,500.000000 USDC')).toBeVisible();
  await expect(main.getByText('12,000.750000 USDC')).toBeVisible();
  await expect(newestRow(page)).toContainText('\u2212500.000000 USDC');

  await yieldWallet.getByRole('button', { name: 'Redeem' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem' });
  await redeem.getByRole('textbox', { name: 'Amount' }).fill('200.25');
  await redeem.getByText(/I agree to the Yield Wallet terms/).click();
  await redeem.getByRole('textbox', { name: 'Amount' }).press('Enter');
  const redeemed = page.getByRole('alertdialog', { name: 'Redeem Successful' });
  await expect(redeemed).toContainText('200.250000 USDC has moved back to your Main Wallet.');
  await Promise.all([
    page.waitForEvent('load'),
    redeemed.getByRole('button', { name: 'Back To Home' }).click(),
  ]);
  await expect(yieldWallet.getByText('3,299.750000 USDC')).toBeVisible();
  await expect(main.getByText('12,201.000000 USDC')).toBeVisible();
  await expect(newestRow(page)).toContainText('+200.250000 USDC');
});

test('an unverified user meets the gate on Deposit, Withdraw, Redeem and Earn', async ({
  page,
}) => {
  await openHome(page, 'new@demo.test');
  const usdc = tile(page, 'Main Wallet USDC');
  const yieldWallet = tile(page, 'Yield Wallet');
  for (const [where, name] of [
    [usdc, 'Deposit'],
    [usdc, 'Withdraw'],
    [yieldWallet, 'Redeem'],
    [yieldWallet, 'Earn'],
  ] as const) {
    await where.getByRole('button', { name }).click();
    const gate = page.getByRole('alertdialog', { name: 'Verify Your Account' });
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'Not Now' }).click();
    await expect(gate).toBeHidden();
    await expect(page).toHaveURL('/dashboard');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Home at 375 px: everything fits, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openHome(page, 'verified@demo.test');
  await expect(tile(page, 'Main Wallet USDC').getByText('12,500.750000 USDC')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent Transactions' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // At the foot of the Yield tile, below the wallets: scrolled to, it is wholly on screen.
  const earn = tile(page, 'Yield Wallet').getByRole('button', { name: 'Earn' });
  await earn.scrollIntoViewIfNeeded();
  await expect(earn).toBeInViewport({ ratio: 1 });
});
