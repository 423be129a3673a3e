import type { Page } from '@playwright/test';
import { openApp, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';
import { ADDRESS, h1, reviewWithdrawal } from './journeys';

// Issue 40 item 1: the browser's Back steps back within a flow, with what was entered kept; the
// cancel question comes only when Back (or a link) would leave the flow (docs/flows.md).

/** Card level with an active virtual card 4242. */
const CARDHOLDER = 'cards@demo.test';
/** Card level, funded, never had a card. */
const APPLICANT = 'apply@demo.test';
/** The demo's one valid partner code (mocks/src/triggers.ts): tier 3, with a delivery address. */
const PARTNER_CODE = 'PARTNER3';

const anyQuestion = (page: Page) => page.getByRole('alertdialog');
const amount = (page: Page) => page.getByRole('textbox', { name: /^Amount/ });

/** From /card to the top-up's Review Details for 120.5 USD. */
async function reviewTopUp(page: Page) {
  await page.goto('/card');
  await page.getByRole('link', { name: 'Top Up' }).click();
  await amount(page).fill('120.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Details');
}

test('withdraw review: Back returns to /withdraw with the amount and recipient, no question; Forward returns to the review', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  const confirms = postsTo(page, 'send/confirm');
  await reviewWithdrawal(page, '100');

  await page.goBack();
  await expect(page).toHaveURL('/withdraw');
  await expect(amount(page)).toHaveValue('100');
  await expect(page.getByRole('textbox', { name: /^Recipient name/ })).toHaveValue(
    'Savings Account',
  );
  await expect(page.getByRole('textbox', { name: /^Recipient wallet address/ })).toHaveValue(
    ADDRESS,
  );
  await expect(anyQuestion(page)).toHaveCount(0);

  // Nothing changed: Forward is the same review.
  await page.goForward();
  await expect(page).toHaveURL('/withdraw/review');
  await expect(page.getByTestId('review-address')).toContainText(ADDRESS);
  await expect(anyQuestion(page)).toHaveCount(0);

  // Changed on the form: that review no longer stands, so Forward lands on the form.
  await page.goBack();
  await amount(page).fill('50');
  await page.goForward();
  await expect(page).toHaveURL('/withdraw');
  await expect(amount(page)).toHaveValue('50');
  expect(confirms).toHaveLength(0);
});

test('withdraw review opened after another page: Back would leave the flow, so it asks; OK leaves', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  await reviewWithdrawal(page, '100');
  // The reviewed draft is kept for the tab; the review is opened again from elsewhere.
  await page.goto('/dashboard');
  await page.goto('/withdraw/review');
  await expect(page.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();

  await page.goBack();
  const leave = page.getByRole('alertdialog', { name: 'Confirm Transaction Cancellation?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('card top-up review: Back returns to the amount as typed, no question; Forward to the review; a reload keeps both', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  const topups = postsTo(page, 'card/topup');
  await reviewTopUp(page);

  await page.goBack();
  await expect(h1(page)).toHaveText('Top Up');
  await expect(page).toHaveURL('/card/topup');
  await expect(amount(page)).toHaveValue('120.5');
  await expect(anyQuestion(page)).toHaveCount(0);

  await page.goForward();
  await expect(h1(page)).toHaveText('Review Details');
  await expect(page.getByTestId('review-amount')).toHaveText('120.50 USD');

  // The amount step holds nothing to cancel: Back leaves the flow at once; Forward returns to it.
  await page.goBack();
  await expect(h1(page)).toHaveText('Top Up');
  await page.goBack();
  await expect(page).toHaveURL('/card');
  await expect(anyQuestion(page)).toHaveCount(0);
  await page.goForward();
  await expect(amount(page)).toHaveValue('120.5');
  await page.goForward();
  await expect(page.getByTestId('review-amount')).toHaveText('120.50 USD');

  // A reload on the review, then Back: the amount step (loaded again), the amount kept.
  await page.reload();
  await expect(page.getByTestId('review-amount')).toHaveText('120.50 USD', { timeout: 15_000 });
  await page.goBack();
  await expect(h1(page)).toHaveText('Top Up');
  await expect(amount(page)).toHaveValue('120.5');
  await expect(anyQuestion(page)).toHaveCount(0);

  // Another amount: Forward lands on the amount step, never on the review of 120.50.
  await amount(page).fill('130');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('draft:card-topup')))
    .toContain('"amount":"130"');
  await page.goForward();
  await expect(page).toHaveURL('/card/topup');
  await expect(h1(page)).toHaveText('Top Up');
  await expect(amount(page)).toHaveValue('130');
  expect(topups).toHaveLength(0);
});

