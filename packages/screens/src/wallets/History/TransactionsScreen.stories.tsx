import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import Papa from 'papaparse';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import {
  backendSays,
  containing,
  escapeRegExp,
  failing,
  messagePattern,
  pending,
  screenOf,
  startingWith,
  tr,
} from '../../testing/storyKit';
import { EXPORT_COLUMNS } from './exportCsv';
import { KINDS } from './history';
import { TransactionsScreen } from './TransactionsScreen';

/** What Export CSV handed to the browser to download, and the name it gave it. */
let exported: { blob: Blob; name: string }[] = [];

const meta = {
  title: 'Screens/Wallets/All Transactions',
  component: TransactionsScreen,
  parameters: {
    route: { path: '/transactions', pattern: '/transactions/:id?' },
    signedInAs: PERSONAS.verified,
  },
} satisfies Meta<typeof TransactionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `text` as a pattern matching it anywhere in a name or text. */
const anywhere = (text: string) => new RegExp(escapeRegExp(text));
/** The count of every row, any three digits: "365 transactions". */
const everyRow = () =>
  messagePattern(
    '{total, plural, one {{count} transactions} other {{count} transactions}}',
    { count: '\\d{3}' },
    { total: 2 },
  );
/** The count while filters are set: "12 of 365 transactions match". */
const matchingRows = () =>
  messagePattern('{matching} of {count} transactions match', { matching: '\\d+', count: '\\d{3}' });

/**
 * A day's heading as the platform words it in the active language: "Friday, 20 November 2026",
 * "viernes, 20 de noviembre de 2026".
 */
const dayHeading = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.locale === 'es' ? 'es' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The list once it shows rows: they come after it has measured its box (later on a slow machine). */
const list = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole(
    'list',
    { name: tr('Transactions') },
    { timeout: 10_000 },
  );
  await within(grid).findAllByRole('listitem');
  return grid;
};
const count = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
/** The transactions' rows in view: each a link to its detail. */
const items = (grid: HTMLElement) => within(grid).getAllByRole('link');

/** Verified Ana's year: every row of the list is a link to its detail, grouped by day. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await list(canvasElement);
    await expect(count(canvasElement)).toHaveTextContent(everyRow());
    // Day headings, newest first; the first rows are Home's recent ones.
    await expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(3);
    await expect(within(grid).getByText(dayHeading('2026-11-20'))).toBeVisible();
    // Keyboard: Tab reaches the search first, then the filters, then the list.
    const search = within(canvasElement).getByRole('searchbox', { name: tr('Search') });
    await userEvent.click(search);
    await expect(search).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { busyAtRest: 'the history on its way: its skeleton is the state shown' },
  beforeEach({ msw }) {
    msw.use(pending('get', 'transaction'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(tr('Loading your transactions')),
    ).toBeInTheDocument();
  },
};

/** The history could not be read: Try again reads it again (the second answer comes). */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(failing('get', 'transaction', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      tr('{what} could not be loaded. Check your connection and try again.', {
        what: tr('Your transactions'),
      }),
    );
    const retry = canvas.getByRole('button', { name: tr('Try again') });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await list(canvasElement);
  },
};

/** A customer with no history yet. */
export const Empty: Story = {
  parameters: { signedInAs: PERSONAS.noWallet },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tr('No transactions yet'))).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: tr('Export CSV') }),
    ).toBeDisabled();
  },
};

/** Filters from the URL: kind, dates and a search, with the count of matches. */
export const Filtered: Story = {
  parameters: {
    route: { path: '/transactions?kind=withdrawal&range=90d', pattern: '/transactions/:id?' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await list(canvasElement);
    await expect(count(canvasElement)).toHaveTextContent(matchingRows());
    for (const row of items(grid).slice(0, 5))
      await expect(row).toHaveTextContent(anywhere(backendSays('Withdraw')));
    // Typing narrows further, at once; the story rests on the filters and the search set.
    await userEvent.type(canvas.getByRole('searchbox', { name: tr('Search') }), 'Savings');
    await waitFor(() => expect(items(grid)[0]).toHaveTextContent(backendSays('To Savings')));
    await expect(count(canvasElement)).toHaveTextContent(matchingRows());
  },
};

/** Clear all, by keyboard: every filter and the search go, every row comes back. */
export const ClearAll: Story = {
  // Ends on the whole list: Default shows it at rest.
  tags: ['!autodocs', 'test-only'],
  parameters: {
    route: {
      path: '/transactions?kind=withdrawal&range=90d&q=Savings',
      pattern: '/transactions/:id?',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await expect(count(canvasElement)).toHaveTextContent(matchingRows());
    canvas.getByRole('button', { name: tr('Clear all') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(count(canvasElement)).toHaveTextContent(everyRow()));
    await expect(canvas.getByRole('searchbox', { name: tr('Search') })).toHaveValue('');
  },
};

/** Nothing matches: the empty state names the filter that hides everything. */
export const NoMatches: Story = {
  parameters: {
    route: { path: '/transactions?kind=yield&q=no-such-thing', pattern: '/transactions/:id?' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(tr('No transactions match'))).toBeVisible();
    // "Hidden by search “no-such-thing”…": the message up to its filters, then the search's.
    const [hiddenBy] = tr('Hidden by {filters}. Change it or clear the filters.', {
      filters: '{filters}',
    }).split('{filters}');
    const search = tr('search “{search}”', { search: 'no-such-thing' });
    await expect(canvas.getByText(anywhere(`${hiddenBy}${search}`))).toBeVisible();
    await expect(canvas.getByRole('button', { name: tr('Export CSV') })).toBeDisabled();
  },
};

/**
 * A withdrawal's detail, opened from the list by keyboard: fee and net, the address grouped
 * with copy, the hash with copy and its explorer, both times; Escape returns to the filtered
 * list with the focus on the row that opened it.
 */
/** Opens the second withdrawal's detail from the keyboard; returns the row's link. */
const openDetail = async (canvasElement: HTMLElement) => {
  const grid = await list(canvasElement);
  // Into the list and onto its second row, then Enter follows its link.
  const opened = items(grid)[1]!;
  opened.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = within(await screenOf(canvasElement).findByRole('dialog'));
  await waitFor(() => expect(dialog.getByText(tr('Network fee'))).toBeVisible());
  return { href: opened.getAttribute('href'), dialog };
};
const detailRoute = { path: '/transactions?kind=withdrawal', pattern: '/transactions/:id?' };

/** A withdrawal's detail, open over the filtered list: fee, net, both times, copy and explorer. */
export const Detail: Story = {
  parameters: { route: detailRoute },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDetail(canvasElement);
    await expect(dialog.getByText(startingWith('Net (received by the other side)'))).toBeVisible();
    await expect(dialog.getByText(tr('Time (UTC)'))).toBeVisible();
    await expect(
      dialog.getByText(tr('Time ({zone})', { zone: 'Asia/Kuala Lumpur' })),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: tr('Copy address') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: tr('Copy transaction hash') })).toBeVisible();
    const explorer = dialog.getByRole('link', { name: startingWith('View on the explorer') });
    await expect(explorer).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/arbiscan\.io\/tx\/0x/),
    );
    // In a new tab, and said so: by its name, or by its description (ui Link's own).
    await expect(explorer).toHaveAttribute('target', '_blank');
    const newTab = containing('opens in a new tab');
    if (!newTab.test(explorer.textContent ?? ''))
      await expect(explorer).toHaveAccessibleDescription(newTab);
  },
};

