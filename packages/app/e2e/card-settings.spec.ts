import type { Page } from '@playwright/test';
import { api, loseFirstAnswer, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';

/** The cardholder persona: virtual card 4242 (active), physical 1881 (frozen), 0007 terminated. */
const CARDHOLDER = 'cards@demo.test';

const settings = (page: Page) => page.getByRole('region', { name: 'Card Settings' });

/** From /card, the settings of the card ending in `lastFour` (through its tile). */
async function openSettings(page: Page, lastFour: string) {
  await page.goto('/card');
  const tile = page.getByTestId(`card-${lastFour}`);
  await tile.getByRole('link').first().click();
  await expect(page).toHaveURL('/card/setting');
  await expect(page.getByRole('heading', { name: 'Manage Your Card' })).toBeVisible();
  await expect(page.getByText(`Card ending in ${lastFour}`, { exact: true })).toBeAttached();
}

test('freeze a card: its tile is blurred on /card and its purchase switches are disabled; unfreeze', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  await openSettings(page, '1881');
  const freeze = settings(page).getByRole('switch', { name: 'Freeze Card' });
  const online = settings(page).getByRole('switch', { name: 'Online Transaction' });
  await expect(freeze).toBeChecked();
  await expect(online).toBeDisabled();

  // Unfreeze by keyboard: the purchase switches come back.
  await freeze.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('alertdialog', { name: /Action Successful/ })).toContainText(
    'Card ending in 1881 has been updated.',
  );
  await expect(online).toBeEnabled();
  await page.goto('/card');
  await expect(page.getByTestId('card-1881').getByText('Card is frozen')).toHaveCount(0);

  // Freeze again, from the tile's settings.
  await openSettings(page, '1881');
  // The switch's label is what a pointer presses (the input itself is visually hidden).
  await settings(page).getByText('Freeze Card').click();
  await expect(settings(page).getByRole('switch', { name: 'In-Store Purchase' })).toBeDisabled();
  await page.goto('/card');
  await expect(page.getByTestId('card-1881').getByText('Card is frozen')).toBeVisible();
});

test('a failing save (the demo switch): the failure toast, and the switch goes back', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the 500 it was asked for.
  allowConsoleErrors.push('500');
  await signIn(page, CARDHOLDER);
  expect(
    (await api(page, 'demo/failing', { call: 'POST card/:id/permission', failing: true })).status,
  ).toBe(200);
  await openSettings(page, '4242');
  const freeze = settings(page).getByRole('switch', { name: 'Freeze Card' });
  await settings(page).getByText('Freeze Card').click();
  await expect(page.getByRole('alertdialog', { name: /Action Unsuccessful/ })).toContainText(
    'Card ending in 4242 failed to update.',
  );
  await expect(freeze).not.toBeChecked();
  const cards = await api<{ cards: { card_id: string; status: string }[] }>(page, 'card');
  expect(cards.body.data!.cards.find((c) => c.card_id === 'c1')!.status).toBe('active');
});

test('reveal card details in the demo widget; they hide on Hide, when the page is hidden and after 60 s', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, CARDHOLDER);
  await openSettings(page, '4242');
  const reveal = settings(page).getByRole('button', { name: 'Reveal Card Details' });
  const frame = page.frameLocator('iframe[title="Card details"]');

  await reveal.click();
  await expect(frame.getByText('4000 1234 5678 4242')).toBeVisible();
  await expect(frame.getByText('123', { exact: true })).toBeVisible();
  await settings(page).getByRole('button', { name: 'Hide Card Details' }).click();
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);

  // The page is hidden (another tab, the phone locked): the details go.
  await reveal.click();
  await expect(frame.getByText('4000 1234 5678 4242')).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);

  // Left on screen: 60 seconds, then hidden. The clock stops once they show: on a loaded
  // machine the widget's own load can take seconds of the 60.
  await reveal.click();
  await expect(frame.getByText('4000 1234 5678 4242')).toBeVisible();
  // Just ahead of the page's clock, retried: on a loaded machine that moment can pass before
  // the pause arrives ("Cannot fast-forward to the past").
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  }).toPass();
  await page.clock.runFor('00:57');
  await expect(frame.getByText('4000 1234 5678 4242')).toBeVisible();
  await page.clock.runFor('00:04');
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
  await expect(page.getByText('Card details hidden after 60 seconds.')).toBeVisible();
});

test('terminate with a reason: Card Terminated, and the card leaves /card', async ({ page }) => {
  await signIn(page, CARDHOLDER);
  const terminates = postsTo(page, 'card/terminate');
  await openSettings(page, '4242');
  await settings(page).getByRole('link', { name: 'Terminate Card' }).click();
  await expect(page).toHaveURL('/card/setting/terminate');
  await page.getByRole('button', { name: 'Terminate', exact: true }).click();
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill('Lost my phone');
  // A reload keeps the step and the reason.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue(
    'Lost my phone',
  );
  await page.getByText(/cannot be used or restored/).click();
  await page.getByRole('button', { name: 'Terminate Card' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Card Terminated' })).toBeVisible();
  expect(terminates.map((body) => JSON.parse(body))).toEqual([
    { card_id: 'c1', reason: 'Lost my phone', accept_tnc: true },
  ]);
  await page.getByRole('link', { name: 'Back To Card' }).click();
  await expect(page).toHaveURL('/card');
  await expect(page.getByTestId('card-1881')).toBeVisible();
  await expect(page.getByTestId('card-4242')).toHaveCount(0);
});

test('replace the virtual card: submitted, and /card shows the new card in its place', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  await openSettings(page, '4242');
  await settings(page).getByRole('link', { name: 'Regenerate Number' }).click();
  await expect(page.getByRole('heading', { name: 'Replace Virtual Card' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review Card Replacement' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.getByText(/accept the Terms/).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your Card Replacement Application Is Submitted!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back To Card' }).click();
  await expect(page).toHaveURL('/card');
  await expect(page.getByTestId('card-1881')).toBeVisible();
  await expect(page.getByTestId('card-4242')).toHaveCount(0);
  await expect(page.locator('li[data-testid^="card-"]')).toHaveCount(2);
});

test('replace the physical card through the address step: the real call once, tier 2’s fee leaves the main wallet, and the new card shows as being prepared', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  const replacements = postsTo(page, 'card/replace-physical');
  const before = await mainWallet(page);
  await openSettings(page, '1881');
  await settings(page).getByRole('link', { name: 'Terminate Card' }).click();
  await page.getByRole('link', { name: 'Replace Card' }).click();
  await expect(page).toHaveURL('/card/setting/replace-physical');
  // The tier's fee, not the spec's "X USDC" placeholder.
  await expect(page.getByRole('listitem').filter({ hasText: 'charged' })).toHaveText(
    'You apply for a new card, charged 4.75 USDC.',
  );
  await page.getByRole('button', { name: 'Replace Card' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeVisible();
  const city = page.getByRole('textbox', { name: /City/ });
  await expect(city).toHaveValue('Petaling Jaya');
  await city.fill('');
  await city.blur();
  await expect(page.getByText('Please enter your city')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await city.fill('Shah Alam');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review', exact: true })).toBeVisible();
  await expect(page.getByText(/47400 Shah Alam/)).toBeVisible();
  await expect(page.getByText('+60 123456789')).toBeVisible();
  await page.getByText(/stake them for 12 months/).click();
  await page.getByRole('button', { name: 'Apply' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Card Replacement Successful!' })).toBeVisible();
  await expect(
    page.getByText('Your physical card will arrive within 14 business days.', { exact: false }),
  ).toBeVisible();
  expect(replacements.map((body) => JSON.parse(body))).toEqual([
    {
      card_id: 'c2',
      country: 'Malaysia',
      state: 'Selangor',
      city: 'Shah Alam',
      // The console line hides fields named like a code (startDemo.ts); the body has the values.
      post_code: '…',
      address: '12 Jalan SS2/24',
      phone_number: '123456789',
      mobile_code: '…',
      accept_tnc: true,
    },
  ]);
  // Tier 2's fee left the main wallet, once.
  expect(micro(before) - micro(await mainWallet(page))).toBe(micro('4.75'));

  await page.getByRole('link', { name: 'View Card' }).click();
  await expect(page).toHaveURL('/card');
  const fresh = (await serverCards(page)).find(
    (c) => c.type === 'physical' && c.last_four_digits !== '1881',
  )!;
  expect(fresh.status).toBe('processing');
  await expect(
    page.getByTestId(`card-${fresh.last_four_digits}`).getByText('Your card is being prepared'),
  ).toBeVisible();
  await expect(page.getByTestId('card-1881')).toHaveCount(0);
  await expect(page.getByTestId('card-4242')).toBeVisible();
});

test('a stale card id in session storage: the settings show the first card, never a blank page', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  // The terminated card, then one that never existed.
  for (const cardId of ['c3', 'no-such-card']) {
    await page.evaluate(
      (id) => sessionStorage.setItem('draft:selected-card', JSON.stringify({ cardId: id })),
      cardId,
    );
    await page.goto('/card/setting/anything');
    await expect(page.getByRole('heading', { name: 'Manage Your Card' })).toBeVisible();
    await expect(page.getByText('Card ending in 4242', { exact: true })).toBeAttached();
  }
  // A virtual card opening the PIN route gets the menu.
  await page.goto('/card/setting/reset-pin');
  await expect(page.getByRole('heading', { name: 'Manage Your Card' })).toBeVisible();
});

/** A plain decimal (USDC, at most 6 decimals) in millionths, exactly: no float arithmetic. */
const micro = (value: string) => {
  const [whole = '', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(6, '0'));
};

/** The main wallet's USDC as the demo backend has it now. */
async function mainWallet(page: Page) {
  const balance = await api<{ main_wallet_balance: string }>(page, 'card/balance');
  return balance.body.data!.main_wallet_balance;
}

/** The cardholder's cards as the demo backend has them now. */
async function serverCards(page: Page) {
  const cards = await api<{
    cards: { card_id: string; status: string; type: string; last_four_digits: string }[];
  }>(page, 'card');
  return cards.body.data!.cards;
}

test('replace the virtual card, then Manage on the new card opens the new card’s own settings', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  await openSettings(page, '4242');
  await settings(page).getByRole('link', { name: 'Regenerate Number' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/accept the Terms/).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your Card Replacement Application Is Submitted!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back To Card' }).click();
  await expect(page).toHaveURL('/card');

  // Every card the backend ever issued has its own id.
  const cards = await serverCards(page);
  expect(new Set(cards.map((c) => c.card_id)).size).toBe(cards.length);
  const fresh = cards.find(
    (c) => c.type === 'virtual' && c.status === 'active' && c.last_four_digits !== '4242',
  )!;
  expect(fresh).toBeDefined();

  // Manage on the new card's tile: its own settings (a virtual card), never the frozen 1881.
  await page.getByTestId(`card-${fresh.last_four_digits}`).getByRole('link').first().click();
  await expect(page).toHaveURL('/card/setting');
  await expect(
    page.getByText(`Card ending in ${fresh.last_four_digits}`, { exact: true }),
  ).toBeAttached();
  await expect(settings(page).getByRole('link', { name: 'Regenerate Number' })).toBeVisible();
  await expect(settings(page).getByRole('link', { name: 'Reset PIN' })).toHaveCount(0);
  await expect(page.getByText('Card ending in 1881', { exact: true })).toHaveCount(0);
  // And a reload stays on it.
  await page.reload();
  await expect(
    page.getByText(`Card ending in ${fresh.last_four_digits}`, { exact: true }),
  ).toBeAttached();
});

test('terminate, then Back: the terminated card’s settings are gone (Back, typed URL) and the backend refuses it', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the refusals asked for at the end.
  allowConsoleErrors.push('404');
  await signIn(page, CARDHOLDER);
  const terminates = postsTo(page, 'card/terminate');
  await openSettings(page, '4242');
  await settings(page).getByRole('link', { name: 'Terminate Card' }).click();
  await page.getByRole('button', { name: 'Terminate', exact: true }).click();
  await page.getByText(/cannot be used or restored/).click();
  await page.getByRole('button', { name: 'Terminate Card' }).click();
  await expect(page.getByRole('heading', { name: 'Card Terminated' })).toBeVisible();

  // Back: /card, without the terminated card; never its settings.
  await page.goBack();
  await expect(page).toHaveURL('/card');
  await expect(page.getByTestId('card-1881')).toBeVisible();
  await expect(page.getByTestId('card-4242')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Manage Your Card' })).toHaveCount(0);

  // Typed URLs with the terminated card's id stored: another card's screens, never 4242's.
  const terminated = (await serverCards(page)).find((c) => c.last_four_digits === '4242')!;
  expect(terminated.status).toBe('terminated');
  for (const path of ['/card/setting', '/card/setting/terminate']) {
    await page.evaluate(
      (id) => sessionStorage.setItem('draft:selected-card', JSON.stringify({ cardId: id })),
      terminated.card_id,
    );
    await page.goto(path);
    await expect(page.getByText(/ending in 1881/).first()).toBeAttached();
    await expect(page.getByText(/ending in 4242/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Card Terminated' })).toHaveCount(0);
  }
  expect(terminates).toHaveLength(1);

  // The backend refuses every action on it.
  const id = terminated.card_id;
  const refused = [
    await api(page, 'card/terminate', { card_id: id, accept_tnc: true }),
    await api(page, `card/${id}/permission`, { freeze_card: true }),
    await api(page, `card/${id}/sensitive-info`),
    await api(page, 'card/replace', { card_id: id, accept_tnc: true }),
  ];
  expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404]);
});

test('reset PIN: Save waits for 4-digit PINs and a matching confirmation, changes the PIN with one call, then the old PIN is refused', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  await openSettings(page, '1881');
  await settings(page).getByRole('link', { name: 'Reset PIN' }).click();
  await expect(page).toHaveURL('/card/setting/reset-pin');
  const save = page.getByRole('button', { name: 'Save' });
  const current = page.getByRole('textbox', { name: 'Current PIN' });
  const next = page.getByRole('textbox', { name: 'New PIN', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm New PIN' });

  // Mismatched new PINs.
  await current.fill('1234');
  await next.fill('5678');
  await confirm.fill('9999');
  await confirm.blur();
  await expect(save).toBeDisabled();
  await expect(page.getByText('The new PINs do not match')).toBeVisible();
  // A short current PIN.
  await confirm.fill('5678');
  await current.fill('12');
  await current.blur();
  await expect(save).toBeDisabled();
  await expect(page.getByText('Enter 4 digits').first()).toBeVisible();
  // Not digits: kept as typed, refused with a message.
  await current.fill('1234');
  await next.fill('56a8');
  await next.blur();
  await expect(next).toHaveValue('56a8');
  await expect(save).toBeDisabled();

  await next.fill('5678');
  await expect(save).toBeEnabled();
  const pins = postsTo(page, 'card/c2/pin');
  // The demo's card PIN is 1234 (docs/demo-mode.md).
  await save.dblclick();
  await expect(page.getByRole('heading', { name: 'Pin Reset Successfully!' })).toBeVisible();
  await expect(page.getByText('Your new PIN is ready to use.')).toBeVisible();
  // Sent once, and the PINs never reach the console.
  expect(pins).toEqual(['{"current_pin":"…","new_pin":"…"}']);
  await page.getByRole('link', { name: 'Back To Card' }).click();
  await expect(page).toHaveURL('/card');

  // Again with the old PIN: refused under Current PIN, what was typed kept.
  await openSettings(page, '1881');
  await settings(page).getByRole('link', { name: 'Reset PIN' }).click();
  await current.fill('1234');
  await next.fill('2468');
  await confirm.fill('2468');
  await save.click();
  await expect(current).toHaveAccessibleDescription('The current PIN is incorrect');
  await expect(current).toBeFocused();
  await expect(next).toHaveValue('2468');
  await expect(save).toBeDisabled();
  // The new PIN is the current one now.
  await current.fill('5678');
  await save.click();
  await expect(page.getByRole('heading', { name: 'Pin Reset Successfully!' })).toBeVisible();
  expect(pins).toHaveLength(3);
});

test('a backend whose feature list does not enable the proposed pages: Coming Soon in the menu and on Terminate, and typed URLs go home', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  for (const route of ['/card/setting/reset-pin', '/card/setting/replace-physical'])
    expect((await api(page, 'demo/features', { route, enabled: false })).status).toBe(200);
  await openSettings(page, '1881');
  await expect(
    settings(page).getByRole('button', { name: 'Reset PIN Coming Soon' }),
  ).toBeDisabled();
  await expect(settings(page).getByRole('link', { name: /Reset PIN/ })).toHaveCount(0);
  await settings(page).getByRole('link', { name: 'Terminate Card' }).click();
  const replace = page.getByRole('button', { name: 'Replace Card' });
  await expect(replace).toBeDisabled();
  await expect(replace).toHaveAccessibleDescription('Coming Soon');
  for (const path of ['/card/setting/reset-pin', '/card/setting/replace-physical']) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
  }
});

test('a card still being prepared has no settings (typed, its id stored); the backend will not freeze or show it', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the refusals asked for at the end.
  allowConsoleErrors.push('400');
  await signIn(page, 'issuing@demo.test');
  await page.goto('/card');
  await expect(
    page.getByTestId('card-2222').getByText('Your card is being prepared'),
  ).toBeVisible();
  for (const path of ['/card/setting', '/card/setting/terminate']) {
    await page.evaluate(() =>
      sessionStorage.setItem('draft:selected-card', JSON.stringify({ cardId: 'c5' })),
    );
    await page.goto(path);
    await expect(page).toHaveURL('/card');
    await expect(
      page.getByTestId('card-2222').getByText('Your card is being prepared'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Your Card' })).toHaveCount(0);
  }
  const refused = [
    await api(page, 'card/c5/permission', { freeze_card: true }),
    await api(page, 'card/c5/permission', { freeze_card: false }),
    await api(page, 'card/c5/sensitive-info'),
  ];
  expect(refused.map((r) => r.status)).toEqual([400, 400, 400]);
  expect((await serverCards(page)).find((c) => c.card_id === 'c5')!.status).toBe('processing');
});

test('a reload while Terminate is pending: /card without the card, never another card’s Terminate', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  const terminates = postsTo(page, 'card/terminate');
  await openSettings(page, '4242');
  await settings(page).getByRole('link', { name: 'Terminate Card' }).click();
  await page.getByRole('button', { name: 'Terminate', exact: true }).click();
  await loseFirstAnswer(page, 'card/terminate');
  await page.reload();
  await page.getByText(/cannot be used or restored/).click();
  await page.getByRole('button', { name: 'Terminate Card' }).click();
  // The backend terminated it; the answer never comes, and the customer reloads.
  await expect.poll(() => terminates.length, { timeout: 15_000 }).toBe(1);
  await page.reload();

  await expect(page).toHaveURL('/card');
  await expect(page.getByTestId('card-1881')).toBeVisible();
  await expect(page.getByTestId('card-4242')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Terminate Card' })).toHaveCount(0);
  expect(terminates).toHaveLength(1);
});

test('a reload on the virtual replacement’s submitted screen keeps it, never the other card’s settings', async ({
  page,
}) => {
  await signIn(page, CARDHOLDER);
  await openSettings(page, '4242');
  await settings(page).getByRole('link', { name: 'Regenerate Number' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/accept the Terms/).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  const submitted = page.getByRole('heading', {
    name: 'Your Card Replacement Application Is Submitted!',
  });
  await expect(submitted).toBeVisible();

  await page.reload();
  await expect(submitted).toBeVisible();
  await expect(page).toHaveURL('/card/setting/replace-virtual');
  await expect(page.getByRole('heading', { name: 'Manage Your Card' })).toHaveCount(0);
  await expect(page.getByText('Card ending in 1881', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back To Card' }).click();
  await expect(page).toHaveURL('/card');
  await expect(page.getByTestId('card-4242')).toHaveCount(0);
});
