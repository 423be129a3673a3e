import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VirtualList } from './VirtualList';

interface Item {
  id: string;
  label: string;
  day: number;
}

/** 2,000 rows over 100 days: far more than the list puts in the document. */
const items: Item[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `${i + 1}`,
  label: `Payment ${i + 1}`,
  day: Math.floor(i / 20) + 1,
}));

const meta = {
  title: 'UI/Collections/VirtualList',
  component: VirtualList<Item>,
  tags: ['autodocs'],
  parameters: { route: { path: '/items', pattern: '/items' } },
  args: {
    'aria-label': 'Payments',
    items,
    heading: (item: Item) => `Day ${item.day}`,
    href: (item: Item) => `/items/${item.id}`,
    children: (item: Item) => item.label,
  },
  // 2,000 rows: no control draws them.
  argTypes: {
    items: { control: false },
    heading: { control: false },
    href: { control: false },
    children: { control: false },
    routerOptions: { control: false },
  },
} satisfies Meta<typeof VirtualList<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusedRow = () => document.activeElement?.closest('[role=listitem]');

/** The list at rest: the first day's heading over its rows, each row a link, in a scroll box. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Payments' });
    // The rows come once the list has measured its box (a render after the first).
    await expect(await within(list).findByRole('heading', { name: 'Day 1' })).toBeVisible();
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '2000');
  },
};

/**
 * Keyboard: the list is one Tab stop; arrows, End and Home move between rows (End reaches the
 * 2,000th, rendered on demand); the focused row stays while the list scrolls away; Enter follows
 * its link.
 */
export const Keyboard: Story = {
  // Ends on the row's page (a router's "Navigated to"): a behaviour test, Default shows the list.
  tags: ['!autodocs', 'test-only'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Payments' });
    // Only the rows in view (and a few more) are in the document, each knowing its place; they
    // come once the list has measured its box (a render after the first, later on a slow machine).
    const rendered = await within(list).findAllByRole('listitem');
    await expect(rendered.length).toBeLessThan(40);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '2000');
    await expect(within(list).getByRole('heading', { name: 'Day 1' })).toBeVisible();
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('Payment 1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('Payment 3');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Payment 2000'));
    await expect(focusedRow()).toHaveAttribute('aria-posinset', '2000');
    // Scrolled back to the top by the wheel: the focused row is still there, still focused.
    list.parentElement!.scrollTop = 0;
    await waitFor(() => expect(within(list).getByRole('heading', { name: 'Day 1' })).toBeVisible());
    await expect(document.activeElement).toHaveTextContent('Payment 2000');
    // Tab leaves the list in one step; Shift+Tab comes back to the same row.
    await userEvent.tab();
    await expect(list).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Payment 2000'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Payment 1'));
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent(
      'Navigated to /items/1',
    );
  },
};
