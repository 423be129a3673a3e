import type { Page } from '@playwright/test';
import { api, duplicateTab, loseFirstAnswer, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';
import { reviewWithdrawal, sendBalance, startFromSeed } from './journeys';

// A confirm goes out once per review: not again after a reload while it was pending, not from a
// second tab of the same review (screens/src/forms/sendOnce.ts). The calls are counted.

test.beforeEach(async ({ page }) => {
  // Two tabs and several reloads on a loaded machine.
  test.setTimeout(90_000);
  await startFromSeed(page, { reload: false });
});

/** Signs in verified@demo.test (12,500.75 USDC) and reviews a withdrawal of 100 USDC. */
async function reviewAsVerified(page: Page) {
  await signIn(page, 'verified@demo.test');
  await reviewWithdrawal(page);
}

const tick = (page: Page) =>
  page.getByRole('checkbox', { name: /I confirm/ }).check({ force: true });

test('withdraw: a reload while Confirm is pending sends nothing again; the review is spent', async ({
  page,
}) => {
  await reviewAsVerified(page);
  const confirms = postsTo(page, 'send/confirm');
  await loseFirstAnswer(page, 'send/confirm');
  await page.reload();
  await tick(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The backend took it; the answer never comes, and the customer reloads.
  await expect.poll(() => confirms.length, { timeout: 15_000 }).toBe(1);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Already submitted' })).toBeVisible();
  await expect(page.getByText(/This transaction was already submitted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  // Typed again, the address still finds it spent; the form starts empty.
  await page.goto('/withdraw/review');
  await expect(page.getByRole('heading', { name: 'Already submitted' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/withdraw');
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  expect(confirms).toHaveLength(1);
  expect(await sendBalance(page)).toBe('12400.75');
});

test('withdraw: the review in two tabs, Confirm pressed in both: one send, both show it sent', async ({
  page,
}) => {
  await reviewAsVerified(page);
  const other = await duplicateTab(page);
  await expect(other.getByRole('heading', { name: 'Review Send Details' })).toBeVisible();
  const confirms = [page, other].map((tab) => postsTo(tab, 'send/confirm'));
  await tick(page);
  await tick(other);

  // Pressed in both at the same moment (a click in one can make the other leave its review
  // before Playwright's own click lands: pressed here by the page's clock instead).
  const at = Date.now() + 1000;
  const press = (tab: Page) =>
    tab.evaluate(
      (at) =>
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            const confirm = [...document.querySelectorAll('button')].find(
              (b) => b.textContent === 'Confirm',
            );
            confirm?.click();
            resolve(Boolean(confirm));
          }, at - Date.now()),
        ),
      at,
    );
  const pressed = await Promise.all([press(page), press(other)]);
  expect(pressed).toEqual([true, true]);
  for (const tab of [page, other])
    await expect(tab.getByRole('heading', { name: 'Transaction sent' })).toBeVisible({
      timeout: 15_000,
    });
  expect(confirms.flat()).toHaveLength(1);

  // A reload of either tab still says so, and sends nothing.
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
  expect(confirms.flat()).toHaveLength(1);
  expect(await sendBalance(page)).toBe('12400.75');
});

test('withdraw: a tab left on the review leaves it when another tab sends it', async ({ page }) => {
  await reviewAsVerified(page);
  const other = await duplicateTab(page);
  const confirms = [page, other].map((tab) => postsTo(tab, 'send/confirm'));
  await tick(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
  // Untouched, the other tab shows the outcome instead of a Confirm that would send again.
  await expect(other.getByRole('heading', { name: 'Transaction sent' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  expect(confirms.flat()).toHaveLength(1);
});

test('earn: a reload while Earn is pending; Earn opened again says it was submitted, one call', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  const earns = postsTo(page, 'yield/confirm-deposit');
  await loseFirstAnswer(page, 'yield/confirm-deposit');
  await page.goto('/dashboard');
  const yieldWallet = page.getByRole('region', { name: 'Yield Wallet' });
  await expect(yieldWallet.getByText('3,000.000000 USDC')).toBeVisible();
  await yieldWallet.getByRole('button', { name: 'Earn' }).click();
  const earn = page.getByRole('dialog', { name: 'Earn' });
  await earn.getByRole('textbox', { name: 'Amount' }).fill('500');
  await earn.getByText(/I agree to the Yield Wallet terms/).click();
  await earn.getByRole('button', { name: 'Earn' }).click();
  await expect.poll(() => earns.length, { timeout: 15_000 }).toBe(1);
  await page.reload();

  await expect(yieldWallet.getByText('3,500.000000 USDC')).toBeVisible();
  await yieldWallet.getByRole('button', { name: 'Earn' }).click();
  const spent = page.getByRole('alertdialog', { name: 'Already submitted' });
  await expect(spent).toContainText('This Earn request was already submitted');
  await spent.getByRole('button', { name: 'Close' }).click();
  await expect(spent).toBeHidden();
  // Closed, it is over: the next Earn is a new one.
  await yieldWallet.getByRole('button', { name: 'Earn' }).click();
  await expect(page.getByRole('dialog', { name: 'Earn' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  expect(earns).toHaveLength(1);
});

test('a duplicated tab with an expired access token: one refresh, both stay signed in; logout ends the server session', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  const balance = (tab: Page) =>
    tab.getByRole('region', { name: 'Main Wallet USDC' }).getByText('12,500.750000 USDC');
  await expect(balance(page)).toBeVisible();
  const other = await duplicateTab(page);
  await expect(balance(other)).toBeVisible();
  const refreshes = [page, other].map((tab) => postsTo(tab, 'auth/refreshToken'));
  expect((await api(page, 'demo/expire-tokens', {})).status).toBe(200);

  // Both tabs call with the expired token at once.
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) {
    await expect(balance(tab)).toBeVisible({ timeout: 15_000 });
    await expect(tab).toHaveURL('/dashboard');
  }
  expect(refreshes.flat()).toHaveLength(1);
  const tokens = (tab: Page) =>
    tab.evaluate(() => [
      sessionStorage.getItem('access_token'),
      sessionStorage.getItem('refresh_token'),
    ]);
  const session = await tokens(page);
  expect(await tokens(other)).toEqual(session);

  // Logout in one tab: both sign out, and the session's tokens no longer work on the server.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(other).toHaveURL('/login');
  const [access, refresh] = session;
  const statuses = await page.evaluate(
    async ({ access, refresh }) => {
      const post = (path: string, body: unknown, token?: string) =>
        fetch(`/api/v1/${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        }).then((r) => r.status);
      return [
        await post('auth/validate-access-token', {}, access!),
        await post('auth/refreshToken', { grant_type: 'refresh_token', refreshToken: refresh }),
      ];
    },
    { access, refresh },
  );
  expect(statuses).toEqual([401, 401]);
});
