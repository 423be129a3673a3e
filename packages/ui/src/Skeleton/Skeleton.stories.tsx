import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { Spinner } from '../Spinner/Spinner';
import { Skeleton, SkeletonGroup, TableSkeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const CardPlaceholder: Story = {
  parameters: { busyAtRest: 'a skeleton is loading by definition' },
  render: () => (
    <SkeletonGroup label="Loading card balance">
      <Skeleton width="40%" />
      <Skeleton height="2rem" width="60%" shape="rect" />
      <Skeleton width={48} height={48} shape="circle" />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading card balance');
  },
};

/** A table's placeholder: its header band and rows, one cell per column. */
export const TablePlaceholder: Story = {
  parameters: { busyAtRest: 'a skeleton is loading by definition' },
  render: () => <TableSkeleton label="Loading card transactions" columns={4} rows={4} />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading card transactions');
  },
};

/** Guidelines drawn with the real component (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={<TableSkeleton label="Loading card transactions" columns={3} rows={3} />}
        doText="The table’s shape while it loads: nothing moves when the rows arrive."
        dont={
          <div style={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
            <Spinner size="lg" label="Loading card transactions, spinner" />
          </div>
        }
        dontText="A spinner where the layout is known: the page jumps when the table appears."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
