import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Sign-up progress', value: 50 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Half: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Sign-up progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('50%')).toBeVisible();
  },
};

export const Steps: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[25, 50, 75, 100].map((v) => (
        <ProgressBar key={v} {...args} label={`Step at ${v}`} value={v} />
      ))}
    </div>
  ),
};

export const HiddenLabel: Story = { args: { hideLabel: true, value: 75 } };
