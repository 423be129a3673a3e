import type { Locator, Page } from '@playwright/test';
import { api, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';
import { fillRecipient } from './journeys';

/** Replaces the field's text by pasting `text` (the clipboard, as a customer would). */
async function paste(page: Page, field: Locator, text: string) {
  await field.fill('');
  await field.focus();
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    // The browser's own paste inserts the text; a synthetic event does not, so insert it.
    document.execCommand('insertText', false, t);
  }, text);
}

/** Hostile amounts one after another in the same field: each is kept as entered and refused. */
const HOSTILE: [string, RegExp][] = [
  ['1e5', /Please enter the amount in digits/],
  ['-1', /without a \+ or - sign/],
  ['0x10', /Please enter the amount in digits/],
  ['12,5', /A comma separates thousands/],
  ['12.1234567', /up to 6 decimals/],
  ['25,000', /Insufficient balance/],
];

test('hostile amounts typed and pasted in sequence: the field keeps each, refuses it, and what goes out is the plain amount the customer sees', async ({
  page,
}) => {
  // Thirty-odd entries in sequence, on a loaded machine.
  test.setTimeout(120_000);
  await signIn(page, 'nowallet@demo.test');
  expect((await api(page, 'wallets/create', { crypto_id: 'ARB-USDC' })).status).toBe(200);
  expect((await api(page, 'demo/deposit', { amount: '2500', ticker: 'USDC' })).status).toBe(200);
  const reviews = postsTo(page, 'send/review');
  const confirms = postsTo(page, 'send/confirm');
  await page.goto('/withdraw');
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await fillRecipient(page);
  const send = page.getByRole('button', { name: 'Send' });

  for (const [text, message] of HOSTILE)
    for (const how of ['type', 'paste'] as const) {
      if (how === 'type') {
        await amount.fill('');
        await amount.pressSequentially(text);
      } else await paste(page, amount, text);
      await expect(amount).toHaveValue(text);
      await amount.blur();
      await expect(amount).toHaveAccessibleDescription(message);
      await expect(send).toBeDisabled();
    }
  expect(reviews).toHaveLength(0);

  // Thousands with a comma, as the app writes them: sent as 1000.5, not 1.00050.
  await paste(page, amount, '1,000.50');
  await expect(amount).toHaveValue('1,000.50');
  await expect(page.getByTestId('recipient-receives')).toHaveText('999.000000 USDC');
  await send.click();
  await expect(page).toHaveURL(/\/withdraw\/review$/);
  await expect(page.getByText('1,000.500000 USDC')).toBeVisible();
  expect(JSON.parse(reviews[0]!)).toMatchObject({ amount: '1000.5' });

  // Back to the form: the field still shows what was typed; a reload keeps it too.
  await page.getByRole('link', { name: 'Back to Withdraw' }).click();
  await expect(amount).toHaveValue('1,000.50');
  await page.reload();
  await expect(amount).toHaveValue('1,000.50');
  await amount.fill('');
  await amount.pressSequentially('0010.500000');
  await send.click();
  await expect(page).toHaveURL(/\/withdraw\/review$/);
  await page.getByText(/^I confirm/).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
  expect(confirms.map((body) => JSON.parse(body))).toEqual([
    expect.objectContaining({
      amount: '10.5',
      crypto_network_fee: '1.5',
      crypto_nett_amount: '9',
    }),
  ]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('nothing overflows: the networks table and the hero balances, each ticker beside its number', async ({
    page,
  }) => {
    await signIn(page, 'verified@demo.test');
    await page.goto('/deposit');
    const table = page.getByRole('table', { name: 'Supported networks' });
    await expect(table).toBeVisible();
    // Every cell holds its content, and the page does not scroll sideways.
    const overflowing = await table.evaluate((t) =>
      [...t.querySelectorAll('th, td')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await page.goto('/dashboard');
    const balances = page.getByTestId('hero-balance');
    await expect(balances.first()).toBeVisible();
    for (const balance of await balances.all()) {
      // One line: number and ticker together, inside their box.
      const box = await balance.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        // The hero sets its parts in different sizes on one baseline: one line when every
        // part's box overlaps every other's vertically.
        const rects = [...range.getClientRects()];
        const oneLine =
          Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom));
        return { lines: oneLine ? 1 : 2, scroll: el.scrollWidth, client: el.clientWidth };
      });
      expect(box.lines, (await balance.textContent()) ?? '').toBe(1);
      expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // The Withdraw page's balance, the same way.
    await page.goto('/withdraw');
    const sendBalance = page.getByTestId('send-balance');
    await expect(sendBalance).toBeVisible();
    expect(
      await sendBalance.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const rects = [...range.getClientRects()];
        return Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom));
      }),
    ).toBe(true);
  });
});
