import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
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

/** Guidelines drawn with the real component (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={<Badge tone="warning">Pending Approval</Badge>}
        doText="The status in a few words, in the tone that fits it."
        dont={
          <Badge tone="warning">
            Your documents are being checked, which can take up to two working days
          </Badge>
        }
        dontText="A sentence in a badge: it is a message, and belongs in a Banner or the text."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
