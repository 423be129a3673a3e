import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { tr } from '@wallet/screens/testing';
import ErrorPage from './error';

// What the error boundary shows: a render error, or a page whose code could not be downloaded.
const meta = {
  title: 'App/Error page',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('render failed'), onReload: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A render error: the generic message and a way home. */
export const RenderError: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: tr('Something went wrong') }),
    ).toBeVisible();
    // Focus moves once the page has mounted (an effect), not during the first paint.
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: tr('Back To Home') })).toBeVisible();
  },
};

/** A chunk that did not load (a new deploy, the network): Reload. */
export const ChunkLoadFailed: Story = {
  parameters: {
    nearBlankReason:
      'The whole page by design: a heading, one sentence and Reload on the page colour (0.97 % ink at 1280 px), in place of an app whose code could not load.',
  },
  args: {
    error: new TypeError(
      'Failed to fetch dynamically imported module: /assets/profile-Ab12cd34.js',
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: tr('Reload') }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
