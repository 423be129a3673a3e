import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Get Verified',
    children: 'Verify your identity to deposit, withdraw and apply for a card.',
    action: { label: 'Verify Now', onPress: fn() },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Get Verified' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Verify Now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Banner tone="info" title="Information" />
      <Banner tone="success" title="Success">
        Done.
      </Banner>
      <Banner tone="warning" title="Action Required for Verification" />
      <Banner tone="danger" title="Something failed" />
    </div>
  ),
};

export const WithoutAction: Story = { args: { action: undefined } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

export const LongContent: Story = {
  args: {
    title: 'Incoming Deposit',
    children:
      'We received a deposit of 1,250.000000 USDC from an address we do not recognise. Tell us who sent it so that it can be credited to your Main Wallet; until then it is held safely.',
    action: { label: 'Provide Details', onPress: fn() },
  },
};
