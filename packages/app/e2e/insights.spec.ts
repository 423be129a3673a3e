import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome, startFromSeed } from './journeys';

// Issue 43: from Home's glance to Insights, to a figure's rows in /transactions, whose total is
// the figure; Back returns to the month.
test.beforeEach(({ page }) => startFromSeed(page));

/** The seed's month (mocks/src/fixtures.ts anchors the demo's history on 20 November 2026). */
const NOVEMBER = '2026-11';

/** The figure a link shows, as text ("−171.64 USD"). */
const figureOf = async (link: Locator) => (await link.innerText()).trim();

/** The filtered list's total line: "Total: −171.64 USD". */
const listTotal = (page: Page) => page.getByText(/^Total: /);

test("Home's glance leads to a merchant's rows, whose total is the merchant's figure; Back keeps the month", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHome(page, 'cards@demo.test');
  const tile = page.getByRole('region', { name: 'This month' });
  await expect(tile).toBeVisible();
  await tile.getByRole('link', { name: 'See where it went' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  // The demo's history ends on 20 November: its month, whatever today is.
  if (!(await page.getByRole('heading', { name: 'November 2026', level: 2 }).isVisible()))
    await page.goto(`/insights?month=${NOVEMBER}`);
  await expect(page.getByRole('heading', { name: 'November 2026', level: 2 })).toBeVisible();

  // The card's top merchant: its figure links to its rows.
  const merchants = page.getByRole('table', { name: 'Where it went' });
  const top = merchants.getByRole('row').nth(1);
  const merchant = (await top.getByRole('rowheader').innerText()).trim();
  const link = top.getByRole('link');
  const figure = await figureOf(link);
  expect(figure).toMatch(/^−[\d,]+\.\d{2} USD$/);
  await link.click();
  await expect(page).toHaveURL(
    `/transactions?kind=purchase&status=completed&range=custom&from=${NOVEMBER}-01&to=${NOVEMBER}-30&q=${encodeURIComponent(merchant).replaceAll('%20', '+')}`,
  );
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(merchant);
  await expect(listTotal(page)).toHaveText(`Total: ${figure}`);

  // Back: the month as it was.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/insights(\\?month=${NOVEMBER})?$`));
  await expect(page.getByRole('heading', { name: 'November 2026', level: 2 })).toBeVisible();

  // The month's spending, refunds deducted: the same.
  const spent = page.getByRole('link', { name: /^−[\d,]+\.\d{2} USD$/ }).first();
  const spentFigure = await figureOf(spent);
  await spent.click();
  await expect(page).toHaveURL(/\/transactions\?kind=purchase&status=completed/);
  await expect(listTotal(page)).toHaveText(`Total: ${spentFigure}`);
});

test('a wallet figure and a bar of the twelve months land on lists of the same total', async ({
  page,
}) => {
  await openHome(page, 'verified@demo.test');
  await page.goto(`/insights?month=${NOVEMBER}`);
  await expect(page.getByRole('heading', { name: 'USDC in your wallets' })).toBeVisible();
  const out = page
    .getByRole('region', { name: 'USDC in your wallets' })
    .getByRole('definition')
    .nth(1)
    .getByRole('link');
  const figure = await figureOf(out);
  await out.click();
  await expect(page).toHaveURL(/\/transactions\?asset=USDC&flow=out&status=completed&range=custom/);
  await expect(listTotal(page)).toHaveText(`Total: ${figure}`);

  // Choosing October on the chart, by keyboard, chooses the month in the URL.
  await page.goBack();
  const november = page.getByRole('button', { name: /^November 2026: / }).first();
  await november.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/insights?month=2026-10');
  await expect(page.getByRole('heading', { name: 'October 2026', level: 2 })).toBeVisible();
});
