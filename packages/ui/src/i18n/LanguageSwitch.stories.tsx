import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'UI/LanguageSwitch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  args: { onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English pressed; the other language is asked for by a click or the keyboard. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The active language again asks for nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Español' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('es');
  },
};

/** In Spanish: the group's name follows the language, Español pressed, each name in itself. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  },
};
