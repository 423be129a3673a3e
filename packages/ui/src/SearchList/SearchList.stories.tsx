import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { docsArgs } from '../../../../.storybook/docs/storyDocs';
import { SearchList } from './SearchList';

const items = [
  {
    id: 'a',
    title: 'Savings',
    meta: 'Personal',
    detail: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    textValue: 'Savings Personal 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  },
  {
    id: 'b',
    title: 'Exchange',
    meta: 'Trading',
    detail: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    textValue: 'Exchange Trading 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  },
  {
    id: 'c',
    title: 'Mum',
    detail: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    textValue: 'Mum 0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  },
];

const meta = {
  title: 'UI/SearchList',
  tags: ['autodocs'],
  component: SearchList,
  args: {
    label: 'Search by name, tag or address',
    listLabel: 'Saved recipients',
    items,
    onAction: fn(),
    emptyText: 'No saved recipient matches',
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof SearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved recipients under the search field: name, tag and address on each row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Saved recipients' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
  },
};

/** Type part of an address, arrow down, Enter: the matching row is chosen. */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search by name, tag or address' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('c37c5d');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(items[1]);
  },
};

export const NoMatch: Story = {
  // On the docs page, where nothing is typed: a list with nothing in it shows the same text.
  decorators: [docsArgs({ items: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'nobody');
    await expect(await canvas.findByText('No saved recipient matches')).toBeVisible();
  },
};
