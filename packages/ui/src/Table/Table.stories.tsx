import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
} satisfies Meta<typeof Table<Reward>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 10 rows: no pagination. */
export const OnePage: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(7));
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ExactlyTen: Story = {
  args: { rows: rows(10) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(11));
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** More than 10 rows: 10 a page, and pagination by keyboard or pointer. */
export const Paginated: Story = {
  args: { rows: rows(23) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Rewards' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
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

/** Sorting: a click on a header sorts ascending, another descending; aria-sort follows. */
export const Sortable: Story = {
  args: { rows: rows(12), defaultSort: { column: 'email', direction: 'descending' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid');
    const firstCell = () =>
      within(within(table).getAllByRole('row')[1]!).getAllByRole('rowheader')[0]!;
    await expect(firstCell()).toHaveTextContent('friend12@example.com');
    const header = within(table).getByRole('columnheader', { name: /Email/ });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCell()).toHaveTextContent('friend01@example.com');
    const reward = within(table).getByRole('columnheader', { name: /Reward/ });
    await userEvent.click(reward);
    await expect(reward).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No record')).toBeVisible();
  },
};

export const StruckRow: Story = {
  args: { getRowState: (r: Reward) => (r.status === 'Completed' ? 'struck' : undefined) },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

/** Stacked at 375 px: every column of a row is in view without scrolling; the grid is unchanged. */
export const MobileStacked: Story = {
  args: { narrowLayout: 'stack' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Rewards' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const row = (await canvas.findAllByRole('row'))[1]!;
    const status = within(row).getAllByRole('gridcell').at(-1)!;
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
  },
};
