import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A progressbar with a name and no value: assistive technology hears "Loading, busy". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

/** sm sits in a line of text or a button, md beside a heading, lg alone in an empty area. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" label="Loading, small" />
      <Spinner size="md" label="Loading, medium" />
      <Spinner size="lg" label="Loading, large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};

/** It takes the colour of the text around it. */
export const InText: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', color: 'var(--color-primary)' }}>
      <Spinner size="sm" label="Checking the address" /> Checking the address…
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Checking the address' })).toBeVisible();
  },
};
