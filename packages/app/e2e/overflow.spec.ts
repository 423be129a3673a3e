import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Locator, Page } from '@playwright/test';
import { api, openApp, signIn } from './demo';
import { expect, test } from './fixtures';
import { ADDRESS, drawInInter } from './journeys';

// Issue 26, "Done when": at 375 and 1280 px, light and dark, no amount wraps its ticker and no
// text overflows its cell on Home, Deposit, Withdraw, its review, Cards, Top Up and the address
// book. The customers have large balances: a 9-figure deposit on top of the seed's.
// Issue 42 (item 8): the same in Spanish and in the pseudo-locale (every message accented and
// 40 % longer, the demo build's: boot.tsx), at 375 and 1280 px, and no button text clipped.
const LARGE_DEPOSIT = '987654321.987654';

type Language = 'en' | 'es' | 'pseudo';

const RUNS = [
  ...[375, 1280].flatMap((width) =>
    (['light', 'dark'] as const).map((colorScheme) => ({
      language: 'en' as Language,
      width,
      colorScheme,
    })),
  ),
  ...(['es', 'pseudo'] as const).flatMap((language) =>
    [375, 1280].map((width) => ({ language, width, colorScheme: 'light' as const })),
  ),
];

const IN: Record<Language, string> = {
  en: '',
  es: ', in Spanish',
  pseudo: ', in the pseudo-locale',
};

/**
 * English's messages in `language`, as the served demo build shows them: its compiled catalog
 * (the pseudo-locale's text is made at build time; pseudo.po holds none). Plain messages only.
 */
async function messagesIn(language: Language): Promise<(english: string) => string> {
  if (language === 'en') return (english) => english;
  const dist = new URL('../dist-demo/', import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const { file } = manifest[`../ui/src/i18n/locales/${language}.po`]!;
  const { messages } = (await import(new URL(file, dist).href)) as {
    messages: Record<string, unknown[]>;
  };
  return (english) => {
    const parts = messages[generateMessageId(english)];
    if (!parts?.every((part) => typeof part === 'string'))
      throw new Error(`"${english}" is no plain message of the ${language} catalog`);
    return parts.join('');
  };
}

/** A name that begins with `text` (a field whose name adds "*"). */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

interface Problem {
  what: string;
  text: string;
}

/**
 * What is wrong with the layout inside <main>: an amount (ui Amount, [data-amount]) on more than
 * one line, any element whose content is wider than its box, or a button whose label is cut or
 * runs out of it. Boxes meant to scroll sideways or to cut their text with an ellipsis, and
 * visually hidden text, are left out; a button's label is never to be cut, ellipsis or not.
 *
 * `pseudo`: the pseudo-locale pads each message with one run of "~" (`lengthen` in
 * scripts/lingui-vite.mjs), a single unbreakable word up to 40 % of a sentence long, which no
 * language has: it may break there (zero-width spaces, the same width), so what is measured is a
 * text 40 % longer. Text that may not wrap (`nowrap`: a button, a badge, an amount) stays whole.
 */
const layoutProblems = (page: Page, { pseudo = false } = {}) =>
  page.locator('main').evaluate((main, pseudo): Problem[] => {
    if (pseudo) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.nodeValue?.includes('~~'))
          node.nodeValue = node.nodeValue.replace(/~{2,}/g, (run) => [...run].join('\u200b'));
    }
    const problems: Problem[] = [];
    // Text for screen readers only (a table's hidden header row): a 1px box, or inside one.
    const visuallyHidden = (el: Element | null): boolean =>
      !!el &&
      el !== main &&
      (el.getBoundingClientRect().width <= 1 || visuallyHidden(el.parentElement));
    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    /** The text nodes a person sees inside `root`. */
    function* walkText(root: Element) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent?.trim() && !visuallyHidden(node.parentElement)) yield node;
    }
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
    // Buttons (and links drawn as buttons) whose label is cut or runs out of their box: their
    // text's lines each inside the box, and nothing in them clipped, an ellipsis included.
    for (const control of main.querySelectorAll('button, [role="button"], a[href]')) {
      if (visuallyHidden(control)) continue;
      const box = control.getBoundingClientRect();
      const label = text(control);
      const outside = [...walkText(control)].some((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].some(
          (line) =>
            line.width > 0 &&
            (line.left < box.left - 1 ||
              line.right > box.right + 1 ||
              line.top < box.top - 1 ||
              line.bottom > box.bottom + 1),
        );
      });
      if (outside) problems.push({ what: 'button text outside its box', text: label });
      const cut = [control, ...control.querySelectorAll('*')].find(
        (el) =>
          !visuallyHidden(el) &&
          getComputedStyle(el).overflow !== 'visible' &&
          (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
      );
      if (cut) problems.push({ what: 'button text cut', text: label });
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      problems.push({ what: 'the page scrolls sideways', text: '' });
    return problems;
  }, pseudo);

/**
 * Run in the page: whether its text is drawn in Inter (as scripts/visual.mjs `drawsInter`): a
 * sample measured against the fallback alone.
 */
