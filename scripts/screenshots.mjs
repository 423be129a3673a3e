// pnpm screenshots: the pictures of README and docs/img, taken from the demo build.
//
//   pnpm screenshots                  build the demo, then docs/img/after/* and README's docs/img/*.png
//   pnpm screenshots --set before     the same screens into docs/img/before/ (the "before" of a redesign)
//   pnpm screenshots --no-build       reuse packages/app/dist-demo
//   pnpm screenshots --only cards     only the shots whose name starts with "cards"
//
// Each screen at 1280 px in light and 375 px in dark (the system's scheme; no stored choice), viewport
// only, with the demo launcher hidden. SCREENSHOTS_PORT (default 4319) is where vite preview serves.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { signInThroughDemo } from './demo-sign-in.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const set = option('--set') ?? 'after';
const only = option('--only');
const port = Number(process.env.SCREENSHOTS_PORT ?? 4319);
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'Demo1234!';

/** README's pictures: copies of these shots of the after set, in docs/img. */
const README_SHOTS = ['home', 'withdraw-review', 'cards'];
const MODES = [
  { width: 1280, height: 800, scheme: 'light' },
  { width: 375, height: 812, scheme: 'dark' },
];
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** name, persona, and how to reach the state from a signed-in page. */
const SHOTS = [
  { name: 'home', as: 'verified@demo.test', path: '/dashboard', ready: heading('Home') },
  { name: 'deposit', as: 'verified@demo.test', path: '/deposit', ready: heading('Deposit') },
  {
    name: 'withdraw',
    as: 'verified@demo.test',
    path: '/withdraw',
    ready: async (page) => {
      await page.getByRole('textbox', { name: /^Amount/ }).waitFor();
      await page.getByRole('textbox', { name: /^Amount/ }).fill('250');
      await page.getByRole('textbox', { name: /^Recipient name/ }).fill('Savings Account');
      await page.getByRole('textbox', { name: /^Recipient wallet address/ }).fill(ADDRESS);
    },
  },
  {
    name: 'withdraw-review',
    as: 'verified@demo.test',
    path: '/withdraw',
    ready: async (page) => {
      await page.getByRole('textbox', { name: /^Amount/ }).fill('250');
      await page.getByRole('textbox', { name: /^Recipient name/ }).fill('Savings Account');
      await page.getByRole('textbox', { name: /^Recipient wallet address/ }).fill(ADDRESS);
      await page.getByRole('button', { name: 'Send' }).click();
      await heading('Review Send Details')(page);
    },
  },
  { name: 'cards', as: 'cards@demo.test', path: '/card', ready: cardsReady },
  {
    // The seed's month (its history ends on 20 November 2026), the chart in.
    name: 'insights',
    as: 'cards@demo.test',
    path: '/insights?month=2026-11',
    ready: async (page) => {
      await heading('Insights')(page);
      await page.getByRole('heading', { name: 'Twelve months' }).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'home-this-month',
    as: 'cards@demo.test',
    path: '/dashboard',
    ready: async (page) => {
      await heading('Home')(page);
      const tile = page.getByRole('region', { name: 'This month' });
      await tile.getByRole('link', { name: 'See where it went' }).waitFor({ timeout: 20_000 });
      await tile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    },
  },
  {
    name: 'cards-frozen',
    as: 'cards@demo.test',
    path: '/card',
    ready: async (page) => {
      await cardsReady(page);
      await page
        .getByTestId('card-1881')
        .evaluate((tile) => tile.scrollIntoView({ block: 'center' }));
    },
  },
  {
    name: 'cards-revealed',
    as: 'cards@demo.test',
    path: '/card',
    ready: async (page) => {
      await cardsReady(page);
      await page.getByTestId('card-4242').getByRole('link').first().click();
      await heading('Manage Your Card')(page);
      await page.getByRole('button', { name: 'Reveal Card Details' }).click();
      await page
        .frameLocator('iframe[title="Card details"]')
        .getByText('4000 1234 5678 4242')
        .waitFor();
    },
  },
  { name: 'topup', as: 'cards@demo.test', path: '/card/topup', ready: heading('Top Up') },
  {
    name: 'address-book',
    as: 'verified@demo.test',
    path: '/address-book',
    ready: async (page) => {
      await heading('My Address Book')(page);
      await page.getByRole('row').nth(1).waitFor();
    },
  },
  {
    name: 'empty-address-book',
    as: 'new@demo.test',
    path: '/address-book',
    ready: heading('My Address Book'),
  },
  // Empty states (issue 26, item 3): each list of a customer with nothing in it yet.
  {
    name: 'empty-home',
    as: 'new@demo.test',
    path: '/dashboard',
    ready: centre(heading('Home'), (page) =>
      page.getByRole('table', { name: 'Recent Transactions' }),
    ),
  },
  {
    name: 'empty-transactions',
    as: 'new@demo.test',
    path: '/transactions',
    ready: centre(heading('All Transactions'), (page) => page.getByText('No transactions yet')),
  },
  {
    name: 'empty-referral',
    as: 'issuing@demo.test',
    path: '/referral',
    ready: centre(heading('Refer A Friend'), (page) =>
      page.getByRole('table', { name: 'Referral rewards' }),
    ),
  },
  {
    name: 'empty-card-history',
    as: 'issuing@demo.test',
    path: '/card',
    ready: centre(heading('My Cards'), (page) =>
      page.getByRole('table', { name: 'Card transactions' }),
    ),
  },
];

/** After `first`, the element `target` finds scrolled to the middle of the viewport. */
function centre(first, target) {
  return async (page) => {
    await first(page);
    await target(page).waitFor({ timeout: 20_000 });
    await target(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  };
}

function heading(name) {
  return (page) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
}

async function cardsReady(page) {
  await heading('My Cards')(page);
  await page.getByTestId('card-4242').waitFor();
}

/** Signs in through the demo backend the way e2e/demo.ts does (login, then the e-mailed code). */
const signIn = (page, email) => signInThroughDemo(page, base, email, PASSWORD);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`vite preview did not answer on ${base}`);
}

