import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
// The root's build scripts are no package; the bench serves the build with the same server.
// eslint-disable-next-line import-x/no-relative-packages
import { serveBuild } from '../../../scripts/bench-server.mjs';
import { expect, test } from './fixtures';

// A visitor who types the moment a sign-in page paints, on a slow phone (the CPU slowed 4x):
// every keystroke lands, whether the page painted from its prerendered HTML (the real-API build,
// dist/) or from the app (the demo build), and wherever the typing meets the moment the page's
// form code takes over.

// A page and its app at a quarter of the CPU on a loaded machine: minutes, not seconds.
test.describe.configure({ timeout: 120_000 });

let server: Awaited<ReturnType<typeof serveBuild>>['server'];
let prerendered: string;
test.beforeAll(async () => {
  ({ server, origin: prerendered } = await serveBuild(
    fileURLToPath(new URL('../dist', import.meta.url)),
    { http1: true },
  ));
});
test.afterAll(() => server.close());

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const EMAIL = 'verified@demo.test';
const PAGES = ['/login', '/signup', '/reset-password'];

/** Opens `path` and returns its e-mail field the moment it is on screen (no wait for scripts). */
async function openFast(page: Page, url: string) {
  await slowCpu(page);
  await page.goto(url, { waitUntil: 'commit' });
  const email = page.getByLabel('Email Address');
  await expect(email).toBeVisible({ timeout: 20_000 });
  return email;
}

for (const build of ['demo', 'prerendered'] as const) {
  for (const path of PAGES) {
    test(`${build} ${path}: typed at full speed the moment the field shows, every character stays`, async ({
      page,
    }) => {
      const base = build === 'demo' ? '' : prerendered;
      const email = await openFast(page, `${base}${path}`);
      await email.click();
      await page.keyboard.type(EMAIL);
      if (path === '/login') {
        await page.keyboard.press('Tab');
        await page.keyboard.type('Demo1234!');
      }
      await expect(email).toHaveValue(EMAIL, { timeout: 20_000 });
      if (path === '/login') {
        const password = page.getByLabel('Password', { exact: true });
        await expect(password).toHaveValue('Demo1234!');
        await expect(password).toBeFocused();
      } else await expect(email).toBeFocused();
    });
  }

  test(`${build} /login: typing on, one key at a time, across the moment the form takes over`, async ({
    page,
  }) => {
    const base = build === 'demo' ? '' : prerendered;
    const email = await openFast(page, `${base}/login`);
    const password = page.getByLabel('Password', { exact: true });
    const logIn = page.getByRole('button', { name: 'Log In' });
    // Log In enables once the form's code has taken the page over (and the values pass its rules).
    expect(await logIn.isEnabled(), 'typing begins before the form takes over').toBe(false);
    await email.click();
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    // The password field (no length limit cuts the typing short): one key at a time, until the
    // form has taken over, then 5 keys more.
    let typed = '';
    let after = 0;
    while (after < 5 && typed.length < 200) {
      const key = String.fromCharCode(97 + (typed.length % 26));
      await page.keyboard.type(key);
      typed += key;
      if (await logIn.isEnabled()) after += 1;
    }
    expect(after, 'the form took over while typing').toBe(5);
    await expect(email).toHaveValue(EMAIL);
    await expect(password).toHaveValue(typed);
    await expect(password).toBeFocused();
    // The caret is where the typing left it.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('!');
    await expect(password).toHaveValue(`${typed.slice(0, -1)}!${typed.slice(-1)}`);
  });
}
