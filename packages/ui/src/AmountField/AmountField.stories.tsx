import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AmountField, type AmountFieldProps } from './AmountField';

function Controlled({ balance, ...props }: AmountFieldProps & { balance?: string }) {
  const [value, setValue] = useState(props.value);
  return (
    <AmountField
      {...props}
      value={value}
      onChange={setValue}
      onMax={balance ? () => setValue(balance) : undefined}
    />
  );
}

const meta = {
  title: 'UI/Form/AmountField',
  component: AmountField,
  tags: ['autodocs'],
  args: {
    label: 'Amount',
    value: '',
    onChange: () => {},
    ticker: 'USDC',
    decimals: 6,
    maxLength: 18,
  },
  render: (args) => <Controlled {...args} balance="1520.123456" />,
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing keeps only what fits: letters vanish, a seventh decimal is refused. */
export const DecimalsLimit: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12a.12345678');
    await expect(input).toHaveValue('12.123456');
  },
};

export const LengthLimit: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1234567890123456789');
    await expect(input).toHaveValue('123456789012345678');
  },
};

/** Max fills the balance; it is reachable by Tab and pressed with Enter. */
export const MaxAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Max' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1520.123456');
  },
};

export const TwoDecimalsUsd: Story = {
  args: { ticker: 'USD', decimals: 2, label: 'Top-up amount' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Top-up amount' });
    await userEvent.type(input, '100.555');
    await expect(input).toHaveValue('100.55');
  },
};

export const Invalid: Story = {
  args: {
    value: '0.5',
    isInvalid: true,
    errorMessage: 'Please enter an amount of at least 10 USDC',
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: '10' } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };
