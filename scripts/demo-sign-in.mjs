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
