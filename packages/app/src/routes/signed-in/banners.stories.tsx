import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { navigatedTo, tr } from '@wallet/screens/testing';
import { DashboardPage } from '../../testing/SignedInApp';

/** The banners' names (English: read through `tr`). */
const BANNERS = ['Get Verified', 'Action Required for Verification', 'Incoming Deposit'];

// The banners sit above the page, as on /dashboard: the frame with Home.
const meta = {
  title: 'App/Banners',
  parameters: { layout: 'fullscreen', route: { path: '/dashboard', pattern: '/dashboard/*' } },
  render: () => <DashboardPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unverified user: Get Verified, with Verify Now. */
export const GetVerified: Story = {
  parameters: {
    spec: ['shell.banner.get-verified'],
    specExpect: { role: 'region', name: 'Get Verified' },
    signedInAs: PERSONAS.unverified,
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: tr('Get Verified') });
    await expect(within(banner).getByRole('button', { name: tr('Verify Now') })).toBeVisible();
  },
};

/** Get Verified's Verify Now opens the identity widget. */
export const VerifyNowOpensIdentityCheck: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: async ({ canvas, canvasElement }) => {
    const banner = await canvas.findByRole('region', { name: tr('Get Verified') });
    await userEvent.click(within(banner).getByRole('button', { name: tr('Verify Now') }));
    await navigatedTo(canvasElement, '/kyc-verification');
  },
};

/** Resubmission requested: Action Required for Verification with Review Details. */
export const ActionRequired: Story = {
  parameters: {
    spec: ['shell.banner.action-required'],
    specExpect: { role: 'region', name: 'Action Required for Verification' },
    signedInAs: PERSONAS.resubmission,
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', {
      name: tr('Action Required for Verification'),
    });
    await expect(within(banner).getByRole('button', { name: tr('Review Details') })).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: tr('Get Verified') }),
    ).not.toBeInTheDocument();
  },
};

/** A verified user with deposits from unknown senders: Incoming Deposit. */
export const IncomingDeposit: Story = {
  parameters: {
    spec: ['shell.banner.incoming-deposit'],
    specExpect: { role: 'region', name: 'Incoming Deposit' },
    signedInAs: PERSONAS.incoming,
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: tr('Incoming Deposit') });
    await expect(within(banner).getByRole('button', { name: tr('Provide Details') })).toBeVisible();
  },
};

/** A verified user with nothing waiting: no banner. */
export const None: Story = {
  parameters: { signedInAs: PERSONAS.verified },
  play: async ({ canvas }) => {
    await canvas.findByText(tr('Welcome, {name}', { name: 'Ana Lim' }));
    // None of the banners, by any of their names.
    const anyBanner = new RegExp(
      BANNERS.map((name) => tr(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    );
    await expect(canvas.queryByRole('region', { name: anyBanner })).not.toBeInTheDocument();
  },
};
