import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { readSidebarCollapsed, sidebarCookie } from '../../shell/sidebarState';
import { SignedInApp } from '../../testing/SignedInApp';
import { desktopOnly as desktopOnlyAt, phoneOnly } from '@wallet/screens/testing';

const desktopOnly = desktopOnlyAt('The desktop shell; Sidebar Mobile Sheet shows the phone width.');
const mobileOnly = phoneOnly('The phone shell; the other layout stories show the desktop width.');

const meta = {
  title: 'App/Signed-in layout',
  parameters: {
    layout: 'fullscreen',
    route: { path: '/dashboard' },
    signedInAs: PERSONAS.cardholder,
  },
  render: () => <SignedInApp />,
  // Each story starts with the sidebar open, whatever the one before left in the cookie.
  beforeEach() {
    document.cookie = 'sidebar_state=; max-age=0; path=/';
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar greets the signed-in user by the name the profile call returns. */
export const TopBar: Story = {
  parameters: { ...desktopOnly, spec: ['shell.topbar'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Welcome, Chloe Card')).toBeVisible();
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(banner).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The server's feature list switches Cards off: the entry shows Coming Soon and is not a link. */
export const ComingSoon: Story = {
  parameters: { ...desktopOnly, spec: ['shell.sidebar.coming-soon'] },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v1/feature', () =>
        HttpResponse.json({
          data: [
            { route: '/card', enabled: false },
            { route: '/referral', enabled: true },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByText('Coming Soon')).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: /Cards/ })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Refer A Friend' })).toBeVisible();
  },
};

/** Logout calls the API, clears the session and goes to /login. */
export const Logout: Story = {
  parameters: desktopOnly,
  play: async ({ canvas }) => {
    await canvas.findByText('Welcome, Chloe Card');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByTestId('navigated')).toBeVisible();
    await expect(sessionStorage.getItem('access_token')).toBeNull();
  },
};

// The spec's six entries, and All Transactions (issue 28) after Home.
const ENTRIES = [
  'Home',
  'Transactions',
  'Deposit/Withdraw',
  'Buy Crypto',
  'Refer A Friend',
  'My Address Book',
  'Cards',
];

/** Desktop: the entries in the sidebar, Profile and Logout in the top bar; by keyboard. */
export const SidebarDesktop: Story = {
  parameters: { ...desktopOnly, spec: ['shell.sidebar.desktop'] },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(ENTRIES);
    await expect(within(nav).queryByRole('link', { name: /Profile/ })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('banner')).getByRole('link', { name: 'Profile' }),
    ).toBeVisible();
    // Skip link first, then the entries in order; Enter follows one.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(links[5]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/address-book');
  },
};

/** Below 768 px: a menu button opens the entries, Profile and Logout as a full-screen sheet. */
export const SidebarMobileSheet: Story = {
  parameters: {
    ...mobileOnly,
    spec: ['shell.sidebar.mobile-sheet'],
    signedInAs: PERSONAS.verified,
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('Welcome, Ana Lim');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = within(await body.findByRole('dialog', { name: 'Menu' }));
    const nav = within(sheet.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(ENTRIES);
    // The sheet's code loads when the menu first opens, and it shows a frame after it mounts.
    await waitFor(() => expect(sheet.getByRole('link', { name: 'Profile' })).toBeVisible());
    await expect(sheet.getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.click(nav.getByRole('link', { name: 'Refer A Friend' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/referral');
  },
};

/** Ctrl/Cmd+B collapses the sidebar to its icons; the state is kept in a cookie for 7 days. */
export const SidebarCollapsed: Story = {
  parameters: { ...desktopOnly, spec: ['shell.sidebar.collapsed'] },
  play: async ({ canvas }) => {
    await canvas.findByText('Welcome, Chloe Card');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(readSidebarCollapsed()).toBe(true);
    // Names stay for assistive technology while only the icons show.
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await waitFor(() => expect(readSidebarCollapsed()).toBe(false));
  },
};

/** A page opened with the cookie saying collapsed starts collapsed (what a reload does). */
export const SidebarCollapsedFromCookie: Story = {
  parameters: { ...desktopOnly, spec: ['shell.sidebar.collapsed'] },
  beforeEach() {
    document.cookie = sidebarCookie(true);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

/** The entry whose url the path equals or starts with is marked current. */
export const SidebarActiveEntry: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.sidebar.active-entry'],
    route: { path: '/card/setting' },
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(await nav.findByRole('link', { name: 'Cards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const other of ENTRIES.filter((entry) => entry !== 'Cards'))
      await expect(nav.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  },
};

/** Withdraw pages belong to the Deposit/Withdraw entry. */
export const SidebarActiveOnWithdraw: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.sidebar.active-entry'],
    route: { path: '/withdraw/review' },
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Deposit/Withdraw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
