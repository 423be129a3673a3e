import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Address } from './Address';

const evm = '0x52908400098527886E0F7030069857D2E4169EE7';

const meta = {
  title: 'UI/Display/Address',
  component: Address,
  tags: ['autodocs'],
  args: { address: evm },
} satisfies Meta<typeof Address>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(evm)).toBeVisible();
  },
};

export const Truncated: Story = {
  args: { truncate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0x52908400…D2E4169EE7')).toBeVisible();
    await expect(canvas.getByTitle(evm)).toBeInTheDocument();
  },
};

export const ShortIsNeverTruncated: Story = {
  args: { address: 'bc1qshortaddress', truncate: true },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
