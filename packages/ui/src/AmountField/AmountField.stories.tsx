import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, docsArgs, docsView } from '../../../../.storybook/docs/storyDocs';
import { AmountField, type AmountFieldProps } from './AmountField';
import { parseAmount } from './parseAmount';

type FieldArgs = AmountFieldProps & {
  balance?: string;
  decimals?: number;
  /** Show the value as it is after the field was left: checked, its error under it. */
  left?: boolean;
};

/** A field checked as the screens check theirs: `parseAmount` when it is left. */
function Controlled({ balance, decimals = 6, left = false, ...props }: FieldArgs) {
  const check = (text: string) => {
    const parsed = parseAmount(text, { decimals, maxLength: 18 });
    return parsed.ok ? undefined : parsed.message;
  };
  const [value, setValue] = useState(props.value);
  const [error, setError] = useState(() => (left ? check(props.value) : undefined));
  return (
    <AmountField
      {...props}
      value={value}
      onChange={setValue}
      onFocus={() => setError(undefined)}
      onBlur={() => setError(check(value))}
      isInvalid={props.isInvalid || error !== undefined}
      errorMessage={props.errorMessage ?? error}
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
  },
  argTypes: {
    left: { control: false },
    ...ariaProps(
      'isDisabled',
      'isInvalid',
      'isRequired',
      'isReadOnly',
      'onBlur',
      'onFocus',
      'name',
    ),
  },
  render: (args) => <Controlled {...args} balance="1520.123456" />,
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<FieldArgs>;

/** As the canvas ends, shown at rest on the docs page: this text typed, then the field left. */
const typedThenLeft = (value: string) => docsArgs({ value, left: true });

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The field shows exactly what was typed or pasted, never a cut or rewritten copy; what is not
 * a plain amount is refused under the field when it is left.
 */
export const KeepsWhatWasTyped: Story = {
  decorators: [
    docsView(({ args }) => (
      <div style={{ display: 'grid', gap: 16 }}>
        {['1,000.50', '1e5', '12.1234567'].map((value) => (
          <Controlled {...(args as unknown as FieldArgs)} key={value} value={value} left />
        ))}
      </div>
    )),
  ],
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).not.toHaveAttribute('maxlength');
    await step('thousands with commas are kept as written', async () => {
      await userEvent.type(input, '1,000.50');
      await expect(input).toHaveValue('1,000.50');
      await userEvent.tab();
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
    await step('an exponent stays on screen and is refused', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '1e5');
      await expect(input).toHaveValue('1e5');
      await userEvent.tab();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        expect.stringContaining('Please enter the amount in digits'),
      );
    });
    await step('a pasted seventh decimal is not cut: the message names the 6 allowed', async () => {
      await userEvent.clear(input);
      await userEvent.paste('12.1234567');
      await expect(input).toHaveValue('12.1234567');
      await userEvent.tab();
      await expect(input).toHaveAccessibleDescription(
        expect.stringContaining('Please enter an amount with up to 6 decimals'),
      );
    });
  },
};

/** More than 18 digits is kept on screen and refused, not cut. */
export const LengthLimit: Story = {
  decorators: [typedThenLeft('1234567890123456789')],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1234567890123456789');
    await expect(input).toHaveValue('1234567890123456789');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Please enter an amount of at most 18 digits'),
    );
  },
};

/** Max fills the balance; it is reachable by Tab and pressed with Enter. */
export const MaxAction: Story = {
  decorators: [docsArgs({ value: '1520.123456' })],
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
  decorators: [typedThenLeft('100.555')],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Top-up amount' });
    await userEvent.type(input, '100.555');
    await expect(input).toHaveValue('100.555');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Please enter an amount with up to 2 decimals'),
    );
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

/**
 * A page's amount (Withdraw, Top Up): large figures, what may be spent as a quiet line under the
 * help with Max at its end; Tab goes from the amount to Max, Enter fills it, the error shows inline.
 */
export const Hero: Story = {
  args: {
    size: 'hero',
    placeholder: '0',
    description: 'Minimum 10.000000 USDC',
    available: 'Main Wallet Balance 1,520.123456 USDC',
  },
  decorators: [typedThenLeft('1e5')],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(canvas.getByText('Main Wallet Balance 1,520.123456 USDC')).toBeVisible();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Max' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('1520.123456');
    await userEvent.clear(input);
    await userEvent.type(input, '1e5');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the amount in digits'),
    );
  },
};

export const HeroMobileWidth: Story = {
  ...Hero,
  globals: { viewport: { value: 'mobile' } },
};
