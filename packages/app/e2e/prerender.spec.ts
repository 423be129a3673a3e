import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Manifest } from 'vite';
// The root's build scripts are no package; the bench serves the build with the same server.
// eslint-disable-next-line import-x/no-relative-packages
import { serveBuild } from '../../../scripts/bench-server.mjs';
import { staticImportsOf } from '../src/prerender/routeChunks.mjs';
import { signIn } from './demo';
import { expect, test } from './fixtures';

// The real-API build (dist/), the one with prerendered pages, served as its hosts must serve it
// (`<path>.html` for a path that has one, index.html for the others); the demo build the other
// journeys use prerenders nothing (vite.config.ts says why). Both builds' `<path>.html` list the
// chunks of the path's first render (src/prerender/plugin.ts): the last tests check they all do.
let server: Awaited<ReturnType<typeof serveBuild>>['server'];
let origin: string;
let manifest: Manifest;
test.beforeAll(async () => {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  ({ server, origin } = await serveBuild(dist, { http1: true }));
  manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Manifest;
});
test.afterAll(() => server.close());

/** Opens `path` with the app's entry script held back until the returned function is called. */
async function openWithoutScripts(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the load event, which waits for the script.
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  return release;
}

/** The warnings the app logs when it had to render a prerendered page again on the client. */
function rerenderWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Prerendered page rendered on the client'))
      warnings.push(message.text());
  });
  return warnings;
}

test('/login paints from its HTML before any script, and React takes that HTML over', async ({
  page,
}) => {
  const warnings = rerenderWarnings(page);
  const release = await openWithoutScripts(page, '/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.getByTestId('recaptcha-badge')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { prerendered: Element | null }).prerendered =
      document.querySelector('h1');
  });

  release();
  // The form's logic loads once the app runs, and makes the stand-in fields editable.
  await expect(page.getByLabel('Email Address')).toBeEditable();
  await page.getByLabel('Email Address').fill('someone@example.com');
  // The same element: hydrated, not rendered again.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { prerendered: Element | null }).prerendered ===
        document.querySelector('h1'),
    ),
  ).toBe(true);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Email Address')).toBeEditable();
  expect(warnings).toEqual([]);
});

test('typed before the scripts ran: hydration and the form keep the keys, the focus and the caret', async ({
  page,
}) => {
  const release = await openWithoutScripts(page, '/login');
  const email = page.getByLabel('Email Address');
  const password = page.getByLabel('Password', { exact: true });
  await email.click();
  await page.keyboard.type('early@example.com');
  await password.click();
  await page.keyboard.type('Demo1234');
  await page.keyboard.press('ArrowLeft');
  release();
  // Log In enables once the form's logic has taken the typed values over.
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await expect(password).toBeFocused();
  await page.keyboard.type('x');
  await expect(password).toHaveValue('Demo123x4');
  await expect(email).toHaveValue('early@example.com');
});

test('a visitor whose session is in storage gets the same /login, hydrated', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => sessionStorage.setItem('access_token', 'token'));
  const warnings = rerenderWarnings(page);
  await page.goto(`${origin}/login`);
  await expect(page.getByLabel('Email Address')).toBeEditable();
  expect(warnings).toEqual([]);
});

test.describe('a Spanish visitor', () => {
  test.use({ locale: 'es-VE' });

  test('with the language cookie gets /login prerendered in Spanish before any script, hydrated', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'es', url: origin }]);
    const warnings = rerenderWarnings(page);
    const release = await openWithoutScripts(page, '/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element | null }).prerendered =
        document.querySelector('h1');
    });
    release();
    await expect(page.getByLabel('Correo electrónico')).toBeEditable();
    // The same element: hydrated in Spanish, not rendered again.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerendered: Element | null }).prerendered ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(warnings).toEqual([]);
  });

  test('on a first visit (no cookie yet) never sees the English page; the next load is Spanish HTML', async ({
    page,
  }) => {
    const release = await openWithoutScripts(page, '/login');
    // The English file, hidden by the boot script until the app has rendered it in Spanish.
    await expect(page.locator('html')).toHaveAttribute('data-locale-pending', 'es');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-locale-pending');
    await expect(page.getByLabel('Correo electrónico')).toBeEditable();
    // The boot script left the cookie: the host now answers the Spanish file.
    const html = await (await page.reload())!.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Iniciar sesión');
  });
});

test('a path that is not prerendered gets the app, which routes it', async ({ page }) => {
  await page.goto(`${origin}/login/two-fa`);
  // Two-factor needs the session login opens: without one, back to /login.
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
});

/**
 * Opens `url` and returns the app's scripts (/assets/*.js) the page had loaded when React first
 * committed a render with an <h1> (a prerendered page's hydration), read in the page through the
 * hook React offers its DevTools, the scripts the page's HTML lists and, of those, the ones it
 * holds back until its first paint (a prerendered page's template, prerender/plugin.ts).
 */
async function firstRenderScripts(page: Page, url: string) {
  await page.addInitScript(() => {
    const state = window as unknown as { firstRenderScripts?: string[] };
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberUnmount() {},
        onCommitFiberRoot() {
          if (state.firstRenderScripts || !document.querySelector('h1')) return;
          state.firstRenderScripts = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => /^\/assets\/.+\.js$/.test(path));
        },
      },
    });
  });
  const html = await (await page.goto(url))!.text();
  const listed = [
    ...html.matchAll(
      /<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="([^"]+)"/g,
    ),
  ].map(([, src]) => src!);
  const template = /<template id="after-paint">([^]*?)<\/template>/.exec(html)?.[1] ?? '';
  const held = listed.filter((src) => template.includes(`"${src}"`));
  const loaded = await page.waitForFunction(
    () => (window as unknown as { firstRenderScripts?: string[] }).firstRenderScripts,
  );
  return { listed, held, loaded: (await loaded.jsonValue())! };
}

test("/login's first render (hydration) loads no script its HTML does not list", async ({
  page,
}) => {
  const { listed, held, loaded } = await firstRenderScripts(page, `${origin}/login`);
  // The promo (AuthLayout.tsx) is asked for once the page runs, on a wide screen only: its
  // request may finish before the hydration does.
  const promo = staticImportsOf(manifest, ['../screens/src/auth/AuthLayout/Promo.tsx']).map(
    (key) => `/${manifest[key]!.file}`,
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((src) => !listed.includes(src) && !promo.includes(src))).toEqual([]);
  // The boot, react-dom and the page's own chunks are held back until the page has painted:
  // their download would share the line with the paint's stylesheets and typeface.
  for (const start of ['src/boot.tsx', 'src/render.tsx', 'src/router.tsx'])
    expect(held).toContain(`/${manifest[start]!.file}`);
});

test('/login asks for the scripts its HTML holds back only once the browser has shown it', async ({
  page,
}) => {
  const { held } = await firstRenderScripts(page, `${origin}/login`);
  const { painted, started } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    started: Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname, entry.startTime]),
    ),
  }));
  expect(held.length).toBeGreaterThan(3);
  for (const src of held) expect(started[src], src).toBeGreaterThanOrEqual(painted);
});

test('a signed-in /dashboard of the demo build loads no script for its first render that its HTML does not list', async ({
  page,
}) => {
  // The demo build (vite preview, the other journeys' server) and a session.
  await signIn(page, 'verified@demo.test');
  const { listed, loaded } = await firstRenderScripts(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((src) => !listed.includes(src))).toEqual([]);
});
