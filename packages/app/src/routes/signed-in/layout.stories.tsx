import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { readSidebarCollapsed, sidebarCookie } from '../../shell/sidebarState';
import { DashboardPage, SignedInApp } from '../../testing/SignedInApp';
import {
  containing,
  desktopOnly as desktopOnlyAt,
  navigatedTo,
  phoneOnly,
  startingWith,
  tr,
} from '@wallet/screens/testing';

const desktopOnly = desktopOnlyAt('The desktop shell; Sidebar Mobile Sheet shows the phone width.');
const mobileOnly = phoneOnly('The phone shell; the other layout stories show the desktop width.');

/** The top bar's greeting of `name`, in the story's language. */
const welcome = (name: string) => tr('Welcome, {name}', { name });

// The frame around Home, as on /dashboard.
const meta = {
  title: 'App/Signed-in layout',
  parameters: {
    layout: 'fullscreen',
    route: { path: '/dashboard', pattern: '/dashboard/*' },
    signedInAs: PERSONAS.cardholder,
  },
  render: () => <DashboardPage />,
  // Each story starts with the sidebar open, whatever the one before left in the cookie.
  async beforeEach() {
    document.cookie = 'sidebar_state=; max-age=0; path=/';
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar around its greeting (Home's cards have headers of their own). */
const topBar = (greeting: HTMLElement) => greeting.closest('header')!;

/** The top bar greets the signed-in user by the name the profile call returns. */
export const TopBar: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.topbar'],
    specExpect: [
      {
        // A message with a value: read when the final screen is checked.
        get text() {
          return welcome('Chloe Card');
        },
      },
      { role: 'link', name: 'Profile' },
      { role: 'button', name: 'Logout' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(welcome('Chloe Card'))).toBeVisible();
    const banner = topBar(canvas.getByText(welcome('Chloe Card')));
    await expect(within(banner).getByRole('link', { name: tr('Profile') })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(banner).getByRole('button', { name: tr('Logout') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: tr('Home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The server's feature list switches Cards off: the entry shows Coming Soon and is not a link. */
export const ComingSoon: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.sidebar.coming-soon'],
    specExpect: [{ role: 'navigation', name: 'Main' }, { text: 'Coming Soon' }],
  },
  // The frame alone: with Cards off, Home's card tile says Coming Soon as well (its own story).
  render: () => <SignedInApp />,
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
    const nav = canvas.getByRole('navigation', { name: tr('Main') });
    await expect(await within(nav).findByText(tr('Coming Soon'))).toBeVisible();
    await expect(
      within(nav).queryByRole('link', { name: startingWith('Cards') }),
    ).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: tr('Refer A Friend') })).toBeVisible();
  },
};

/** Logout calls the API, clears the session and goes to /login. */
export const Logout: Story = {
  tags: ['test-only'],
  parameters: desktopOnly,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(welcome('Chloe Card'));
    await userEvent.click(canvas.getByRole('button', { name: tr('Logout') }));
    await navigatedTo(canvasElement, '/login');
    await expect(sessionStorage.getItem('access_token')).toBeNull();
  },
};

// The spec's six entries, All Transactions (issue 28) after Home and Insights (issue 43) after it
// (English: `entries()` reads them in the story's language).
const ENTRIES = [
  'Home',
  'Transactions',
  'Insights',
  'Deposit/Withdraw',
  'Buy Crypto',
  'Refer A Friend',
  'My Address Book',
  'Cards',
];
const entries = () => ENTRIES.map((entry) => tr(entry));

/** Desktop: the entries in the sidebar, Profile and Logout in the top bar. */
export const SidebarDesktop: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.sidebar.desktop'],
    specExpect: [
      { role: 'navigation', name: 'Main' },
      { role: 'link', name: 'Profile' },
      { role: 'button', name: 'Logout' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: tr('Main') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(entries());
    await expect(
      within(nav).queryByRole('link', { name: containing('Profile') }),
    ).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('button', { name: tr('Logout') })).not.toBeInTheDocument();
    await expect(
      within(topBar(await canvas.findByText(welcome('Chloe Card')))).getByRole('link', {
        name: tr('Profile'),
      }),
    ).toBeVisible();
  },
};

/** By keyboard: the skip link first, then the entries in order; Enter follows one. */
export const SidebarKeyboardWalk: Story = {
  tags: ['test-only'],
  parameters: desktopOnly,
  play: async ({ canvas, canvasElement }) => {
    const nav = await canvas.findByRole('navigation', { name: tr('Main') });
    const links = within(nav).getAllByRole('link');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: tr('Skip to main content') })).toHaveFocus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    for (let i = 0; i < 6; i++) await userEvent.tab();
    await expect(links[6]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await navigatedTo(canvasElement, '/address-book');
  },
};

