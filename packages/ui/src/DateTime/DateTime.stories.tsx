import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateTime } from './DateTime';

const meta = {
  title: 'UI/Display/DateTime',
  component: DateTime,
  tags: ['autodocs'],
  args: { value: '2026-03-05T23:04:09Z', timeZone: 'UTC' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Utc: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('05/03/2026 23:04:09')).toHaveAttribute(
      'datetime',
      '2026-03-05T23:04:09.000Z',
    );
  },
};

export const UserTimezone: Story = {
  args: { timeZone: 'Asia/Kuala Lumpur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('06/03/2026 07:04:09')).toBeVisible();
  },
};

export const Unreadable: Story = {
  args: { value: 'garbage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Date not available')).toBeVisible();
  },
};
