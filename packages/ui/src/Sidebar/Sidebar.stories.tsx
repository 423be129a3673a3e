import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Sidebar } from './Sidebar';

const dot = (
  <svg viewBox="0 0 20 20">
    <circle cx="10" cy="10" r="6" fill="currentColor" />
  </svg>
);
const items = [
  { id: 'home', label: 'Home', href: '/dashboard', icon: dot },
  {
    id: 'transfer',
    label: 'Deposit/Withdraw',
    href: '/deposit',
    activeFor: ['/withdraw'],
    icon: dot,
  },
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

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: { items, currentPath: '/dashboard', brand: 'Wallet' },
  // Items hold icons and badges (React elements): no control draws their tree.
  argTypes: { items: { control: false }, footer: { control: false } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ width: 260, height: 440 }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entry whose url starts the path is current; a switched-off entry is text, not a link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).queryByRole('link', { name: /Cards/ })).not.toBeInTheDocument();
    await expect(within(nav).getByText('Coming Soon')).toBeVisible();
  },
};

/** An entry is also current on its other urls (Deposit/Withdraw on /withdraw/usdc). */
export const ActiveForOtherUrl: Story = {
  args: { currentPath: '/withdraw/usdc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit/Withdraw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Icons only; the labels stay in the accessible names. */
export const Collapsed: Story = {
  args: { isCollapsed: true },
  decorators: [(Story) => <div style={{ width: 72 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Refer A Friend' })).toBeVisible();
  },
};

/** By keyboard: Tab walks the links in order, skipping the switched-off one; Enter follows. */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  args: { onNavigate: fn() },
  play: async ({ args, canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.lastCall?.[0]).toBe('/address-book');
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

/** Long labels wrap inside the sidebar's width. */
export const LongContent: Story = {
  args: {
    items: [
      ...items.slice(0, 2),
      {
        id: 'long',
        label: 'Verification documents and limits',
        href: '/verification',
        icon: dot,
      },
    ],
  },
};
