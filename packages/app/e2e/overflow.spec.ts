import type { Locator, Page } from '@playwright/test';
import { api, signIn } from './demo';
import { expect, test } from './fixtures';
import { fillRecipient } from './journeys';

// Issue 26, "Done when": at 375 and 1280 px, light and dark, no amount wraps its ticker and no
// text overflows its cell on Home, Deposit, Withdraw, its review, Cards, Top Up and the address
// book. The customers have large balances: a 9-figure deposit on top of the seed's.
const LARGE_DEPOSIT = '987654321.987654';

interface Problem {
  what: string;
  text: string;
}

/**
 * What is wrong with the layout inside <main>: an amount (ui Amount, [data-amount]) on more than
 * one line, or any element whose content is wider than its box. Boxes meant to scroll sideways
 * or to cut their text with an ellipsis, and visually hidden text, are left out.
 */
const layoutProblems = (page: Page) =>
  page.locator('main').evaluate((main): Problem[] => {
    const problems: Problem[] = [];
    // Text for screen readers only (a table's hidden header row): a 1px box, or inside one.
    const visuallyHidden = (el: Element | null): boolean =>
      !!el &&
      el !== main &&
      (el.getBoundingClientRect().width <= 1 || visuallyHidden(el.parentElement));
    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    for (const amount of main.querySelectorAll('[data-amount]')) {
      // Every part (sign, whole, fraction, ticker) shares one line box with every other.
      const rects = [amount, ...amount.querySelectorAll('span')].flatMap((el) => [
        ...el.getClientRects(),
      ]);
      const oneLine =
        amount.getClientRects().length === 1 &&
        Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom));
      if (!oneLine) problems.push({ what: 'amount on two lines', text: text(amount) });
    }
    // Side by side amounts that run into each other (each on one line, but overlapping).
    const boxes = [...main.querySelectorAll('[data-amount]')].map((el) => ({
      el,
      box: el.getBoundingClientRect(),
    }));
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const overlap =
          a.box.left < b.box.right - 1 &&
          b.box.left < a.box.right - 1 &&
          a.box.top < b.box.bottom - 1 &&
          b.box.top < a.box.bottom - 1;
        if (overlap && !a.el.contains(b.el) && !b.el.contains(a.el))
          problems.push({ what: 'amounts overlap', text: `${text(a.el)} | ${text(b.el)}` });
      }),
    );
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const cut = style.textOverflow === 'ellipsis';
      const hidden = visuallyHidden(el);
      if (!scrolls && !cut && !hidden)
        problems.push({
          what: `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.scrollWidth} > ${el.clientWidth}`,
          text: text(el),
        });
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      problems.push({ what: 'the page scrolls sideways', text: '' });
    return problems;
  });

/** Opens a page by `open`, waits for `ready`, then finds no layout problem. */
async function check(page: Page, name: string, open: () => Promise<unknown>, ready: Locator) {
  await open();
  await expect(ready, name).toBeVisible({ timeout: 20_000 });
  // Every amount of the page is in (no skeleton left).
  await expect(page.locator('main [aria-busy="true"]'), name).toHaveCount(0, { timeout: 20_000 });
  expect(await layoutProblems(page), name).toEqual([]);
}

for (const width of [375, 1280])
  for (const colorScheme of ['light', 'dark'] as const)
    test.describe(`at ${width} px, ${colorScheme}`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme });

      test('no amount wraps its ticker, nothing overflows its box', async ({ page }) => {
        test.setTimeout(180_000);
        await signIn(page, 'verified@demo.test');
        const deposit = { amount: LARGE_DEPOSIT, ticker: 'USDC' };
        expect((await api(page, 'demo/deposit', deposit)).status).toBe(200);
        const goto = (path: string) => () => page.goto(path);
        const heading = (name: string) => page.getByRole('heading', { name, level: 1 });

        await check(page, 'Home', goto('/dashboard'), page.getByTestId('hero-balance').first());
        // The system asks for this theme (the app follows the system by default).
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
          colorScheme === 'dark',
        );
        await check(
          page,
          'Deposit',
          goto('/deposit'),
          page.getByRole('table', { name: 'Supported networks' }),
        );
        await check(page, 'Withdraw', goto('/withdraw'), page.getByTestId('send-balance'));
        await check(
          page,
          'Withdraw review',
          async () => {
            await page.goto('/withdraw');
            await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
            await fillRecipient(page);
            await page.getByRole('button', { name: 'Send' }).click();
          },
          heading('Review Send Details'),
        );
        await check(page, 'Address book', goto('/address-book'), page.getByRole('table'));

        await signIn(page, 'cards@demo.test');
        expect((await api(page, 'demo/deposit', deposit)).status).toBe(200);
        await check(page, 'Cards', goto('/card'), page.getByTestId('card-balance'));
        await check(
          page,
          'Top Up',
          goto('/card/topup'),
          page.getByRole('textbox', { name: /^Amount/ }),
        );
      });
    });
