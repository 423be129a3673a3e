import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { inDocs } from '../../../../.storybook/docs/storyDocs';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { label: 'Submitting your application' },
  decorators: [
    (Story, context) => (
      <div
        style={{
          position: 'relative',
          minHeight: 240,
          border: '1px dashed gray',
          // On the docs page a transformed box is the frame of a fixed (full-screen) overlay: it
          // covers this example, not the docs.
          ...(inDocs(context) ? { transform: 'translateZ(0)', overflow: 'hidden' } : {}),
        }}
      >
        <p style={{ padding: 16 }}>Form content underneath</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverContent: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Submitting your application' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitting your application');
  },
};

/** Over the whole page (on the docs page, over its example's frame: a transformed box holds it). */
export const FullScreen: Story = { args: { fullScreen: true } };
