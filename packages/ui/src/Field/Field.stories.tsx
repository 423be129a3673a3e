import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import { FieldHelp, FieldLabel, fieldStyles, type FieldBaseProps } from './Field';

// The parts every ui form field is made of (TextField, AmountField, Select, ComboBox ...): the
// label above, the control's box, the description and the error under it, wired by react-aria
// (label for, aria-describedby, aria-invalid). Shown here around a plain input.

/** A field made of the shared parts, as a new field component would compose them. */
function FieldParts({
  label,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
}: FieldBaseProps) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control} isInvalid={isInvalid} isDisabled={isDisabled}>
        <Input className={fieldStyles.input} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

const meta = {
  title: 'UI/Form/Field',
  component: FieldParts,
  tags: ['autodocs'],
  args: { label: 'Wallet name', description: 'Only you see this name.' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FieldParts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input; the description is read after it (aria-describedby). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Wallet name' });
    await expect(input).toHaveAccessibleDescription('Only you see this name.');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Savings');
    await expect(input).toHaveValue('Savings');
  },
};

/** The error replaces nothing: it is added under the description and announced with the input. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter a name of 30 characters or fewer' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Wallet name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      /Please enter a name of 30 characters or fewer/,
    );
  },
};

/**
 * Required: the mark after the label (drawn by CSS with an empty alternative text, so the name
 * stays "Wallet name") and aria-required on the control.
 */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Wallet name' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    const label = canvas.getByText('Wallet name', { selector: 'label' });
    await expect(getComputedStyle(label, '::after').content).toBe('"*" / ""');
  },
};

/** Not required: no mark. */
export const NotRequired: Story = {
  tags: ['test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Wallet name' })).not.toBeRequired();
    const label = canvas.getByText('Wallet name', { selector: 'label' });
    await expect(getComputedStyle(label, '::after').content).toBe('none');
  },
};

/** Disabled: dimmed, and Tab passes it by. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Wallet name' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Wallet name' })).not.toHaveFocus();
  },
};

/** Long labels and messages wrap within the field's width. */
export const LongContent: Story = {
  args: {
    label: 'The name this wallet is shown under on Home, in transfers and in exported statements',
    description:
      'Only you see this name. It is not sent to the network or shown to anyone you pay.',
    isInvalid: true,
    errorMessage: 'Please enter a name of 30 characters or fewer, without emoji or line breaks',
  },
};
