import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

/** Waits until the app has booted (the demo backend answers API calls from then on). */
export async function openApp(page: Page, path = '/login') {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** Calls the demo backend from inside the page, as the app would. */
export function api<T = unknown>(
  page: Page,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
) {
  return page.evaluate(
    async ({ path, body, method }) => {
      const token = sessionStorage.getItem('access_token');
      const res = await fetch(`/api/v1/${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data?: T } };
    },
    { path, body, method },
  );
}

/**
 * The bodies of the POST calls to `path` (e.g. 'send/confirm') the page makes from now on, read
 * from the line the demo backend logs for each call it answers (src/demo/startDemo.ts): the calls
 * are answered in the page, so they are not network requests Playwright could see.
 */
export function postsTo(page: Page, path: string) {
  const line = new RegExp(`^\\[demo backend\\] POST /api/v1/${path} (.*) → \\d+$`);
  const bodies: string[] = [];
  page.on('console', (message) => {
    const match = message.type() === 'debug' ? line.exec(message.text()) : null;
    if (match) bodies.push(match[1]!);
  });
  return bodies;
}

/**
 * Signs a persona in through the demo backend (login, then the e-mailed code from the demo
 * inbox) and stores the session the way the app does. The sign-in screens have their own journeys.
 */
export async function signIn(page: Page, email: string) {
  await openApp(page, '/login');
  const login = await api<{ access_token: string; refresh_token: string }>(page, 'auth/login', {
    username: email,
    password: DEMO_PASSWORD,
    recaptcha_token: 'demo',
  });
  expect(login.status).toBe(200);
  await page.evaluate(
    ({ email, data }) => {
      sessionStorage.setItem('access_token', data!.access_token);
      sessionStorage.setItem('refresh_token', data!.refresh_token);
      sessionStorage.setItem('user_email', email);
      // What the app's own sign-in stores with its first tokens (sessionStore.setTokens): the id
      // under which this session's tabs share their activity and sent reviews.
      sessionStorage.setItem('session_id', crypto.randomUUID());
    },
    { email, data: login.body.data },
  );
  const inbox = await api<{ to: string; code?: string }[]>(page, 'demo/inbox');
  const code = inbox.body.data!.find((m) => m.to === email && m.code)!.code;
  expect((await api(page, 'auth/2fa/verify/email', { code })).status).toBe(200);
}

/** Opens the demo panel's inbox, as a tester would, and reads the newest code sent to `email`. */
export async function readCodeFromInbox(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: /Demo inbox/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo mode' });
  const message = dialog
    .getByRole('listitem')
    .filter({ hasText: `To ${email}` })
    .filter({
      has: page.getByRole('button', { name: 'Copy code' }),
    });
  const code = (await message.first().locator('code').textContent())!.trim();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return code;
}

/** Types into the six code boxes (they take a paste as well; here, digit by digit). */
export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/**
 * From the next page load on, the first answer to a POST to `path` never reaches the app: the
 * demo backend has done the call (and logged it), but the page waits on, as it would for an
 * answer lost on the way. The page is then reloaded "while Confirm is pending". The wrap sits on
 * `window.fetch`, which the demo boot replaces with its in-page backend (src/demo/startDemo.ts).
 */
export async function loseFirstAnswer(page: Page, path: string) {
  await page.addInitScript((path) => {
    let current = window.fetch;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      get: () => current,
      set(next: typeof fetch) {
        current = async (input, init) => {
          const response = await next(input, init);
          const url = input instanceof Request ? input.url : String(input);
          if (url.endsWith(`/api/v1/${path}`) && !sessionStorage.getItem('e2e-lost')) {
            sessionStorage.setItem('e2e-lost', path);
            return new Promise<Response>(() => {});
          }
          return response;
        };
      },
    });
  }, path);
}

/**
 * The browser's Duplicate Tab: a new tab of the same browser on the same address, with a copy of
 * this tab's sessionStorage (so the same session, the same drafts) and the shared localStorage.
 */
export async function duplicateTab(page: Page) {
  const entries = await page.evaluate(() => Object.entries(sessionStorage));
  const copy = await page.context().newPage();
  await copy.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-copied')) return;
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
    sessionStorage.setItem('e2e-copied', 'yes');
  }, entries);
  await copy.goto(page.url());
  return copy;
}
