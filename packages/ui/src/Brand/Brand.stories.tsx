import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Brand } from './Brand';

const meta = {
  title: 'UI/Brand',
  component: Brand,
  tags: ['autodocs'],
  args: { name: 'Wallet' },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wallet')).toBeVisible();
  },
};

/** The mark alone: the name is hidden visually but still read out. */
export const Compact: Story = {
  args: { isCompact: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Wallet')).toHaveClass('visually-hidden');
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().width).toBe(32);
  },
};
