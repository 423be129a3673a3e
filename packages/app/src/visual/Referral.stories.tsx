import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PERSONAS, referralCodeFor } from '@wallet/mocks';
import { ReferralLinkOrigin } from '@wallet/screens/pages/ReferralScreen';
import { tr } from '@wallet/screens/testing';
import { LOOKS, VisualApp, visualParameters } from './VisualApp';

/**
 * The origin the referral link and its QR code start with: the page's own would change with the
 * port Storybook is served on, and these captures with it.
 */
const ORIGIN = 'https://app.example.com';

/** /referral in the shell: one grid across the width, the link cut in its middle, the table stacked on a phone. */
const meta = {
  title: 'Visual/Referral',
  component: VisualApp,
  parameters: {
    ...visualParameters,
    spec: ['referral.page'],
    specExpect: [
      { role: 'heading', name: 'Refer A Friend', level: 1 },
      { role: 'table', name: 'Referral rewards' },
      { role: 'img', name: 'QR code of your referral link' },
      { text: `${ORIGIN}/signup?referral=` },
    ],
    route: { path: '/referral', pattern: '/*' },
    signedInAs: PERSONAS.verified,
  },
  decorators: [
    (Story) => (
      <ReferralLinkOrigin origin={ORIGIN}>
        <Story />
      </ReferralLinkOrigin>
    ),
  ],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: tr('Referral rewards') },
      { timeout: 5000 },
    );
    // Every column of the first friend is in view: nothing hidden beyond the page's edge.
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    const main = canvas.getByRole('main').getBoundingClientRect();
    for (const cell of cells)
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(main.right);
    // The link is cut on screen only: its text, and what Copy Link copies, is whole.
    const link = canvas.getByTestId('referral-link');
    await expect(link.textContent).toBe(
      `${ORIGIN}/signup?referral=${referralCodeFor(PERSONAS.verified)}`,
    );
    await expect(within(link).getByText(/^[A-Z0-9]+$/)).toBeVisible();
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    // Nothing widens the page past the window (the whole link would, uncut).
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
} satisfies Meta<typeof VisualApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileLight: Story = { globals: LOOKS.mobileLight };
export const MobileDark: Story = { globals: LOOKS.mobileDark };
export const DesktopLight: Story = { globals: LOOKS.desktopLight };
export const DesktopDark: Story = { globals: LOOKS.desktopDark };
