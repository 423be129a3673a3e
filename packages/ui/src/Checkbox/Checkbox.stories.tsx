import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps } from '../../../../.storybook/docs/storyDocs';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Form/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'I confirm the information above is correct', onChange: fn() },
  argTypes: {
    ...ariaProps(
      'isSelected',
      'defaultSelected',
      'onChange',
      'isDisabled',
      'isInvalid',
      'isRequired',
      'isReadOnly',
      'name',
      'autoFocus',
    ),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab focuses it, Space ticks and unticks; a click on the label ticks it too. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /information above is correct/ });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(/information above is correct/));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

/** Required: the mark after the label (not read: '*' / ''), aria-required on the box. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'I confirm the information above is correct',
    });
    await expect(box).toHaveAttribute('aria-required', 'true');
    const label = canvas.getByText('I confirm the information above is correct');
    await expect(getComputedStyle(label, '::after').content).toBe('"*" / ""');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please accept the terms to continue' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    // Read with the box, not only when a screen reader passes the text by.
    await expect(box).toHaveAccessibleDescription('Please accept the terms to continue');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** A label with a link in it (the link is drawn in render: a control cannot hold it). */
export const WithLink: Story = {
  render: (args) => (
    <Checkbox {...args}>
      I have read and accept the{' '}
      <a href="#terms" style={{ color: 'inherit' }}>
        Terms &amp; Conditions
      </a>
    </Checkbox>
  ),
};

export const LongContent: Story = {
  args: {
    children:
      'I agree to purchase 250 tokens at 0.019 USD each and to stake them for 12 months after the token generation event, and I accept the terms and conditions of the card programme.',
  },
  globals: { viewport: { value: 'mobile' } },
};