/** Escape closes the detail; the filters hold and the focus is back on the row that opened it. */
export const DetailClosesToItsRow: Story = {
  tags: ['test-only'],
  parameters: { route: detailRoute },
  play: async ({ canvasElement }) => {
    const { href } = await openDetail(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('combobox', { name: tr('Kind') }),
    ).toHaveDisplayValue(KINDS.withdrawal);
    // Where the keyboard left off.
    await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe(href));
  },
};

/** A withdrawal to an address never saved offers "Save to address book", prefilled. */
export const DetailSaveRecipient: Story = {
  parameters: {
    route: { path: '/transactions?kind=withdrawal&q=friend', pattern: '/transactions/:id?' },
  },
  play: async ({ canvasElement }) => {
    const grid = await list(canvasElement);
    items(grid)[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const screen = screenOf(canvasElement);
    const save = await screen.findByRole('button', { name: tr('Save to address book') });
    save.focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await screen.findByRole('dialog', { name: tr('Add Recipient') }));
    const address = form.getByRole<HTMLInputElement>('textbox', {
      name: containing('Wallet address'),
    });
    await expect(address.value).toMatch(/^0x[0-9a-f]{40}$/);
    const name = form.getByRole<HTMLInputElement>('textbox', { name: containing('Name') });
    await expect(name.value).toMatch(/^Friend \d$/);
  },
};

/** The detail by its URL, for an id the history does not hold. */
export const DetailNotFound: Story = {
  parameters: { route: { path: '/transactions/T0', pattern: '/transactions/:id?' } },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: tr('Transaction not found'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * Export CSV: exactly the rows the filters show, a BOM, the columns, ISO times with the offset,
 * exact amounts, formula cells neutralised, and the range in the file's name.
 */
export const Export: Story = {
  parameters: {
    route: {
      path: '/transactions?kind=other&range=custom&from=2025-11-01',
      pattern: '/transactions/:id?',
    },
  },
  beforeEach() {
    exported = [];
    const click = HTMLAnchorElement.prototype.click;
    const create = URL.createObjectURL.bind(URL);
    let last: Blob | undefined;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) last = blob;
      return create(blob);
    };
    // The download itself is the browser's; the story reads the file instead.
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download && last) exported.push({ blob: last, name: this.download });
      else click.call(this);
    };
    return () => {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    };
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const matches = Number(/^(\d+) /.exec(count(canvasElement).textContent ?? '')?.[1]);
    const button = within(canvasElement).getByRole('button', { name: tr('Export CSV') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(exported).toHaveLength(1), { timeout: 10_000 });
    const { blob, name } = exported[0]!;
    expect(name).toMatch(/^transactions-2025-11-01-to-2026-11-\d\d\.csv$/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, ...records] = Papa.parse<string[]>(text.trimEnd(), {}).data;
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(records).toHaveLength(matches);
    // The header's names are in the active language (EXPORT_COLUMNS reads each when read).
    const column = (name: string) => EXPORT_COLUMNS.indexOf(tr(name));
    for (const record of records) {
      expect(record[column('Time')]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
      expect(record[column('Amount')]).toMatch(/^-?\d+(\.\d+)?$/);
      for (const cell of record) expect(cell).not.toMatch(/^[=+@\t\r]/);
    }
    expect(records.some((r) => r[column('Details')] === `'=HYPERLINK("http://x.test")`)).toBe(true);
  },
};
