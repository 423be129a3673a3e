import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QRCode } from './QRCode';

const meta = {
  title: 'UI/Display/QRCode',
  component: QRCode,
  tags: ['autodocs'],
  args: {
    value: '0x52908400098527886E0F7030069857D2E4169EE7',
    label: 'QR code of your wallet address',
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WalletAddress: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'QR code of your wallet address' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg path').length).toBeGreaterThan(0);
  },
};

export const ReferralLink: Story = {
  args: {
    value: 'https://app.example.com/signup?referral=FRIEND2026',
    label: 'QR code of your referral link',
    size: 128,
  },
};
