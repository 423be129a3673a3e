import { expect, test } from './fixtures';
import { openApp, signIn } from './demo';

test('the first Tab on /login focuses the skip link; Enter moves focus to main', async ({
  page,
}) => {
  await openApp(page, '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/login');
  // The next Tab goes on inside the page, to the e-mail field, not back through the promo.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
});

test('a signed-in page starts with the skip link too, past the sidebar to main', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on inside the page, not through the sidebar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('an unknown path signed in keeps the shell; signed out it has its own skip link', async ({
  page,
}) => {
  await openApp(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Available' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await signIn(page, 'verified@demo.test');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Available' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL('/dashboard');
});
