// Signs a demo persona in through the demo backend (login, then the e-mailed code), as
// e2e/demo.ts does, in the tab's session. Used by pnpm bench and pnpm screenshots, with a
// Playwright or a Puppeteer page (both have waitForSelector and evaluate).
export async function signInThroughDemo(page, origin, email, password) {
  await page.goto(`${origin}/login`);
  await page.waitForSelector('#root > *');
  await page.evaluate(
    async ({ email, password }) => {
      const call = async (path, body) => {
        const token = sessionStorage.getItem('access_token');
        const res = await fetch(`/api/v1/${path}`, {
          method: body ? 'POST' : 'GET',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        return (await res.json()).data;
      };
      const login = await call('auth/login', {
        username: email,
        password,
        recaptcha_token: 'demo',
      });
      sessionStorage.setItem('access_token', login.access_token);
      sessionStorage.setItem('refresh_token', login.refresh_token);
      sessionStorage.setItem('user_email', email);
      const inbox = await call('demo/inbox');
      const { code } = inbox.find((m) => m.to === email && m.code);
      await call('auth/2fa/verify/email', { code });
    },
    { email, password },
  );
}

/**
 * Signs in as a customer does, through the login form and the two-factor form, on a build with
 * no demo panel (the real-API build served with the demo backend as its API, `pnpm bench`): the
 * e-mailed code is read from the backend's demo inbox (`GET /api/v1/demo/inbox`). For a
 * Puppeteer page (its `::-p-aria` selectors); ends on the page the sign-in leads to.
 */
export async function signInThroughForm(page, origin, email, password) {
  const field = (name) => page.locator(`::-p-aria([name="${name}"][role="textbox"])`);
  const button = (name) => page.locator(`::-p-aria([name="${name}"][role="button"])`);
  await page.goto(`${origin}/login`);
  await field('Email Address').fill(email);
  await field('Password').fill(password);
  await button('Log In').click();
  await page.waitForFunction(() => location.pathname === '/login/two-fa');
  const code = await page.evaluate(async (email) => {
    const inbox = await (await fetch('/api/v1/demo/inbox')).json();
    return inbox.data.find((m) => m.to === email && m.code).code;
  }, email);
  await field('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await button('Verify').click();
  await page.waitForFunction(() => !location.pathname.startsWith('/login'));
}
