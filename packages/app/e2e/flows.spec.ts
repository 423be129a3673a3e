import type { Page } from '@playwright/test';
import { enterCode, openApp, readCodeFromInbox, signIn } from './demo';
import { expect, test } from './fixtures';

// Flows keep what was typed across Back, Forward and reload (docs/flows.md), never a password.
const EMAIL = 'flows@demo.test';
const PASSWORD = 'Flows1234!';

/** Every key and value in session storage. */
const storedSession = (page: Page) =>
  page.evaluate(() =>
    Array.from({ length: sessionStorage.length }, (_, i) => {
      const key = sessionStorage.key(i)!;
      return { key, value: sessionStorage.getItem(key) ?? '' };
    }),
  );

async function expectNoPasswordStored(page: Page) {
  const values = (await storedSession(page)).map(({ value }) => value);
  expect(values.join('\n')).not.toContain(PASSWORD);
}

const drafts = async (page: Page) =>
  (await storedSession(page)).filter(({ key }) => key.startsWith('draft:'));

async function fillStep1(page: Page) {
  await page.getByRole('textbox', { name: 'Email Address' }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const country = (page: Page) => page.getByRole('combobox', { name: 'Country of Residence' });
const fullName = (page: Page) => page.getByRole('textbox', { name: 'Full Name' });
const terms = (page: Page) =>
  page.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' });

async function expectStep2Kept(page: Page) {
  await expect(page).toHaveURL('/signup/next');
  await expect(country(page)).toHaveValue('Malaysia');
  await expect(fullName(page)).toHaveValue('Flo Ws');
  await expect(terms(page)).toBeChecked();
}

test('sign-up keeps step 2 across Back, Forward and reload; the password is asked again, never stored', async ({
  page,
}) => {
  await openApp(page, '/signup');
  await fillStep1(page);
  await expectNoPasswordStored(page);
  await next(page).click();

  await expect(page).toHaveURL('/signup/next');
  await country(page).fill('Malay');
  // Picked by keyboard: the virtualized list may re-lay out under a pointer while flags load.
  await expect(page.getByRole('option', { name: /Malaysia/ })).toBeVisible();
  await country(page).press('ArrowDown');
  await country(page).press('Enter');
  await fullName(page).fill('Flo Ws');
  await page.getByText('I have read and accept the Terms and Conditions').click();
  await expectNoPasswordStored(page);

  // Browser Back: step 1 as it was (the password too, held in this tab's memory); Forward: step 2.
  await page.goBack();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(EMAIL);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await page.goForward();
  await expectStep2Kept(page);

  // A reload keeps every field but the password, and says so before it is needed.
  await page.reload();
  await expectStep2Kept(page);
  await expect(page.getByText(/your password was not kept/)).toBeVisible();
  await expectNoPasswordStored(page);

  await next(page).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByText('For your security, please re-enter your password.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(EMAIL);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await next(page).click();
  await expectStep2Kept(page);
  await expect(page.getByText(/your password was not kept/)).toHaveCount(0);

  // The account is created with what was kept; once sign-up completes, the draft is gone.
  await next(page).click();
  await expect(page).toHaveURL('/signup/two-fa');
  await expectNoPasswordStored(page);
  await enterCode(page, await readCodeFromInbox(page, EMAIL));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Account Successfully Created' })).toBeVisible();
  expect(await drafts(page)).toEqual([]);
  await expectNoPasswordStored(page);
});

test('a double click on Next adds one history entry: Back once returns to step 1', async ({
  page,
}) => {
  // A slow network: step 2's code arrives late, so step 1 stays on screen under the second click.
  await page.context().route('**/assets/signup-next-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await openApp(page, '/signup');
  await fillStep1(page);
  // A person's double click: the second press lands after the first has already moved on.
  await next(page).click({ clickCount: 2, delay: 150 });
  await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
  await expect(page).toHaveURL('/signup/next');
  await page.goBack();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
});

test('forgot password keeps the e-mail across a reload and forgets it once the link is sent', async ({
  page,
}) => {
  await openApp(page, '/reset-password');
  const email = page.getByRole('textbox', { name: 'Email Address' });
  await email.fill('new@demo.test');
  await page.reload();
  await expect(email).toHaveValue('new@demo.test');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  expect(await drafts(page)).toEqual([]);
});

test('a logout clears every draft with the session', async ({ page }) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/reset-password');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('verified@demo.test');
  expect((await drafts(page)).map(({ key }) => key)).toEqual(['draft:forgot-password']);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await drafts(page)).toEqual([]);
});
