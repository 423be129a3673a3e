import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
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
  argTypes: { action: { control: false } },
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

/** Guidelines drawn with the real component (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={
          <Banner
            tone="warning"
            title="Action Required for Verification"
            action={{ label: 'Provide Details', onPress: () => {} }}
          >
            Tell us who sent your last deposit so that it can be credited.
          </Banner>
        }
        doText="One message about the page, with the one action that resolves it."
        dont={
          <div style={{ display: 'grid', gap: 8 }}>
            <Banner tone="info" title="Get Verified" />
            <Banner tone="info" title="Verification takes two days" />
            <Banner tone="info" title="Verified customers can apply for a card" />
          </div>
        }
        dontText="Banners of one tone stacked: merge them, or show the most urgent one."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
