import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { AppShell } from './AppShell';
import type { AppShellProps } from './types';

const dot = (
  <svg viewBox="0 0 20 20">
    <circle cx="10" cy="10" r="6" fill="currentColor" />
  </svg>
);
const items = [
  { id: 'home', label: 'Home', href: '/dashboard', icon: dot },
  { id: 'transfer', label: 'Deposit/Withdraw', href: '/deposit', icon: dot },
  { id: 'referral', label: 'Refer A Friend', href: '/referral', icon: dot },
  { id: 'address-book', label: 'My Address Book', href: '/address-book', icon: dot },
  {
    id: 'cards',
    label: 'Cards',
    href: '/card',
    icon: dot,
    isDisabled: true,
    badge: <Badge>Coming Soon</Badge>,
  },
];

const navigate = fn();

function Shell({
  startCollapsed = false,
  ...props
}: Partial<AppShellProps> & { startCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  return (
    <RouterProvider navigate={navigate}>
      <AppShell
        sidebar={{ items, currentPath: '/deposit/usdc', brand: 'Wallet' }}
        topBarStart={<span>Welcome, Ana</span>}
        topBarEnd={
          <>
            <Link href="/profile" variant="standalone">
              Profile
            </Link>
            <Button variant="secondary" size="sm">
              Logout
            </Button>
          </>
        }
        banners={
          <Banner title="Get Verified" action={{ label: 'Verify Now', onPress: () => {} }} />
        }
        isSidebarCollapsed={collapsed}
        onSidebarCollapsedChange={setCollapsed}
        {...props}
      >
        <h1>Home</h1>
        <p>Page content.</p>
      </AppShell>
    </RouterProvider>
  );
}

const meta = {
  title: 'UI/AppShell',
  tags: ['autodocs'],
  // The shell is shown wired up with state and a router, so its stories have no args.
  parameters: { layout: 'fullscreen' },
  render: () => <Shell />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the entry whose url starts the path is current; a disabled entry is not a link. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Deposit/Withdraw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).queryByRole('link', { name: /Cards/ })).not.toBeInTheDocument();
    await expect(within(nav).getByText('Coming Soon')).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'Refer A Friend' }));
    await expect(navigate).toHaveBeenCalledWith('/referral', undefined);
  },
};

/**
 * The next page is on its way (its code or its main data): after 200 ms a bar sweeps along the
 * top edge (a full, still bar with reduced motion) and the page is marked busy.
 */
export const Navigating: Story = {
  parameters: { busyAtRest: 'the next page on its way: the busy main area is the state shown' },
  render: () => <Shell isNavigating />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading the page' });
    await waitFor(() => expect(getComputedStyle(bar).opacity).toBe('1'), { timeout: 5000 });
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The sidebar collapsed to its icons (Ctrl+B, or the arrow at its foot): labels stay for screen readers. */
export const Collapsed: Story = {
  render: () => <Shell startCollapsed />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  },
};

/** Keyboard: the skip link comes first and moves focus to main; Ctrl+B collapses and expands the sidebar. */
export const CollapseByKeyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Labels stay available to assistive technology while collapsed; the brand is its mark alone.
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await expect(canvas.getByText('Wallet')).toHaveClass('visually-hidden');
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Below 768 px the sidebar is a full-screen sheet from the top: menu button, Escape closes. */
export const MobileSheet: Story = {
  tags: ['!autodocs', 'test-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    // The sheet's code may still be loading (MenuSheet.tsx); it shows a frame after it mounts.
    await waitFor(() => expect(within(sheet).getByRole('link', { name: 'Home' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Control>}b{/Control}');
    const reopened = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(reopened).getByRole('link', { name: 'My Address Book' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
