import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  render: () => <TableSkeleton label="Loading card transactions" columns={4} rows={4} />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading card transactions');
  },
};