function drawsInter() {
  const width = (family: string) => {
    const probe = document.createElement('span');
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:600 40px ${family}`;
    probe.textContent = 'Wallet 0123456789 Wq';
    document.body.append(probe);
    const measured = probe.getBoundingClientRect().width;
    probe.remove();
    return measured;
  };
  return width('"Inter Variable", monospace') !== width('monospace');
}

/** Opens a page by `open`, waits for `ready` and for Inter, then finds no layout problem. */
async function check(
  page: Page,
  language: Language,
  name: string,
  open: () => Promise<unknown>,
  ready: Locator,
) {
  await open();
  await expect(ready, name).toBeVisible({ timeout: 20_000 });
  // Every amount of the page is in (no skeleton left).
  await expect(page.locator('main [aria-busy="true"]'), name).toHaveCount(0, { timeout: 20_000 });
  // Every font file the page asked for is in, and drawn (drawInInter).
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await expect.poll(() => page.evaluate(drawsInter), `${name} drawn in Inter`).toBe(true);
  // Soft: every page's problems in one run.
  const problems = await layoutProblems(page, { pseudo: language === 'pseudo' });
  expect.soft(problems, name).toEqual([]);
}

test('the check finds a button label cut by an ellipsis or running out of its button', async ({
  page,
}) => {
  await openApp(page, '/login');
  await page.locator('main').evaluate((main) => {
    const label = 'A label far too long for its button';
    const cut = Object.assign(document.createElement('button'), { textContent: label });
    cut.style.cssText =
      'width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis';
    const out = Object.assign(document.createElement('button'), { textContent: label });
    out.style.cssText = 'display: block; width: 60px; height: 24px';
    main.append(cut, out);
  });
  expect(await layoutProblems(page)).toEqual(
    expect.arrayContaining([
      { what: 'button text cut', text: 'A label far too long for its button' },
      { what: 'button text outside its box', text: 'A label far too long for its button' },
    ]),
  );
});

// drawInInter's stylesheet route: a page's lazy stylesheet still on its way when the test ends
// must not fail it ("route.fetch: Test ended").
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

for (const { language, width, colorScheme } of RUNS)
  test.describe(`at ${width} px, ${colorScheme}${IN[language]}`, () => {
    // Spanish: a browser that reads Spanish, and each persona's account in Spanish (below).
    test.use({
      viewport: { width, height: 900 },
      colorScheme,
      locale: language === 'es' ? 'es-VE' : 'en-US',
    });

    test('no amount wraps its ticker, nothing overflows its box', async ({ page }) => {
      test.setTimeout(240_000);
      const tr = await messagesIn(language);
      await drawInInter(page);
      // The demo's pseudo-locale: this device's language (boot.tsx), kept over the profile's.
      if (language === 'pseudo')
        await page.addInitScript(() => localStorage.setItem('locale', 'pseudo'));
      /** Signs `email` in, in this run's language, with the large deposit on top of the seed's. */
      const signInWithFunds = async (email: string) => {
        await signIn(page, email);
        if (language === 'es') {
          const profile = await api<{ name: string; timezone: string }>(page, 'profile');
          const { name, timezone } = profile.body.data!;
          const preferences = { name, timezone, preferred_locale: 'es' };
          expect((await api(page, 'profile/preferences', preferences)).status).toBe(200);
        }
        const deposit = { amount: LARGE_DEPOSIT, ticker: 'USDC' };
        expect((await api(page, 'demo/deposit', deposit)).status).toBe(200);
      };
      const goto = (path: string) => () => page.goto(path);
      const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
      const amountField = () => page.getByRole('textbox', { name: startingWith(tr('Amount')) });

      await signInWithFunds('verified@demo.test');
      await check(
        page,
        language,
        'Home',
        goto('/dashboard'),
        page.getByTestId('hero-balance').first(),
      );
      // The page is in this run's language, and the system asks for this theme (the app follows
      // the system by default).
      await expect(heading(tr('Home'))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'es' ? 'es' : 'en');
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      );
      await check(
        page,
        language,
        'Deposit',
        goto('/deposit'),
        page.getByRole('table', { name: tr('Supported networks') }),
      );
      await check(page, language, 'Withdraw', goto('/withdraw'), page.getByTestId('send-balance'));
      await check(
        page,
        language,
        'Withdraw review',
        async () => {
          await page.goto('/withdraw');
          // An amount as a customer writes it in this language (the pseudo-locale's is English).
          await amountField().fill(language === 'es' ? '1.234,50' : '1,234.50');
          await page
            .getByRole('textbox', { name: startingWith(tr('Recipient name')) })
            .fill('Savings Account');
          await page
            .getByRole('textbox', { name: startingWith(tr('Recipient wallet address')) })
            .fill(ADDRESS);
          await page.getByRole('button', { name: tr('Send'), exact: true }).click();
        },
        heading(tr('Review Send Details')),
      );
      await check(page, language, 'Address book', goto('/address-book'), page.getByRole('table'));

      await signInWithFunds('cards@demo.test');
      await check(page, language, 'Cards', goto('/card'), page.getByTestId('card-balance'));
      await check(page, language, 'Top Up', goto('/card/topup'), amountField());
    });
  });
