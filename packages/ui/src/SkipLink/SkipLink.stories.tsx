import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="/a">First link</a> <a href="/b">Second link</a>
      </nav>
      <main id="main" tabIndex={-1} style={{ padding: 16 }}>
        <h1>Page</h1>
        <button type="button">In main</button>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab shows it; Enter moves focus past the navigation to main. */
export const Keyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The URL keeps no fragment (a router would read one as a navigation).
    await expect(window.location.hash).toBe('');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'In main' })).toHaveFocus();
  },
};
