import type { Page } from '@playwright/test';
import { api, duplicateTab, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';
import { h1 } from './journeys';

/** Card level, funded, never had a card. */
const APPLICANT = 'apply@demo.test';
/** Card level, no card, 3 USDC: below the 4.75 USDC fee. */
const LOW_FUNDS = 'lowfunds@demo.test';
/** Card level with an active virtual card 4242, 845.50 on the card. */
const CARDHOLDER = 'cards@demo.test';

test('no card: /card lands on Apply; a virtual card through every page, in progress, then active', async ({
  page,
}) => {
  await signIn(page, APPLICANT);
  const creates = postsTo(page, 'card/create');
  await page.goto('/card');
  await expect(page).toHaveURL('/card/apply');
  await expect(h1(page)).toHaveText('Choose Your Card');
  await expect(page.getByRole('radio', { name: /Virtual Card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Apply' }).click();

  await expect(h1(page)).toHaveText('Apply Summary');
  await expect(page.getByTestId('application-fee')).toHaveText('4.75 USDC');
  await page.getByRole('button', { name: 'Apply' }).click();

  await expect(h1(page)).toHaveText('Personalize Your Card');
  await page.getByRole('radio', { name: 'APPLY AIDEN' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(h1(page)).toHaveText('Review Your Application');
  await expect(page.getByTestId('review-name')).toHaveText('APPLY AIDEN');
  await page.getByRole('checkbox', { name: /Terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Apply' }).dblclick();
  await expect(h1(page)).toHaveText('Your Card Application Is Submitted!');
  expect(creates).toHaveLength(1);
  expect(JSON.parse(creates[0]!)).toEqual({
    card_tier_id: 1,
    name_on_card: 'APPLY AIDEN',
    accept_tnc: true,
  });

  await page.getByRole('link', { name: 'Back To Card' }).click();
  await expect(page).toHaveURL('/card');
  await expect(page.getByText('Your card is being prepared')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply New Card' })).toBeDisabled();
  // The issuer finishes after a few reads of the card list (docs/demo-mode.md).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: /Virtual card.*APPLY AIDEN/ })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Your card is being prepared')).toBeHidden();
});

test('top up 100 with a double click on Confirm: one card/topup, both balances change', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  const topups = postsTo(page, 'card/topup');
  await page.goto('/card');
  await expect(page.getByTestId('card-balance')).toHaveText('845.50 USD');
  await page.getByRole('link', { name: 'Top Up' }).click();
  await expect(page).toHaveURL('/card/topup');
  await expect(page.getByTestId('main-balance')).toHaveText('12,500.75 USD');
  await page
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: '100' })
    .click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(h1(page)).toHaveText('Review Details');
  await expect(page.getByTestId('review-amount')).toHaveText('100.00 USD');
  await page.getByRole('checkbox', { name: /Terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(h1(page)).toHaveText('Top-Up Successful');
  await expect(page.getByTestId('txn-id')).toHaveText(/^TOP/);
  expect(topups).toHaveLength(1);
  expect(JSON.parse(topups[0]!)).toEqual({ amount: '100', accept_tnc: true });

  const balance = await api<{ card_wallet_balance: string; main_wallet_balance: string }>(
    page,
    'card/balance',
  );
  expect(balance.body.data).toMatchObject({
    card_wallet_balance: '945.5',
    main_wallet_balance: '12400.75',
  });
  await page.getByRole('link', { name: 'Back To Card' }).click();
  await expect(page.getByTestId('card-balance')).toHaveText('945.50 USD');
});

test('below the fee: the summary says so and Apply stays disabled', async ({ page }) => {
  await signIn(page, LOW_FUNDS);
  await page.goto('/card/apply');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(h1(page)).toHaveText('Apply Summary');
  await expect(
    page.getByText('Please ensure you have enough balance to purchase required VEF'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
});

/** The slot-full dialog's OK: on to /card, which sends a user without a card back to Apply;
 * then one Back leaves the application for the dashboard it was opened from. */
async function okLeavesInOneBack(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: 'Exclusive Slots Now Full' });
  await expect(dialog).toBeVisible();
  // The dialog is over /card/apply already: Back waits until OK has been through /card (on a
  // loaded machine it went Back first, and OK's navigation landed after it).
  const throughCard = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && new URL(frame.url()).pathname === '/card',
  });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await throughCard;
  await expect(page).toHaveURL('/card/apply');
  await expect(h1(page)).toHaveText('Choose Your Card');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('link', { name: 'Apply Card' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('early-bird slots full: the dialog, OK goes to /card (and on to Apply, no card yet); one Back leaves', async ({
  page,
}) => {
  await signIn(page, APPLICANT);
  expect((await api(page, 'demo/slots-full', { full: true })).status).toBe(200);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Apply Card' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await okLeavesInOneBack(page);
});

test('slots fill up during the application: card/create is refused, OK leaves, one Back leaves /card/apply', async ({
  page,
  allowConsoleErrors,
}) => {
  // The refusal is a 400, which the browser logs.
  allowConsoleErrors.push('api/v1/card/create');
  await signIn(page, APPLICANT);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Apply Card' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('radio', { name: 'APPLY AIDEN' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Your Application');
  expect((await api(page, 'demo/slots-full', { full: true })).status).toBe(200);
  await page.getByRole('checkbox', { name: /Terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Apply' }).click();

  await okLeavesInOneBack(page);
});

test('leaving on page 3 asks first: Not Now stays, OK leaves', async ({ page }) => {
  await signIn(page, APPLICANT);
  await page.goto('/dashboard');
  await page.goto('/card/apply');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(h1(page)).toHaveText('Personalize Your Card');

  await page.getByRole('link', { name: 'Home' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Card Application?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Not Now' }).click();
  await expect(h1(page)).toHaveText('Personalize Your Card');
  await expect(page).toHaveURL('/card/apply');

  // (The browser's Back is a step of the flow, to page 2: back.spec.ts.)
  await page.getByRole('link', { name: 'Home' }).first().click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('back on the first page, browser Back leaves at once (no question, no second press)', async ({
  page,
}) => {
  await signIn(page, APPLICANT);
  await page.goto('/dashboard');
  await page.goto('/card/apply');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(h1(page)).toHaveText('Apply Summary');
  await page.getByRole('button', { name: 'Back to Choose Your Card' }).click();
  await expect(h1(page)).toHaveText('Choose Your Card');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('verified, below Verified Plus: Cards asks to Upgrade to Verified Plus', async ({ page }) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/card/apply');
  await expect(page.getByRole('alertdialog', { name: 'Upgrade to Verified Plus' })).toBeVisible();
});

/** Through Apply's pages to the review, terms ticked (the applicant's virtual card). */
async function toApplyReview(page: Page) {
  await page.goto('/card/apply');
  await expect(h1(page)).toHaveText('Choose Your Card');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(h1(page)).toHaveText('Apply Summary');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('radio', { name: 'APPLY AIDEN' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Your Application');
  await page.getByRole('checkbox', { name: /Terms/ }).check({ force: true });
}

test('applying in two tabs: one card, one fee; the second Apply is refused, says so and goes to /card', async ({
  page,
  allowConsoleErrors,
}) => {
  test.slow();
  // The refusal is a 400, which the browser logs.
  allowConsoleErrors.push('api/v1/card/create');
  await signIn(page, APPLICANT);
  await page.goto('/dashboard');
  // The demo backend answers in the page once the app has started.
  await expect(h1(page)).toHaveText('Home');
  const mainBalance = async () =>
    Number(
      (await api<{ main_wallet_balance: string }>(page, 'card/balance')).body.data!
        .main_wallet_balance,
    );
  const before = await mainBalance();
  // Same session, each tab with a review of its own (each walks the pages).
  const other = await duplicateTab(page);
  const creates = [page, other].map((tab) => postsTo(tab, 'card/create'));
  await toApplyReview(page);
  await toApplyReview(other);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(h1(page)).toHaveText('Your Card Application Is Submitted!');
  await other.getByRole('button', { name: 'Apply' }).click();
  const dialog = other.getByRole('alertdialog', { name: 'You Already Have A Card' });
  await expect(dialog).toContainText('nothing was charged');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(other).toHaveURL('/card');
  await expect(other.getByText('Your card is being prepared')).toBeVisible();

  // Two calls, one card, one fee of 4.75 USDC.
  expect(creates.flat()).toHaveLength(2);
  const cards = await api<{ cards: unknown[] }>(page, 'card');
  expect(cards.body.data!.cards).toHaveLength(1);
  expect(Math.round((before - (await mainBalance())) * 100)).toBe(475);
});
