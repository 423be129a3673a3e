import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const navigate = fn();

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Refer A Friend' },
  argTypes: { back: { control: false }, actions: { control: false } },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refer A Friend' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    description:
      'Earn up to $20 in USDC and VEF for every friend who joins and completes both missions.',
  },
};

/** Keyboard: Tab reaches the back arrow by its name; Enter follows it through the app's router. */
export const WithBack: Story = {
  args: { title: 'Manage Your Card', back: { href: '/card', label: 'Back to Cards' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const back = canvas.getByRole('link', { name: 'Back to Cards' });
    await expect(back).toHaveFocus();
    await expect(back).toHaveAttribute('data-focus-visible', 'true');
    await expect(back).toHaveAttribute('href', '/card');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/card', undefined);
  },
};

const onAdd = fn();

/** The actions follow the heading in the Tab order and sit at its end (under it when narrow). */
export const WithActions: Story = {
  args: {
    title: 'My Address Book',
    description: 'The wallets you send USDC to on the Arbitrum network.',
    actions: (
      <>
        <Button onPress={onAdd}>Add Recipient</Button>
        <Button variant="secondary">Export CSV</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Recipient' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  },
};

/** A long one-word title wraps inside the page, the back arrow keeps its size. */
export const MobileWidth: Story = {
  args: {
    title: 'Supercalifragilisticexpialidociousness',
    back: { href: '/card', label: 'Back to Cards' },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back to Cards' });
    await expect(back.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