if (!args.includes('--no-build')) {
  const build = spawnSync('pnpm', ['build:demo'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(
  'pnpm',
  [
    '--filter',
    '@wallet/app',
    'exec',
    'vite',
    'preview',
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { cwd: root, env: { ...process.env, VITE_DEMO: 'true' }, stdio: 'ignore', detached: true },
);
const outDir = join(root, 'docs/img', set);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  await waitForServer();
  for (const shot of SHOTS.filter((s) => !only || s.name.startsWith(only))) {
    for (const mode of MODES) {
      const context = await browser.newContext({
        viewport: { width: mode.width, height: mode.height },
        colorScheme: mode.scheme,
        reducedMotion: 'reduce',
      });
      // A fresh demo backend, and the launcher out of the picture.
      await context.addInitScript(() => {
        if (!sessionStorage.getItem('screenshots')) {
          localStorage.clear();
          sessionStorage.setItem('screenshots', '1');
        }
        localStorage.setItem(
          'wallet-demo-launcher',
          JSON.stringify({ corner: 'bottom-end', hidden: true }),
        );
      });
      const page = await context.newPage();
      await signIn(page, shot.as);
      await page.goto(`${base}${shot.path}`);
      await shot.ready(page);
      await page.evaluate(() => document.fonts.ready);
      // Every skeleton gone (a busy region is a placeholder still), then transitions settle.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
        timeout: 20_000,
      });
      await page.waitForTimeout(400);
      const file = join(outDir, `${shot.name}-${mode.width}-${mode.scheme}.png`);
      await page.screenshot({ path: file });
      console.log(`${file.slice(root.length + 1)}  ${Math.round(statSync(file).size / 1024)} KB`);
      if (set === 'after' && README_SHOTS.includes(shot.name)) {
        const copy = join(root, 'docs/img', `${shot.name}-${mode.width}-${mode.scheme}.png`);
        copyFileSync(file, copy);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  process.kill(-server.pid);
}
