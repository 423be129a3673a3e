import type { Page } from '@playwright/test';
import { api, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';
import { h1 } from './journeys';

/** Card level, funded, never had a card. */
const APPLICANT = 'apply@demo.test';
/** Card level with an active virtual card 4242, 845.50 on the card. */
const CARDHOLDER = 'cards@demo.test';
/** The demo's one valid partner code (mocks/src/triggers.ts). */
const PARTNER_CODE = 'PARTNER3';

/**
 * A backend that leaves out the optional `total_cards` of card/balance (spec 2 section 3: another
 * reading has it, this one not): the demo answers in the page, through the `fetch` it installs,
 * so the answer is rewritten around whatever `fetch` the page sets.
 */
async function withoutTotalCards(page: Page) {
  await page.addInitScript(() => {
    let inner = window.fetch;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      set(next: typeof fetch) {
        inner = next;
      },
      get() {
        return async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await inner(input, init);
          const url = input instanceof Request ? input.url : String(input);
          if (!new URL(url, location.href).pathname.endsWith('/api/v1/card/balance'))
            return response;
          const body = (await response.json()) as { data: Record<string, unknown> };
          delete body.data.total_cards;
          return new Response(JSON.stringify(body), {
            status: response.status,
            headers: response.headers,
          });
        };
      },
    });
  });
}

