import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Forgot password?', onPress: fn() },
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
