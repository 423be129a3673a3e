import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, docsArgs, DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { TextField, type TextFieldProps } from './TextField';

function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextField
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const meta = {
  title: 'UI/Form/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Email Address',
    type: 'email',
    placeholder: 'name@example.com',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    endAdornment: { control: false },
    after: { control: false },
    inputRef: { control: false },
    ...ariaProps(
      'textType',
      'autoComplete',
      'maxLength',
      'value',
      'defaultValue',
      'onChange',
      'onBlur',
      'onFocus',
      'isDisabled',
      'isInvalid',
      'isRequired',
      'isReadOnly',
      'name',
      'autoFocus',
    ),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab into the field, type, Tab out (the form validates on blur). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ana@example.com');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { description: 'We send a six-digit code to this address.' },
};

export const Invalid: Story = {
  args: { value: 'ana@', isInvalid: true, errorMessage: 'Please enter a valid Email Address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid Email Address');
  },
};

/** The length limit stops typing at 40 characters; the counter shows it. */
export const MaxLength: Story = {
  args: {
    label: 'Preferred Name',
    type: 'text',
    maxLength: 40,
    showCounter: true,
    placeholder: undefined,
  },
  // 40 characters, as the canvas ends after 45 were typed.
  decorators: [docsArgs({ value: 'Alexandra Catherine Montgomery-Whitfield' })],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Preferred Name' });
    await userEvent.type(input, 'x'.repeat(45));
    await expect(input).toHaveValue('x'.repeat(40));
    await expect(canvas.getByText('40/40')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'locked@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Referral Code', isReadOnly: true, value: 'FRIEND2026', type: 'text' },
};

/** Required and empty: the mark after the label, aria-required on the input. */
export const Empty: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    const label = canvas.getByText('Email Address', { selector: 'label' });
    await expect(getComputedStyle(label, '::after').content).toBe('"*" / ""');
  },
};

export const LongContent: Story = {
  args: {
    label: 'A long label that explains exactly what this field is for and why we ask for it',
    value: 'a-very-long-value-'.repeat(6),
    isInvalid: true,
    errorMessage: 'A long error message that wraps onto more than one line on a narrow screen.',
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

/** Guidelines drawn with the real component (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={
          <TextField
            label="Email Address"
            type="email"
            description="We send a six-digit code to this address."
          />
        }
        doText="A visible label, and the help as a description that stays and is read with the field."
        dont={<TextField label="Email" type="email" placeholder="We send a code to this address" />}
        dontText="The help in the placeholder: it disappears as soon as typing starts."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