test('a cardholder: Card Wallet on the dashboard without total_cards; /card/apply typed goes to /card', async ({
  page,
}) => {
  await withoutTotalCards(page);
  await signIn(page, CARDHOLDER);
  await page.goto('/dashboard');
  const wallet = page.getByRole('region', { name: 'Card Wallet' });
  await expect(wallet).toBeVisible({ timeout: 15_000 });
  await expect(wallet.getByText('845.50 USD')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get Your Card' })).toHaveCount(0);
  const answer = await page.evaluate(async () => {
    const res = await fetch('/api/v1/card/balance', {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('access_token')}` },
    });
    return (await res.json()) as { data: Record<string, unknown> };
  });
  expect(answer.data).not.toHaveProperty('total_cards');

  // Typed: a customer with a card does not apply again (spec 2: Apply New Card is disabled).
  await page.goto('/card/apply');
  await expect(page).toHaveURL('/card');
  await expect(h1(page)).toHaveText('My Cards');
  await expect(page.getByRole('button', { name: 'Apply New Card' })).toBeDisabled();
});

test('card top-up: leaving the review asks (Not Now keeps it), a reload keeps the review, OK cancels', async ({
  page,
}) => {
  test.slow();
  await signIn(page, CARDHOLDER);
  const topups = postsTo(page, 'card/topup');
  await page.goto('/card');
  await page.getByRole('link', { name: 'Top Up' }).click();
  await expect(page).toHaveURL('/card/topup');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('120.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Details');
  await expect(page.getByTestId('review-amount')).toHaveText('120.50 USD');

  // A link of the shell asks (the browser's Back, a step of the flow, does not: back.spec.ts).
  const leave = page.getByRole('alertdialog', { name: 'Confirm Transaction Cancellation?' });
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(leave).toContainText(
    'This transaction has not been processed and will be canceled.',
  );
  await leave.getByRole('button', { name: 'Not Now' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL('/card/topup');
  await expect(page.getByTestId('review-amount')).toHaveText('120.50 USD');

  await page.reload();
  await expect(h1(page)).toHaveText('Review Details');
  await expect(page.getByTestId('review-amount')).toHaveText('120.50 USD', { timeout: 15_000 });
  // The header's Back is a step of the flow: the amount as typed.
  await page.getByRole('button', { name: 'Back to Top Up' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('120.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Details');

  await page.getByRole('link', { name: 'Home' }).first().click();
  await leave.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/dashboard');
  // Cancelled: Back returns to the flow's last step, which starts empty; so does a new top-up.
  await page.goBack();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  await page.goto('/card');
  await page.getByRole('link', { name: 'Top Up' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  expect(topups).toHaveLength(0);
});

test('the application review survives a reload; leaving it asks; a new visit starts afresh', async ({
  page,
}) => {
  await signIn(page, APPLICANT);
  const creates = postsTo(page, 'card/create');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Apply Card' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('radio', { name: 'APPLY AIDEN' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Your Application');

  await page.reload();
  await expect(h1(page)).toHaveText('Review Your Application');
  await expect(page.getByTestId('review-name')).toHaveText('APPLY AIDEN');
  await page.getByRole('button', { name: 'Back to Personalize Your Card' }).click();
  await expect(page.getByRole('radio', { name: 'APPLY AIDEN' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('link', { name: 'Home' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Cancel Card Application?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: 'Apply Card' }).click();
  await expect(h1(page)).toHaveText('Choose Your Card');
  expect(creates).toHaveLength(0);
});

test('Verified Plus on /card: a message for their level, not "Upgrade to Verified Plus"', async ({
  page,
}) => {
  await signIn(page, 'plus@demo.test');
  await page.goto('/card');
  const gate = page.getByRole('alertdialog');
  await expect(gate).toBeVisible();
  await expect(gate).not.toContainText('Upgrade to Verified Plus');
  await expect(gate).toContainText('You are Verified Plus');
  await gate.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test("tier 3 with the partner code: the code is sent, the fee is the tier's, Enter in Post Code and Address does not submit", async ({
  page,
}) => {
  await signIn(page, APPLICANT);
  const creates = postsTo(page, 'card/create');
  await page.goto('/card/apply');
  await page.getByRole('textbox', { name: /^Partner Code/ }).fill(PARTNER_CODE);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(h1(page)).toHaveText('Apply Summary');
  await expect(page.getByTestId('application-fee')).toHaveText('0 USDC');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('radio', { name: 'APPLY AIDEN' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(h1(page)).toHaveText('Delivery Address');
  for (const field of ['Post Code', 'Address']) {
    await page.getByRole('textbox', { name: new RegExp(`^${field}`) }).press('Enter');
    await expect(h1(page)).toHaveText('Delivery Address');
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Your Application');
  await page.getByRole('checkbox', { name: /Terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(h1(page)).toHaveText('Your Card Application Is Submitted!');
  expect(creates).toHaveLength(1);
  // The console line hides the code's value (startDemo.ts); the backend accepted it.
  expect(JSON.parse(creates[0]!)).toMatchObject({ card_tier_id: 3, partner_code: '…' });
});

test('the demo backend refuses tier 3 without a valid partner code', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors.push('api/v1/card/create');
  await signIn(page, APPLICANT);
  const body = { card_tier_id: 3, name_on_card: 'APPLY AIDEN', accept_tnc: true };
  const none = await api<unknown>(page, 'card/create', body);
  expect(none.status).toBe(400);
  expect(none.body).toMatchObject({ error_id: 'invalid_partner_code' });
  const wrong = await api(page, 'card/create', { ...body, partner_code: 'NOPE' });
  expect(wrong.status).toBe(400);
  const cards = await api<{ cards: unknown[] }>(page, 'card');
  expect(cards.body.data!.cards).toHaveLength(0);
});

test('a top-up made at its typed address: a reload keeps Top-Up Successful, typing /card/topup again starts a new one', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  const topups = postsTo(page, 'card/topup');
  await page.goto('/card/topup');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(h1(page)).toHaveText('Review Details');
  await page.getByRole('checkbox', { name: /Terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(h1(page)).toHaveText('Top-Up Successful');
  await page.reload();
  await expect(h1(page)).toHaveText('Top-Up Successful');

  await page.goto('/dashboard');
  await page.goto('/card/topup');
  await expect(h1(page)).toHaveText('Top Up');
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  expect(topups).toHaveLength(1);
});

test('card/topup fails without an answer ("Failed to fetch"): Not confirmed, check the balance; never sent again', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors.push('Failed to fetch');
  // From the next load on, the page's card/topup fails before it reaches the backend.
  await page.addInitScript(() => {
    let current = window.fetch;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      get: () => current,
      set(next: typeof fetch) {
        current = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.endsWith('/api/v1/card/topup'))
            return Promise.reject(new TypeError('Failed to fetch'));
          return next(input, init);
        };
      },
    });
  });
  await signIn(page, CARDHOLDER);
  const topups = postsTo(page, 'card/topup');
  await page.goto('/card');
  await page.getByRole('link', { name: 'Top Up' }).click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /Terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(h1(page)).toHaveText('Not confirmed');
  await expect(page.getByText(/could not confirm whether this top-up went through/)).toBeVisible();
  await expect(page.getByText(/already submitted/i)).toHaveCount(0);
  // A reload says the same, and offers no Confirm.
  await page.reload();
  await expect(h1(page)).toHaveText('Not confirmed');
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back To Card' }).click();
  await expect(page).toHaveURL('/card');
  await expect(page.getByTestId('card-balance')).toHaveText('845.50 USD');
  expect(topups).toHaveLength(0);
});
