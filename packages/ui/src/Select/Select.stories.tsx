import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, docsArgs, inDocs } from '../../../../.storybook/docs/storyDocs';
import { Select } from './Select';

const languages = [
  { id: 'en', label: 'English' },
  { id: 'ms', label: 'Bahasa Melayu' },
  { id: 'zh', label: '中文' },
];

const meta = {
  title: 'UI/Form/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Language', items: languages, onSelectionChange: fn() },
  argTypes: {
    items: { control: false },
    ...ariaProps(
      'isDisabled',
      'isInvalid',
      'isRequired',
      'selectedKey',
      'defaultSelectedKey',
      'onSelectionChange',
      'disabledKeys',
      'onOpenChange',
      'name',
      'autoFocus',
    ),
  },
  // Room for the open list in the canvas; the docs page draws no open list but its picture.
  decorators: [
    (Story, context) => (
      <div style={{ maxWidth: 360, minHeight: inDocs(context) ? undefined : 260 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab, Enter opens, arrows move, Enter picks; the choice shows on the button. */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ms');
    await expect(canvas.getByRole('button', { name: /Bahasa Melayu/ })).toBeVisible();
  },
};

/** Pointer: click opens, click picks. */
export const Pointer: Story = {
  decorators: [docsArgs({ defaultSelectedKey: 'zh' })],
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await userEvent.click(await body.findByRole('option', { name: '中文' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('zh');
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'en' } };

/** Required: the mark after the label. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Language/ })).toBeVisible();
    // A Select's label is a span (a button is not labelable), named by the button's labelledby.
    const label = canvas.getByText('Language', { selector: 'span' });
    await expect(getComputedStyle(label, '::after').content).toBe('"*" / ""');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose a language' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
