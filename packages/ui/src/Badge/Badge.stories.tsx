import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Verified', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="success">Verified</Badge>
      <Badge tone="info">Verified Plus</Badge>
      <Badge tone="warning">Pending Approval</Badge>
      <Badge tone="danger">Unverified</Badge>
      <Badge tone="neutral">Coming Soon</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending Approval')).toHaveAttribute('data-tone', 'warning');
  },
};

export const LongContent: Story = {
  args: { children: 'Pending Approval of your identity documents' },
};
