import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps } from '../../../../.storybook/docs/storyDocs';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Forgot password?', onPress: fn() },
  argTypes: { ...ariaProps('isDisabled', 'onPress') },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      New here? <Link {...args}>Sign up</Link> in three steps.
    </p>
  ),
};

const navigate = fn();

/** Keyboard: Tab focuses it with a visible ring; Enter follows it through the app's router. */
export const Standalone: Story = {
  args: { variant: 'standalone', href: '/reset-password' },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/reset-password', undefined);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Looks like a primary button but stays a link: it navigates through the router. */
export const AsButton: Story = {
  args: { variant: 'button', href: '/dashboard', children: 'Back To Home' },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back To Home' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/dashboard', undefined);
  },
};

const outside = fn();

/**
 * A web address opens in a new tab without a referrer, and never through the app's router: an
 * icon shows it, and assistive technology hears "opens in a new tab" as the link's description
 * (its name stays its text).
 */
export const External: Story = {
  args: {
    variant: 'standalone',
    href: 'https://example.com/legal/terms-and-conditions',
    children: 'Read the Terms and Conditions',
  },
  decorators: [(Story) => <RouterProvider navigate={outside}>{Story()}</RouterProvider>],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Read the Terms and Conditions' });
    await expect(link).toHaveAttribute('href', 'https://example.com/legal/terms-and-conditions');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noreferrer');
    await expect(link).toHaveAccessibleDescription('opens in a new tab');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(outside).not.toHaveBeenCalled();
  },
};

/**
 * `mailto:` opens the mail app in place (no new tab, no router), in running text: the design
 * system's primary colour, underlined, in light and dark alike.
 */
export const Mailto: Story = {
  args: { href: 'mailto:compliance@example.com', children: 'compliance@example.com' },
  decorators: [(Story) => <RouterProvider navigate={outside}>{Story()}</RouterProvider>],
  render: (args) => (
    <p>
      To raise your limit, contact our compliance team at <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'compliance@example.com' });
    await expect(link).toHaveAttribute('href', 'mailto:compliance@example.com');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAccessibleDescription();
    // Not the browser's blue (#0000EE): the primary colour of the design system.
    await expect(getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
    const primary = document.createElement('span');
    primary.style.color = 'var(--color-primary)';
    link.after(primary);
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(primary).color);
    primary.remove();
  },
};

/** Small print and footers: the surrounding text's colour, still underlined. */
export const Muted: Story = {
  args: {
    muted: true,
    href: 'https://example.com/legal/privacy-policy',
    children: 'Privacy Policy',
  },
  render: (args) => (
    <p style={{ color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' }}>
      <Link {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(link.parentElement!).color);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