test('card top-up: leaving the flow from the review still asks, by a link', async ({ page }) => {
  await signIn(page, CARDHOLDER);
  await reviewTopUp(page);
  await page.goBack();
  await page.goForward();
  await expect(h1(page)).toHaveText('Review Details');

  await page.getByRole('link', { name: 'Home' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Confirm Transaction Cancellation?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Not Now' }).click();
  await expect(page.getByTestId('review-amount')).toHaveText('120.50 USD');
});

test('card application: Back from each page returns to the page before with its answers, no question; Forward again', async ({
  page,
}) => {
  await signIn(page, APPLICANT);
  const creates = postsTo(page, 'card/create');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Apply Card' }).click();
  await page.getByRole('textbox', { name: /^Partner Code/ }).fill(PARTNER_CODE);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(h1(page)).toHaveText('Apply Summary');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('radio', { name: 'APPLY AIDEN' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Delivery Address');
  await page.getByRole('textbox', { name: /^City/ }).fill('Shah Alam');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Your Application');

  await page.goBack();
  await expect(h1(page)).toHaveText('Delivery Address');
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Shah Alam');
  await page.goBack();
  await expect(h1(page)).toHaveText('Personalize Your Card');
  await expect(page.getByRole('radio', { name: 'APPLY AIDEN' })).toBeChecked();
  await page.goBack();
  await expect(h1(page)).toHaveText('Apply Summary');
  await page.goBack();
  await expect(h1(page)).toHaveText('Choose Your Card');
  await expect(page.getByRole('textbox', { name: /^Partner Code/ })).toHaveValue(PARTNER_CODE);
  await expect(anyQuestion(page)).toHaveCount(0);
  await expect(page).toHaveURL('/card/apply');

  for (const title of ['Apply Summary', 'Personalize Your Card', 'Delivery Address']) {
    await page.goForward();
    await expect(h1(page)).toHaveText(title);
  }
  await page.goForward();
  await expect(h1(page)).toHaveText('Review Your Application');
  await expect(page.getByTestId('review-name')).toHaveText('APPLY AIDEN');
  await expect(page.getByText(/Shah Alam/)).toBeVisible();

  // Leaving the flow from page 5 still asks.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('alertdialog', { name: 'Cancel Card Application?' })).toBeVisible();
  expect(creates).toHaveLength(0);
});

test('card replacements: Back from the review returns to the step before, the address kept', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  // The virtual card: the tier information, then the review.
  await page.goto('/card');
  await page.getByTestId('card-4242').getByRole('link').first().click();
  await page
    .getByRole('region', { name: 'Card Settings' })
    .getByRole('link', { name: 'Regenerate Number' })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review Card Replacement' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Replace Virtual Card' })).toBeVisible();
  await expect(page).toHaveURL('/card/setting/replace-virtual');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Review Card Replacement' })).toBeVisible();

  // The physical card: the explanation, the delivery address, the review.
  await page.goto('/card');
  await page.getByTestId('card-1881').getByRole('link').first().click();
  await page
    .getByRole('region', { name: 'Card Settings' })
    .getByRole('link', { name: 'Terminate Card' })
    .click();
  await page.getByRole('link', { name: 'Replace Card' }).click();
  await page.getByRole('button', { name: 'Replace Card' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeVisible();
  await page.getByRole('textbox', { name: /City/ }).fill('Shah Alam');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/47400 Shah Alam/)).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /City/ })).toHaveValue('Shah Alam');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Replace Card' })).toBeVisible();
  await expect(page).toHaveURL('/card/setting/replace-physical');
  await page.goForward();
  await page.goForward();
  await expect(page.getByText(/47400 Shah Alam/)).toBeVisible();
  await expect(anyQuestion(page)).toHaveCount(0);
});

test('sign-up: Back from step 2 returns to step 1 with what was entered; Forward to step 2 as left', async ({
  page,
}) => {
  await openApp(page, '/signup');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('back@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Back1234!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Back1234!');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL('/signup/next');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Back Step');

  await page.goBack();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue('back@demo.test');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Back1234!');
  await expect(anyQuestion(page)).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Back Step');
});
