import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, DEMO_PASSWORD, enterCode, openApp, postsTo, readCodeFromInbox, signIn } from './demo';

// Journeys of the sign-in area in demo mode, through the screens as a person uses them.
test.beforeEach(async ({ page }) => {
  await openApp(page, '/login');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\/two-fa$/);
  await enterCode(page, await readCodeFromInbox(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('sign up with a referral link, verify the e-mailed code, log in again and land on the saved page', async ({
  page,
}) => {
  // A friend's code, as the link in an invitation carries it.
  await signIn(page, 'verified@demo.test');
  const referral = await api<{ referral_code: string }>(page, 'referral');
  const code = referral.body.data!.referral_code;
  await page.evaluate(() => sessionStorage.clear());

  await page.goto(`/signup?referral=${code}`);
  await expect(page.getByText(`referral code ${code}`)).toBeVisible();
  await expect(page.getByTestId('recaptcha-badge')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email Address' }).fill('journey@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Journey1!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Journey1!');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Referral Code/ })).toHaveValue(code);
  const country = page.getByRole('combobox', { name: 'Country of Residence' });
  await country.fill('Malay');
  // Picked by keyboard: the virtualized list may re-lay out under a pointer while flags load.
  await expect(page.getByRole('option', { name: /Malaysia/ })).toBeVisible();
  // Its flag comes from this origin (no visitor's address goes to a flag service) and draws.
  const flag = page.getByRole('option', { name: /Malaysia/ }).locator('img');
  await expect(flag).toHaveAttribute('src', /^\/assets\/my-[\w-]+\.svg$/);
  expect(await flag.evaluate((img: HTMLImageElement) => img.decode().then(() => true))).toBe(true);
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('Malaysia');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Jo Urney');
  await page.getByText('I have read and accept the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL('/signup/two-fa');
  await expect(page.getByRole('progressbar', { name: 'Step 3 of 3' })).toHaveAttribute(
    'aria-valuenow',
    '75',
  );
  await enterCode(page, await readCodeFromInbox(page, 'journey@demo.test'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Account Successfully Created' })).toBeVisible();
  const profile = await api<{ referral_user_id: string | null }>(page, 'profile');
  expect(profile.body.data!.referral_user_id).toBeTruthy();

  // A new visit to a protected page asks for a login and returns there after two-factor.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/referral');
  await expect(page).toHaveURL('/login?redirect=%2Freferral');
  await logIn(page, 'journey@demo.test', 'Journey1!');
  await expect(page).toHaveURL('/referral');
  await expect(page.getByText('Welcome, Jo Urney')).toBeVisible();
});

test('browser Back after the account is created goes on to its code, not to step 2 again', async ({
  page,
}) => {
  const signups = postsTo(page, 'auth/signupWithToken');
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('back@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Journey1!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Journey1!');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const country = page.getByRole('combobox', { name: 'Country of Residence' });
  await country.fill('Malay');
  await expect(page.getByRole('option', { name: /Malaysia/ })).toBeVisible();
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('Malaysia');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Bea Back');
  await page.getByText('I have read and accept the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL('/signup/two-fa');

  await page.goBack();
  await expect(page).toHaveURL('/signup/two-fa');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await page.goto('/signup');
  await expect(page).toHaveURL('/signup/two-fa');
  expect(signups).toHaveLength(1);
  // The code of the account just made still completes it.
  await enterCode(page, await readCodeFromInbox(page, 'back@demo.test'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Account Successfully Created' })).toBeVisible();
});

test('the sign-in form comes first for the keyboard, once the promo carousel is in too; its controls follow the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const carousel = page.getByRole('region', { name: 'What you can do with Wallet' });
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Skip to/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
  // On through the form and the legal links, the carousel's controls come after them.
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      const label = (active as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim();
      return {
        name: active?.getAttribute('aria-label') || label || active?.textContent?.trim() || '',
        inPromo: Boolean(active?.closest('[aria-label="Why join"]')),
      };
    });
  const passed: string[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused();
    if (now.inPromo) break;
    passed.push(now.name);
  }
  expect((await focused()).inPromo).toBe(true);
  // The rest of the form (Log In is disabled, so passed by, until both fields are filled).
  expect(passed.some((name) => name.startsWith('Password'))).toBe(true);
  expect(passed.some((name) => name.startsWith('Terms and Conditions'))).toBe(true);
});

test('a signed-in user back on /login goes on to the dashboard', async ({ page }) => {
  await logIn(page, 'verified@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  // Opened afresh: the prerendered page hydrates, then leaves.
  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Log In' })).toHaveCount(0);
});

test('log in without a saved page lands on the dashboard; a wrong code is refused first', async ({
  page,
  allowConsoleErrors,
}) => {
  // Wanted: this journey provokes the failure it checks.
  allowConsoleErrors.push('auth/2fa/verify/email');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('verified@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/login/two-fa');
  const code = await readCodeFromInbox(page, 'verified@demo.test');
  await enterCode(page, code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid or expired verification code').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // A pasted code with spaces replaces the wrong one.
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `${code.slice(0, 3)} ${code.slice(3)}`,
  );
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('forgot password: the e-mailed link sets a new password that then logs in', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByTestId('recaptcha-badge')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email Address' }).fill('new@demo.test');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('new@demo.test')).toBeVisible();

  await page.getByRole('button', { name: /Demo inbox/ }).click();
  await page.getByRole('link', { name: 'Open the reset link' }).first().click();
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await page.getByLabel('New Password', { exact: true }).fill('Fresh1234!');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Fresh1234!');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In With New Password' }).click();

  await expect(page).toHaveURL('/login');
  await logIn(page, 'new@demo.test', 'Fresh1234!');
  await expect(page).toHaveURL('/dashboard');
});

test('an expired reset link lands on /password-reset-fail, whose button goes back to login', async ({
  page,
  allowConsoleErrors,
}) => {
  // Wanted: this journey provokes the failure it checks.
  allowConsoleErrors.push('token=expired');
  await page.goto('/verify/set-new-password?token=expired-0001');
  await expect(page).toHaveURL('/password-reset-fail');
  await expect(page.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
  await page.getByRole('button', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL('/login');
});

test('the reCAPTCHA notice shows on the six sign-in routes only', async ({ page }) => {
  await expect(page.getByTestId('recaptcha-badge')).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByTestId('recaptcha-badge')).toBeVisible();
  for (const path of ['/reset-password', '/password-reset-fail']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('recaptcha-badge')).toHaveCount(0);
  }
});
