import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyIcon } from '../icons/actionIcons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <EmptyIcon />,
    title: 'No record',
    description: 'Save a wallet you send to often, and pick it when you withdraw.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's empty text, what fills it, and the next step as a button. */
export const WithAction: Story = {
  args: { action: <Button onPress={fn()}>Add Recipient</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No record')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Recipient' })).toHaveFocus();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
