import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeSwitch, type ThemeChoice } from './ThemeSwitch';

const meta = {
  title: 'UI/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  args: { value: 'system', onChange: fn() },
  // Controlled, as the app's shell holds it.
  render: function Render(args) {
    const [value, setValue] = useState<ThemeChoice>(args.value);
    return (
      <ThemeSwitch
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group: a click or the arrow keys pick one; one is always on. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByText('Dark'));
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    // Pressing the chosen one again keeps it (never none).
    await userEvent.click(canvas.getByText('Dark'));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
  },
};

export const Dark: Story = { args: { value: 'dark' }, globals: { theme: 'dark' } };
