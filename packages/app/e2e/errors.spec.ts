import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { openApp, signIn } from './demo';

// A page's chunk that cannot load (a deploy replaced the files, the network dropped) must never
// leave an empty #root: the app reloads once in case a new deploy is out, then offers Reload.
// Chunks are named by hash: the demo build's manifest says which file is which module's.
const manifest = JSON.parse(
  readFileSync(new URL('../dist-demo/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;
function chunkOf(module: string) {
  const file = Object.entries(manifest).find(([key]) => key.endsWith(module))?.[1].file;
  if (!file) throw new Error(`no chunk for ${module} in the demo build manifest`);
  return file;
}
const resetPage = chunkOf('auth/PasswordReset/ForgotPasswordScreen.tsx');
const RESET_PASSWORD_CHUNK = `**/${resetPage}`;
// What /withdraw loads once it has painted: the recipient picker and the address check.
const withdrawTools = chunkOf('wallets/Withdraw/recipientTools.ts');
const exportCsv = chunkOf('wallets/History/exportCsv.ts');

// The blocked chunk is logged each time it is asked for, as it would be after a deploy.
test.use({ allowConsoleErrors: [resetPage, withdrawTools, exportCsv] });

test('a route chunk that cannot load reloads once, then offers Reload, which recovers', async ({
  page,
  context,
}) => {
  await openApp(page, '/login');
  await context.route(RESET_PASSWORD_CHUNK, (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);

  // Moving in the app: the page's chunk fails, the app reloads by itself, and fails again.
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.locator('main#main')).toBeFocused();
  expect(loads).toBe(1);
  // No second automatic reload, however long the page waits.
  await page.waitForTimeout(1_000);
  expect(loads).toBe(1);

  await context.unroute(RESET_PASSWORD_CHUNK);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  expect(loads).toBe(2);
});

test('/withdraw whose address tools cannot load: it reloads once, then offers Reload, never an endless skeleton', async ({
  page,
  context,
}) => {
  await signIn(page, 'verified@demo.test');
  await context.route(`**/${withdrawTools}`, (route) => route.abort());
  await page.goto('/withdraw');
  let loads = 0;
  page.on('load', () => loads++);

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveURL(/\/withdraw$/);
  expect(loads).toBe(1);

  await context.unroute(`**/${withdrawTools}`);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
  expect(loads).toBe(2);
});

test('Export CSV whose code cannot load says so in the generic dialog; once it can, the file comes', async ({
  page,
  context,
}) => {
  await signIn(page, 'verified@demo.test');
  await context.route(`**/${exportCsv}`, (route) => route.abort());
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('We are currently unable to process your request.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await context.unroute(`**/${exportCsv}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});
