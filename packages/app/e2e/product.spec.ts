import type { Locator, Page } from '@playwright/test';
import { signIn } from './demo';
import { expect, test } from './fixtures';
import { openHome, reviewWithdrawal } from './journeys';

/** The colour of the pixel at (x, y) of a PNG, decoded by a blank page's canvas. */
async function pixel(page: Page, png: Buffer, x: number, y: number | 'bottom') {
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(
      async ({ data, x, y }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const row = y === 'bottom' ? image.height - 8 : y;
        return [...context.getImageData(x, row, 1, 1).data].join(',');
      },
      { data: png.toString('base64'), x, y },
    );
  } finally {
    await decoder.close();
  }
}

test('the sidebar surface runs down the whole page, past the first screen (a full-page picture)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openHome(page, 'verified@demo.test');
  await expect(page.getByRole('table', { name: 'Recent Transactions' })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(1200);
  const shot = await page.screenshot({ fullPage: true });
  // Beside the sidebar's entries, and at the foot of the page, well past the first 720 px.
  expect(await pixel(page, shot, 8, 'bottom')).toBe(await pixel(page, shot, 8, 400));
});

const box = async (locator: Locator) => (await locator.boundingBox())!;
const fontSize = (locator: Locator) =>
  locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test('Withdraw, its review and Top Up at 375 px: the amount is the focus, the balance a quiet line with Max', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'verified@demo.test');
  await page.goto('/withdraw');
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await expect(amount).toBeVisible({ timeout: 20_000 });
  // The amount in large figures, not a form's 16 px.
  expect(await fontSize(amount)).toBeGreaterThanOrEqual(24);
  // Max is on the balance's line under the field, not inside the amount's box.
  const max = await box(page.getByRole('button', { name: 'Max' }));
  const balance = await box(page.getByTestId('send-balance'));
  expect(max.y).toBeGreaterThanOrEqual((await box(amount)).y + (await box(amount)).height);
  expect(max.y).toBeLessThan(balance.y + balance.height);
  expect(max.y + max.height).toBeGreaterThan(balance.y);
  // The address book is a row across the form.
  const form = await box(page.getByRole('form', { name: 'Withdraw' }));
  const pick = await box(page.getByRole('button', { name: 'Choose from address book' }));
  expect(pick.width).toBeGreaterThan(form.width * 0.9);

  // The review: Amount's hero, the whole part large and the decimals quieter.
  await reviewWithdrawal(page, '250');
  const sent = page.getByTestId('review-amount');
  await expect(sent).toHaveText('250.000000 USDC');
  const whole = sent.locator('[data-amount] > span').first();
  const fraction = sent.locator('[data-amount] > span').nth(1);
  await expect(whole).toHaveText('250');
  await expect(fraction).toHaveText('.000000');
  expect(await fontSize(whole)).toBeGreaterThan(await fontSize(fraction));

  await signIn(page, 'cards@demo.test');
  await page.goto('/card/topup');
  const topUp = page.getByRole('textbox', { name: /^Amount/ });
  await expect(topUp).toBeVisible({ timeout: 20_000 });
  expect(await fontSize(topUp)).toBeGreaterThanOrEqual(24);
  // The balance it comes from is the quiet line under the field, in the same card.
  const from = await box(page.getByTestId('main-balance'));
  expect(from.y).toBeGreaterThan((await box(topUp)).y);
  const topUpForm = await box(page.getByRole('form', { name: 'Top Up' }));
  expect(from.y).toBeGreaterThan(topUpForm.y);
});
