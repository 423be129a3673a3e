import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { LOOKS, VisualApp, visualParameters } from './VisualApp';

/** /referral in the shell: one grid across the width, the link cut in its middle, the table stacked on a phone. */
const meta = {
  title: 'Visual/Referral',
  component: VisualApp,
  parameters: {
    ...visualParameters,
    spec: ['referral.page'],
    route: { path: '/referral', pattern: '/*' },
    signedInAs: PERSONAS.verified,
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Referral rewards' }, { timeout: 5000 });
    // Every column of the first friend is in view: nothing hidden beyond the page's edge.
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    const main = canvas.getByRole('main').getBoundingClientRect();
    for (const cell of cells)
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(main.right);
    // The link is cut on screen only: its text, and what Copy Link copies, is whole.
    const link = canvas.getByTestId('referral-link');
    await expect(link.textContent).toMatch(/\/signup\?referral=[A-Z0-9]+$/);
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