const mobileSheet = {
  parameters: { ...mobileOnly, signedInAs: PERSONAS.verified },
  globals: { viewport: { value: 'mobile' } },
} satisfies Story;

/** Opens the menu sheet from the top bar by keyboard and returns it, its entries checked. */
async function openMobileSheet(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await canvas.findByText(welcome('Ana Lim'));
  await expect(canvas.queryByRole('navigation', { name: tr('Main') })).not.toBeInTheDocument();
  await expect(canvas.queryByRole('button', { name: tr('Logout') })).not.toBeInTheDocument();
  const menu = canvas.getByRole('button', { name: tr('Open menu') });
  menu.focus();
  await userEvent.keyboard('{Enter}');
  const sheet = within(await body.findByRole('dialog', { name: tr('Menu') }));
  const nav = within(sheet.getByRole('navigation', { name: tr('Main') }));
  await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(entries());
  // The sheet's code loads when the menu first opens, and it shows a frame after it mounts.
  await waitFor(() => expect(sheet.getByRole('link', { name: tr('Profile') })).toBeVisible());
  await expect(sheet.getByRole('button', { name: tr('Logout') })).toBeVisible();
  return { sheet, nav };
}

/** Below 768 px: a menu button opens the entries, Profile and Logout as a full-screen sheet. */
export const SidebarMobileSheet: Story = {
  ...mobileSheet,
  parameters: {
    ...mobileSheet.parameters,
    spec: ['shell.sidebar.mobile-sheet'],
    specExpect: [
      { role: 'dialog', name: 'Menu' },
      { role: 'navigation', name: 'Main' },
    ],
  },
  play: async ({ canvasElement }) => {
    await openMobileSheet(canvasElement);
  },
};

/** An entry of the menu sheet goes to its page. */
export const MobileSheetEntryNavigates: Story = {
  ...mobileSheet,
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const { nav } = await openMobileSheet(canvasElement);
    await userEvent.click(nav.getByRole('link', { name: tr('Refer A Friend') }));
    await navigatedTo(canvasElement, '/referral');
  },
};

/** Ctrl/Cmd+B collapses the sidebar to its icons; the state is kept in a cookie for 7 days. */
export const SidebarCollapsed: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.sidebar.collapsed'],
    specExpect: [
      { role: 'button', name: 'Expand sidebar' },
      { role: 'navigation', name: 'Main' },
    ],
  },
  play: async ({ canvas }) => {
    await canvas.findByText(welcome('Chloe Card'));
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(canvas.getByRole('button', { name: tr('Expand sidebar') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(readSidebarCollapsed()).toBe(true);
    // Names stay for assistive technology while only the icons show.
    await expect(canvas.getByRole('link', { name: tr('Home') })).toBeInTheDocument();
  },
};

/** Ctrl+B collapses the sidebar, Cmd+B expands it again; the cookie follows. */
export const SidebarShortcutToggles: Story = {
  tags: ['test-only'],
  parameters: desktopOnly,
  play: async ({ canvas }) => {
    await canvas.findByText(welcome('Chloe Card'));
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(canvas.getByRole('button', { name: tr('Expand sidebar') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(readSidebarCollapsed()).toBe(true);
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await waitFor(() => expect(readSidebarCollapsed()).toBe(false));
    await expect(canvas.getByRole('button', { name: tr('Collapse sidebar') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** A page opened with the cookie saying collapsed starts collapsed (what a reload does). */
export const SidebarCollapsedFromCookie: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.sidebar.collapsed'],
    specExpect: { role: 'button', name: 'Expand sidebar' },
  },
  beforeEach() {
    document.cookie = sidebarCookie(true);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: tr('Expand sidebar') })).toBeVisible();
  },
};

/** The entry whose url the path equals or starts with is marked current. */
export const SidebarActiveEntry: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.sidebar.active-entry'],
    specExpect: { role: 'link', name: 'Cards' },
    route: { path: '/card/setting', pattern: '/card/setting' },
  },
  // The frame alone: the entry is the state, not the page in it.
  render: () => <SignedInApp />,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: tr('Main') }));
    await expect(await nav.findByRole('link', { name: tr('Cards') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const other of ENTRIES.filter((entry) => entry !== 'Cards'))
      await expect(nav.getByRole('link', { name: tr(other) })).not.toHaveAttribute('aria-current');
  },
};

/** Withdraw pages belong to the Deposit/Withdraw entry. */
export const SidebarActiveOnWithdraw: Story = {
  parameters: {
    ...desktopOnly,
    spec: ['shell.sidebar.active-entry'],
    specExpect: { role: 'link', name: 'Deposit/Withdraw' },
    route: { path: '/withdraw/review', pattern: '/withdraw/review' },
  },
  // The frame alone: the entry is the state, not the page in it.
  render: () => <SignedInApp />,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: tr('Main') }));
    await expect(nav.getByRole('link', { name: tr('Deposit/Withdraw') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
