import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { api } from './demo';
import { expect, test } from './fixtures';
import { openHome, startFromSeed } from './journeys';

// Journeys of /transactions (issue 28): filters in the URL, a detail by URL, Back, the export.
test.beforeEach(({ page }) => startFromSeed(page));

interface Txn {
  transactionId: string;
  purpose: string;
  amount: string;
  date: string;
  txnHash?: string | null;
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /transactions/ });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const filter = (page: Page, label: string) => page.getByRole('combobox', { name: label });
const pick = (page: Page, label: string, option: string) =>
  filter(page, label).selectOption({ label: option });

test('filter by kind and dates, search a hash, open a detail, Back keeps the filters, export what they show', async ({
  page,
}) => {
  // A long journey of many steps, on a machine that may be loaded.
  test.setTimeout(180_000);
  await openHome(page, 'verified@demo.test');
  const history = (await api<Txn[]>(page, 'transaction')).body.data!;
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { name: 'All Transactions', level: 1 })).toBeVisible();
  await expect(count(page)).toHaveText(`${history.length} transactions`);

  // Kind, then dates: each lands in the URL.
  await pick(page, 'Kind', 'Withdrawal');
  await expect(page).toHaveURL(/\?kind=withdrawal$/);
  await pick(page, 'Dates', 'Last 90 days');
  await expect(page).toHaveURL(/\?kind=withdrawal&range=90d$/);
  const since = Date.parse('2026-11-20T09:30:00Z') - 95 * 86_400_000;
  const withdrawals = history.filter((t) => t.purpose === 'withdraw');
  await expect(count(page)).toContainText(/^\d+ of \d+ transactions match$/);
  const shown = Number(/^(\d+)/.exec((await count(page).textContent())!)![1]);
  expect(shown).toBeGreaterThan(3);
  expect(shown).toBeLessThan(withdrawals.length);

  // A hash from the history: one match, and the URL has it once typing rests.
  const target = withdrawals.find(
    (t) => Date.parse(t.date) > since && t.txnHash?.startsWith('0x'),
  )!;
  await search(page).fill(target.txnHash!);
  await expect(count(page)).toHaveText(`1 of ${history.length} transactions match`);
  await expect(page).toHaveURL(new RegExp(`&q=${target.txnHash}$`));
  const filtered = page.url();

  // The row opens its detail at its own URL; Back closes it, filters and search as they were.
  await page
    .getByRole('list', { name: 'Transactions' })
    .getByRole('link', { name: /Withdraw/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/transactions/${target.transactionId}\\?kind=withdrawal&range=90d&q=`),
  );
  const detail = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(detail.getByText(target.txnHash!)).toBeVisible();
  await expect(detail.getByText('Network fee')).toBeVisible();
  await page.goBack();
  await expect(detail).toBeHidden();
  expect(page.url()).toBe(filtered);
  // The focus is back on the row that opened it.
  await expect(
    page.getByRole('list', { name: 'Transactions' }).getByRole('link', { name: /Withdraw/ }),
  ).toBeFocused();
  await expect(search(page)).toHaveValue(target.txnHash!);
  await expect(filter(page, 'Kind')).toHaveValue('withdrawal');
  await expect(count(page)).toHaveText(`1 of ${history.length} transactions match`);

  // The detail by its URL, typed: it opens over the list; closing it leaves the list filtered.
  await page.goto(`/transactions/${target.transactionId}?kind=withdrawal&range=90d`);
  await expect(detail.getByText(target.txnHash!)).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/transactions\?kind=withdrawal&range=90d$/);
  await page.reload();
  await expect(filter(page, 'Kind')).toHaveValue('withdrawal');
  await expect(count(page)).toHaveText(`${shown} of ${history.length} transactions match`);

  // Export what "Other" shows (it holds a description made to run in a spreadsheet).
  await pick(page, 'Dates', 'All time');
  await pick(page, 'Kind', 'Other');
  await expect(page).toHaveURL(/\?kind=other$/);
  const others = history.filter(
    (t) => t.purpose === 'other' && !/referral/i.test(JSON.stringify(t)),
  );
  await expect(count(page)).toHaveText(`${others.length} of ${history.length} transactions match`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^transactions-2025-\d\d-\d\d-to-2026-11-\d\d\.csv$/,
  );
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const { data } = Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trimEnd());
  const [header, ...records] = data;
  expect(records).toHaveLength(others.length);
  const at = (name: string) => header!.indexOf(name);
  const byId = new Map(history.map((t) => [t.transactionId, t]));
  for (const record of records) {
    // The amount exactly as the server has it; the time ISO 8601 with Kuala Lumpur's offset.
    expect(record[at('Amount')]).toBe(byId.get(record[at('Id')]!)!.amount);
    expect(record[at('Time')]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    for (const cell of record) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
  }
  expect(records.filter((r) => r[at('Details')] === `'=HYPERLINK("http://x.test")`)).not.toEqual(
    [],
  );
});
