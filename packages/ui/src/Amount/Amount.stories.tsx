import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Amount } from './Amount';

const meta = {
  title: 'UI/Display/Amount',
  component: Amount,
  tags: ['autodocs'],
  args: { value: '1234567.891234567', decimals: 6, ticker: 'USDC' },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Crypto: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567.891234', { exact: false })).toBeVisible();
  },
};

export const Usd: Story = {
  args: { value: 2500.999, decimals: 2, prefix: '$', ticker: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$2,500.99')).toBeVisible();
  },
};

export const Token: Story = { args: { value: '250.9', decimals: 0, ticker: 'VEF' } };

export const Signed: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Amount value="150" decimals={2} signed tone ticker="USDC" />
      <Amount value="-42.5" decimals={2} signed tone ticker="USDC" />
      <Amount value="-42.5" decimals={2} signed tone prefix="$" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+150.00', { exact: false })).toBeVisible();
    await expect(canvas.getByText('-$42.50')).toBeVisible();
  },
};

/** A malformed server value shows a dash, never "NaN" or a crash. */
export const Unreadable: Story = {
  args: { value: 'not-a-number' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Amount not available')).toHaveTextContent('—');
  },
};

export const LongContent: Story = { args: { value: '123456789012345678.123456' } };
