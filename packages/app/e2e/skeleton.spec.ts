import { expect, test } from '@playwright/test';

test('the root path sends a visitor to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
});

test('/healthz answers OK', async ({ page }) => {
  await page.goto('/healthz');
  await expect(page.getByText('OK', { exact: true })).toBeVisible();
});

test('an unknown path shows Page Not Available with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Available' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('a ui link navigates client-side through the router', async ({ page }) => {
  await page.goto('/no/such/page');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Same document: the marker set before the click survives, so no full reload happened.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});
