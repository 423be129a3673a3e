import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, postsTo, signIn } from './demo';
import { expect, test } from './fixtures';

/** EIP-55's first test vector: a valid mixed-case (checksummed) address. */
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** Well-formed, refused by the backend: invalid_address. */
const ZERO = '0x0000000000000000000000000000000000000000';

interface Entry {
  id: string;
  address_name: string;
  address: string;
  tag?: string;
}
const book = async (page: Page) => (await api<Entry[]>(page, 'address-book')).body.data!;

/** The Add Recipient (or Edit Recipient) dialog, filled and sent. */
async function submitRecipient(
  page: Page,
  { name, address, tag }: { name?: string; address?: string; tag?: string },
  title = 'Add Recipient',
) {
  const dialog = page.getByRole('dialog', { name: title });
  if (name !== undefined) await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  if (address !== undefined)
    await dialog.getByRole('textbox', { name: /^Wallet address/ }).fill(address);
  if (tag !== undefined) await dialog.getByRole('textbox', { name: /^Tag/ }).fill(tag);
  await dialog.getByText(/^I confirm this address/).click();
  await dialog.getByRole('button', { name: title === 'Add Recipient' ? 'Add' : 'Save' }).click();
  return dialog;
}

const table = (page: Page) => page.getByRole('table', { name: 'Saved recipients' });

test.use({ allowConsoleErrors: ['api/v1/address-book/create'] });

test('add (checksummed, invalid, duplicate), edit, delete; page 2 holds the 11th', async ({
  page,
}) => {
  // A long journey: on a loaded machine it outlasts the default 30 s.
  test.slow();
  await signIn(page, 'verified@demo.test');
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Address Book' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Address Book', level: 1 })).toBeVisible();
  await expect(table(page).getByRole('rowheader')).toHaveText([/^Exchange/, /^Savings/]);

  await page.getByRole('button', { name: 'Add Recipient' }).click();
  let dialog = await submitRecipient(page, {
    name: 'Cold wallet',
    address: CHECKSUMMED,
    tag: 'Cold',
  });
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole('rowheader', { name: /Cold wallet/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add Recipient' }).click();
  dialog = await submitRecipient(page, { name: 'Nowhere', address: ZERO, tag: 'Test' });
  const address = dialog.getByRole('textbox', { name: /^Wallet address/ });
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Please enter a valid wallet address');

  const savings = (await book(page)).find((e) => e.address_name === 'Savings')!;
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Savings twice');
  await address.fill(savings.address.toUpperCase().replace('0X', '0x'));
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toContainText('This wallet address already exists');
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Savings twice');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await book(page)).map((e) => e.address_name).sort()).toEqual([
    'Cold wallet',
    'Exchange',
    'Savings',
  ]);

  await table(page).getByRole('button', { name: 'Edit Cold wallet' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Recipient' });
  await expect(dialog.getByRole('textbox', { name: /^Wallet address/ })).toHaveValue(CHECKSUMMED);
  await submitRecipient(page, { name: 'Cold storage' }, 'Edit Recipient');
  await expect(table(page).getByRole('rowheader', { name: /Cold storage/ })).toBeVisible();

  await table(page).getByRole('button', { name: 'Delete Exchange' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Exchange?' });
  await confirm.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(confirm).toBeHidden();
  await expect(table(page).getByRole('rowheader')).toHaveText([/^Cold storage/, /^Savings/]);

  // Ten recipients: one page. The 11th (added in the form) brings page 2.
  for (let i = 1; i <= 8; i++)
    expect(
      (
        await api(page, 'address-book/create', {
          address_name: `Friend ${i}`,
          address: `0x${String(i).padStart(40, 'b')}`,
          tag: '',
          acknowledge: true,
        })
      ).status,
    ).toBe(201);
  await page.reload();
  await expect(table(page).getByRole('rowheader')).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: 'Saved recipients pages' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Recipient' }).click();
  await submitRecipient(page, { name: 'Zed', address: `0x${'c'.repeat(40)}`, tag: 'Friend' });
  const pages = page.getByRole('navigation', { name: 'Saved recipients pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(table(page).getByRole('rowheader')).toHaveText([/^Zed/]);
});

test('Add without a tag is refused: every field is required, and nothing is sent', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  const creates = postsTo(page, 'address-book/create');
  await page.goto('/address-book');
  await page.getByRole('button', { name: 'Add Recipient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipient' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Cold wallet');
  await dialog.getByRole('textbox', { name: /^Wallet address/ }).fill(CHECKSUMMED);
  await dialog.getByText(/^I confirm this address/).click();
  const add = dialog.getByRole('button', { name: 'Add' });
  await expect(add).toBeDisabled();
  // Enter does not send it either; leaving the field says what is missing.
  const tag = dialog.getByRole('textbox', { name: /^Tag/ });
  await tag.fill(' ');
  await tag.press('Enter');
  await tag.press('Tab');
  await expect(tag).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Please enter a tag');
  await expect(dialog).toBeVisible();
  expect(creates).toEqual([]);

  await tag.fill('Cold');
  await add.click();
  await expect(dialog).toBeHidden();
  expect((await book(page)).find((e) => e.address_name === 'Cold wallet')?.tag).toBe('Cold');
  expect(creates).toHaveLength(1);
});

test('withdraw to a saved recipient picked by keyboard; a pasted lookalike blocks Send until ticked', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  const savings = (await book(page)).find((e) => e.address_name === 'Savings')!;
  await page.goto('/withdraw');
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('100');
  await page.getByRole('button', { name: 'Choose from address book' }).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Choose from address book' });
  await expect(picker.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('personal');
  await expect(picker.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  const name = page.getByRole('textbox', { name: /^Recipient name/ });
  const address = page.getByRole('textbox', { name: /^Recipient wallet address/ });
  await expect(name).toHaveValue('Savings');
  await expect(address).toHaveValue(savings.address);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled();

  // The poisoning pattern: the same first and last 4 hex digits, another middle.
  const hex = savings.address.slice(2);
  const poisoned = `0x${hex.slice(0, 4)}${'0'.repeat(32)}${hex.slice(-4)}`;
  await address.fill(poisoned);
  const warning = page.getByRole('group', { name: /looks like one you know/ });
  await expect(warning).toContainText(poisoned);
  await expect(warning).toContainText(savings.address);
  await expect(send).toBeDisabled();
  await warning.getByText(/^I have compared every character/).click();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page).toHaveURL(/\/withdraw\/review$/);
  await expect(page.getByText('You have not sent to this address before.')).toBeVisible();
});

test('export, then import the same file: every row is a duplicate, nothing to add', async ({
  page,
}) => {
  await signIn(page, 'verified@demo.test');
  await page.goto('/address-book');
  await expect(table(page).getByRole('rowheader')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('address-book.csv');
  const file = await download.path();
  expect(readFileSync(file, 'utf8')).toMatch(/^\uFEFFname,address,tag\r\nExchange,0x/);

  await page.getByTestId('import-file').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Import recipients' });
  const rows = dialog.getByRole('table', { name: 'Rows of the file' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toHaveAttribute('data-status', 'duplicate');
    await expect(row.getByRole('checkbox')).toBeDisabled();
  }
  await expect(dialog.getByRole('button', { name: 'Add 0 recipients' })).toBeDisabled();
});
