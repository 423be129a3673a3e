import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, docsArgs } from '../../../../.storybook/docs/storyDocs';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Controlled(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <PasswordField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Form/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password' },
  argTypes: {
    after: { control: false },
    inputRef: { control: false },
    ...ariaProps(
      'isDisabled',
      'isInvalid',
      'isRequired',
      'isReadOnly',
      'value',
      'onChange',
      'onBlur',
      'name',
      'autoFocus',
    ),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: type, Tab to the toggle, Space shows the password, Space hides it again. */
export const ShowAndHide: Story = {
  decorators: [docsArgs({ value: 'S3cret!pass' })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('S3cret!pass');
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('S3cret!pass');
  },
};

/** A secret that is not a password (a card PIN): the toggle names it. */
export const NamedSecret: Story = {
  args: { label: 'Current PIN', secretName: 'Current PIN', inputMode: 'numeric' },
  parameters: {
    docs: {
      description: {
        story:
          'The toggle is named for the secret: press the eye to show the PIN (the canvas ends shown).',
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Current PIN' }));
    await expect(canvas.getByRole('button', { name: 'Hide Current PIN' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { value: 'short', isInvalid: true, errorMessage: 'Please enter a valid Password' },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'secret' } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };
