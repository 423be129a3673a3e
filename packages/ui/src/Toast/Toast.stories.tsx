import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion, TOAST_DURATION_MS } from './Toast';
import type { ToastContentValue } from './types';

// Each story gets its own queue so toasts never leak between stories.
const queue = new ToastQueue<ToastContentValue>();

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  args: { queue },
  argTypes: { queue: { control: false } },
  render: (args) => (
    <>
      <Button
        onPress={() =>
          queue.add(
            {
              title: 'Action Successful',
              description: 'Card ending in 4242 has been updated.',
              tone: 'success',
            },
            { timeout: TOAST_DURATION_MS },
          )
        }
      >
        Save
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          queue.add(
            {
              title: 'Action Unsuccessful',
              description: 'Card ending in 4242 failed to update.',
              tone: 'error',
            },
            { timeout: TOAST_DURATION_MS },
          )
        }
      >
        Fail
      </Button>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

// Toasts that stay, for the story that shows them at rest (no timeout: nothing has to be pressed).
const shownQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });
shownQueue.add({
  title: 'Action Successful',
  description: 'Card ending in 4242 has been updated.',
  tone: 'success',
});
shownQueue.add({
  title: 'Action Unsuccessful',
  description: 'Card ending in 4242 failed to update.',
  tone: 'error',
});
shownQueue.add({ title: 'Copied', tone: 'info' });

/**
 * The toasts as they stand in the corner of the page, each tone. On the docs page the story has a
 * frame of its own, so the toasts sit in its corner and not over the docs.
 */
export const Shown: Story = {
  args: { queue: shownQueue },
  render: (args) => <ToastRegion {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: /Action Successful/ })).toBeVisible();
    await expect(body.getAllByRole('alertdialog')).toHaveLength(3);
  },
};

/** A toast appears in a labelled region, is announced, and leaves by itself after 3 seconds. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const toast = await body.findByRole('alertdialog', { name: /Action Successful/ });
    await expect(toast).toHaveTextContent('Card ending in 4242 has been updated.');
    await expect(body.getByRole('region', { name: /notification/i })).toBeInTheDocument();
    // Move the pointer away so the timer is not paused by hover.
    await userEvent.unhover(toast);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION_MS + 2000,
    });
  },
};

/** The close button dismisses a toast at once. */
export const Failure: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const toast = await body.findByRole('alertdialog', { name: /Action Unsuccessful/ });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
