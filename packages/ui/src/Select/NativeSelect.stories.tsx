import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const kinds = [
  { id: 'all', label: 'All kinds' },
  { id: 'deposit', label: 'Deposit' },
  { id: 'withdrawal', label: 'Withdrawal' },
];

const meta = {
  title: 'UI/Form/NativeSelect',
  component: NativeSelect,
  tags: ['autodocs'],
  args: { label: 'Kind', items: kinds, value: 'all', onChange: fn() },
  argTypes: { items: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own select under Select's look: named by its label, reached by Tab. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Kind' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Withdrawal');
    await expect(args.onChange).toHaveBeenCalledWith('withdrawal');
  },
};

export const Chosen: Story = { args: { value: 'deposit' } };
