import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { label: 'Submitting your application' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 240, border: '1px dashed gray' }}>
        <p style={{ padding: 16 }}>Form content underneath</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverContent: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Submitting your application' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitting your application');
  },
};

export const FullScreen: Story = { args: { fullScreen: true } };
