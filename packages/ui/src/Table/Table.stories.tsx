import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { docsArgs } from '../../../../.storybook/docs/storyDocs';
import { Amount } from '../Amount/Amount';
import { Table, type TableColumn } from './Table';

interface Reward {
  id: string;
  email: string;
  amount: number;
  status: string;
}

const rows = (n: number): Reward[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i + 1}`,
    email: `friend${String(i + 1).padStart(2, '0')}@example.com`,
    amount: ((i * 7) % 13) + 0.5,
    status: i % 3 === 0 ? 'Completed' : 'Pending',
  }));

const columns: TableColumn<Reward>[] = [
  {
    id: 'email',
    header: 'Email',
    cell: (r) => r.email,
    sortValue: (r) => r.email,
    isRowHeader: true,
  },
  {
    id: 'amount',
    header: 'Reward',
    cell: (r) => <Amount value={r.amount} decimals={2} ticker="USDC" />,
    sortValue: (r) => r.amount,
    align: 'end',
  },
  { id: 'status', header: 'Status', cell: (r) => r.status },
];

const meta = {
  title: 'UI/Table',
  component: Table<Reward>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Rewards', columns, rows: rows(6), getRowId: (r: Reward) => r.id },
  // Rows and columns are data and functions: no control draws them (a tree of every row).
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowId: { control: false },
    getRowState: { control: false },
    defaultSort: { control: false },
    emptyText: { control: 'text' },
  },
} satisfies Meta<typeof Table<Reward>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 10 rows: no pagination. A native table: a header row, a row header per row. */
export const OnePage: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rewards' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    await expect(within(table).getAllByRole('cell')).toHaveLength(12);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ExactlyTen: Story = {
  args: { rows: rows(10) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** More than 10 rows: 10 a page, and pagination by keyboard or pointer. */
export const Paginated: Story = {
  args: { rows: rows(23) },
  parameters: {
    docs: {
      description: {
        story:
          'Page 1 of 3 here; Next and the page buttons move on (the canvas ends on page 3, its three rows and Next disabled).',
      },
    },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rewards' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const nav = canvas.getByRole('navigation', { name: 'Rewards pages' });
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(within(table).getByText('friend11@example.com')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/**
 * Sorting: the button in a sortable header sorts by it ascending, then turns the direction
 * around, and goes back to page 1; aria-sort is on the sorted column's header only.
 */
export const Sortable: Story = {
  args: { rows: rows(12), defaultSort: { column: 'email', direction: 'descending' } },
  // The canvas ends sorted by Reward, highest first.
  decorators: [docsArgs({ defaultSort: { column: 'amount', direction: 'descending' } })],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rewards' });
    const firstRowHeader = () =>
      within(within(table).getAllByRole('row')[1]!).getByRole('rowheader');
    await expect(firstRowHeader()).toHaveTextContent('friend12@example.com');
    const email = within(table).getByRole('columnheader', { name: 'Email' });
    const reward = within(table).getByRole('columnheader', { name: 'Reward' });
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(reward).not.toHaveAttribute('aria-sort');
    // Only a sortable column has a button.
    await expect(
      within(within(table).getByRole('columnheader', { name: 'Status' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    const nav = canvas.getByRole('navigation', { name: 'Rewards pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await userEvent.click(within(email).getByRole('button', { name: 'Email' }));
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowHeader()).toHaveTextContent('friend01@example.com');
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(reward).getByRole('button', { name: 'Reward' }));
    await expect(reward).toHaveAttribute('aria-sort', 'ascending');
    await expect(email).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(reward).getByRole('button', { name: 'Reward' }));
    await expect(reward).toHaveAttribute('aria-sort', 'descending');
  },
};

/** A link in each row, to show the keyboard path through the table. */
const withProfileLink: TableColumn<Reward>[] = [
  ...columns,
  {
    id: 'profile',
    header: 'Profile',
    cell: (r) => (
      <a href={`#${r.id}`} aria-label={`View profile of ${r.email}`}>
        View profile
      </a>
    ),
  },
];

/**
 * Keyboard: Tab reaches the scroll region, each sort button, the links in the cells and the
 * pagination; Enter or Space on a sort button sorts.
 */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { rows: rows(12), columns: withProfileLink },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rewards' });
    const email = within(table).getByRole('columnheader', { name: 'Email' });
    const firstRowHeader = () =>
      within(within(table).getAllByRole('row')[1]!).getByRole('rowheader');
    (document.activeElement as HTMLElement | null)?.blur();

    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Rewards' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(email).getByRole('button', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowHeader()).toHaveTextContent('friend01@example.com');
    await userEvent.keyboard(' ');
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowHeader()).toHaveTextContent('friend12@example.com');

    await userEvent.tab();
    await expect(within(table).getByRole('button', { name: 'Reward' })).toHaveFocus();
    const links = within(table).getAllByRole('link');
    await expect(links).toHaveLength(10);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    // Previous is disabled on page 1: the next stop is the first page.
    await userEvent.tab();
    const nav = canvas.getByRole('navigation', { name: 'Rewards pages' });
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveFocus();
  },
};

/** No rows: the empty text in one cell across all the columns. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const empty = canvas.getByRole('cell', { name: 'No record' });
    await expect(empty).toBeVisible();
    await expect(empty).toHaveAttribute('colspan', '3');
  },
};

export const StruckRow: Story = {
  args: { getRowState: (r: Reward) => (r.status === 'Completed' ? 'struck' : undefined) },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

/** Stacked at 375 px: every column of a row is in view without scrolling; the table is unchanged. */
export const MobileStacked: Story = {
  args: { narrowLayout: 'stack' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Rewards' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const row = (await canvas.findAllByRole('row'))[1]!;
    const status = within(row).getAllByRole('cell').at(-1)!;
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
  },
};
