import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { SignedInApp } from '../../testing/SignedInApp';

const meta = {
  title: 'App/Banners',
  parameters: { layout: 'fullscreen', route: { path: '/dashboard' } },
  render: () => <SignedInApp />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unverified user: Get Verified, whose Verify Now opens the identity widget. */
export const GetVerified: Story = {
  parameters: { spec: ['shell.banner.get-verified'], signedInAs: PERSONAS.unverified },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Get Verified' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Verify Now' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/kyc-verification');
  },
};

/** Resubmission requested: Action Required for Verification with Review Details. */
export const ActionRequired: Story = {
  parameters: { spec: ['shell.banner.action-required'], signedInAs: PERSONAS.resubmission },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Action Required for Verification' });
    await expect(within(banner).getByRole('button', { name: 'Review Details' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Get Verified' })).not.toBeInTheDocument();
  },
};

/** A verified user with deposits from unknown senders: Incoming Deposit. */
export const IncomingDeposit: Story = {
  parameters: { spec: ['shell.banner.incoming-deposit'], signedInAs: PERSONAS.incoming },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Incoming Deposit' });
    await expect(within(banner).getByRole('button', { name: 'Provide Details' })).toBeVisible();
  },
};

/** A verified user with nothing waiting: no banner. */
export const None: Story = {
  parameters: { signedInAs: PERSONAS.verified },
  play: async ({ canvas }) => {
    await canvas.findByText('Welcome, Ana Lim');
    await expect(
      canvas.queryByRole('region', { name: /Verified|Deposit|Action/ }),
    ).not.toBeInTheDocument();
  },
};
