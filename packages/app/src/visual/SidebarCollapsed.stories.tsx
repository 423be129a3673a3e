import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { tr } from '@wallet/screens/testing';
import { sidebarCookie } from '../shell/sidebarState';
import { LOOKS, VisualApp, visualParameters } from './VisualApp';

/** The collapsed sidebar: the brand is its mark alone, never a cut name. */
const meta = {
  title: 'Visual/SidebarCollapsed',
  component: VisualApp,
  parameters: {
    ...visualParameters,
    spec: ['shell.sidebar.collapsed'],
    specExpect: [
      { role: 'button', name: 'Expand sidebar' },
      { role: 'navigation', name: 'Main' },
    ],
    route: { path: '/dashboard', pattern: '/*' },
    signedInAs: PERSONAS.verified,
  },
  async beforeEach() {
    document.cookie = sidebarCookie(true);
    return () => {
      document.cookie = 'sidebar_state=; max-age=0; path=/';
    };
  },
} satisfies Meta<typeof VisualApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktopPlay: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('button', { name: tr('Expand sidebar') })).toBeVisible();
  const name = canvas.getByText('Wallet');
  await expect(name).toHaveClass('visually-hidden');
  // The mark fits the collapsed sidebar whole.
  const mark = name.previousElementSibling!.getBoundingClientRect();
  const nav = canvas.getByRole('navigation', { name: tr('Main') }).getBoundingClientRect();
  await expect(mark.left).toBeGreaterThanOrEqual(nav.left);
  await expect(mark.right).toBeLessThanOrEqual(nav.right);
};

export const DesktopLight: Story = { globals: LOOKS.desktopLight, play: desktopPlay };
export const DesktopDark: Story = { globals: LOOKS.desktopDark, play: desktopPlay };
/**
 * On a phone the cookie has no effect: the menu button opens the full sheet. Not the collapsed
 * sidebar, so it names no spec state.
 */
export const MobileLight: Story = {
  parameters: { spec: [] },
  globals: LOOKS.mobileLight,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: tr('Open menu') })).toBeVisible();
  },
};
export const MobileDark: Story = { ...MobileLight, globals: LOOKS.mobileDark };
