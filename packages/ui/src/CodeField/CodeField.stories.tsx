import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { docsArgs } from '../../../../.storybook/docs/storyDocs';
import { CodeField, type CodeFieldProps } from './CodeField';

function Controlled(props: CodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <CodeField {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const meta = {
  title: 'UI/Form/CodeField',
  component: CodeField,
  tags: ['autodocs'],
  args: { label: 'Verification code', value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (
  canvas: { getByRole: (r: 'textbox', o: { name: string }) => HTMLElement },
  n: number,
) => canvas.getByRole('textbox', { name: `Digit ${n} of 6` });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeVisible();
    await expect(box(canvas, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box(canvas, 1)).toHaveAttribute('inputmode', 'numeric');
  },
};

/** Required: the mark after the label, aria-required on every box. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeVisible();
    for (const n of [1, 6]) await expect(box(canvas, n)).toHaveAttribute('aria-required', 'true');
    const label = canvas.getByText('Verification code');
    await expect(getComputedStyle(label, '::after').content).toBe('"*" / ""');
  },
};

/** Typing moves forward; letters are ignored; the sixth digit completes the code. */
export const Typing: Story = {
  decorators: [docsArgs({ value: '123456' })],
  play: async ({ args, canvas }) => {
    await userEvent.click(box(canvas, 1));
    await userEvent.keyboard('12a3456');
    await expect(canvas.getByTestId('value')).toHaveTextContent('123456');
    await expect(box(canvas, 6)).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** A paste with spaces or dashes fills all six boxes, whichever box had focus. */
export const Paste: Story = {
  decorators: [docsArgs({ value: '123456' })],
  play: async ({ args, canvas }) => {
    await userEvent.click(box(canvas, 3));
    await userEvent.paste('12 34-56');
    await expect(canvas.getByTestId('value')).toHaveTextContent('123456');
    await expect(box(canvas, 1)).toHaveValue('1');
    await expect(box(canvas, 6)).toHaveValue('6');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** A digit typed with the caret before a box's digit replaces that digit, then moves on. */
export const TypingBeforeADigit: Story = {
  args: { value: '12345' },
  decorators: [docsArgs({ value: '12375' })],
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 4));
    await userEvent.keyboard('{Home}7');
    await expect(canvas.getByTestId('value')).toHaveTextContent(/^12375$/);
    await expect(box(canvas, 5)).toHaveFocus();
  },
};

/** Digits arriving as one input (IME, dictation, drop) fill from that box on, as a paste does. */
export const InsertedText: Story = {
  args: { value: '123 56' },
  decorators: [docsArgs({ value: '123789' })],
  play: async ({ args, canvas }) => {
    box(canvas, 4).focus();
    // A real insertText input event, as an IME or dictation sends (user-event types key by key).
    document.execCommand('insertText', false, '789');
    await expect(canvas.getByTestId('value')).toHaveTextContent('123789');
    await expect(box(canvas, 6)).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('123789');
  },
};

/** Backspace clears a box, then on an empty box moves back and clears the one before. */
export const BackspaceMovesBack: Story = {
  args: { value: '1234' },
  decorators: [docsArgs({ value: '12' })],
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas, 5));
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvas, 4)).toHaveFocus();
    await expect(canvas.getByTestId('value')).toHaveTextContent(/^123$/);
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvas, 3)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box(canvas, 4)).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { value: '123456', isInvalid: true, errorMessage: 'Invalid or expired verification code' },
  play: async ({ canvas }) => {
    await expect(box(canvas, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, 1)).toHaveAccessibleDescription(
      'Invalid or expired verification code',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: '12' } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };
