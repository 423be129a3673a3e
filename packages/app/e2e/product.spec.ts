import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome } from './journeys';

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
