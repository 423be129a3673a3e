import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  DeleteIcon,
  EditIcon,
  PinIcon,
  ReceiveIcon,
  SendIcon,
  SettingsIcon,
} from '../icons/actionIcons';
import { EyeIcon } from '../icons/icons';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { Badge } from '../Badge/Badge';
import { IconButton, IconButtonRow } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: <EyeIcon />, label: 'Reveal Card Details', onPress: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round icon with its caption: Enter and Space press it. */
export const Labelled: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Reveal Card Details' });
    await expect(canvas.getByText('Reveal Card Details')).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A surface's actions: the next step in the brand colour, the rest neutral; one is a link. */
export const Row: Story = {
  render: () => (
    <IconButtonRow label="Wallet actions">
      <IconButton icon={<ReceiveIcon />} label="Deposit" tone="primary" href="#deposit" />
      <IconButton icon={<SendIcon />} label="Withdraw" href="#withdraw" />
      <IconButton icon={<SettingsIcon />} label="Settings" onPress={fn()} />
    </IconButtonRow>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Wallet actions' });
    await expect(row).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '#deposit');
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible();
  },
};

/**
 * A list row's actions: the icon alone, named for the row; Delete is as quiet as Edit (its
 * dialog carries the danger colour).
 */
export const CompactRowActions: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 4 }}>
      <IconButton appearance="compact" icon={<EditIcon />} label="Edit Savings" onPress={fn()} />
      <IconButton
        appearance="compact"
        icon={<DeleteIcon />}
        label="Delete Savings"
        onPress={fn()}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Delete Savings' });
    const edit = canvas.getByRole('button', { name: 'Edit Savings' });
    await expect(getComputedStyle(remove).color).toBe(getComputedStyle(edit).color);
  },
};

export const Pending: Story = { args: { isPending: true } };

const comingSoonRow = () => (
  <IconButtonRow label="Card actions">
    <IconButton
      icon={<PinIcon />}
      label="Reset PIN"
      isDisabled
      badge={<Badge>Coming Soon</Badge>}
    />
    <IconButton icon={<DeleteIcon />} label="Terminate Card" onPress={fn()} />
  </IconButtonRow>
);

/** Not available yet: disabled, faded, and its badge (part of its name) says why. */
export const ComingSoon: Story = {
  render: comingSoonRow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reset PIN Coming Soon' })).toBeDisabled();
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
  },
};

/** The keyboard passes a Coming Soon action by. */
export const ComingSoonKeyboard: Story = {
  tags: ['test-only'],
  render: comingSoonRow,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Terminate Card' })).toHaveFocus();
  },
};

/** Guidelines drawn with the real component (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={
          <IconButtonRow label="Wallet actions">
            <IconButton icon={<ReceiveIcon />} label="Deposit" tone="primary" onPress={() => {}} />
            <IconButton icon={<SendIcon />} label="Withdraw" onPress={() => {}} />
            <IconButton icon={<SettingsIcon />} label="Settings" onPress={() => {}} />
          </IconButtonRow>
        }
        doText="The one next step in the brand colour, the rest neutral, every icon captioned."
        dont={
          <IconButtonRow label="Wallet actions, all filled">
            <IconButton icon={<ReceiveIcon />} label="Deposit" tone="primary" onPress={() => {}} />
            <IconButton icon={<SendIcon />} label="Withdraw" tone="primary" onPress={() => {}} />
            <IconButton
              icon={<SettingsIcon />}
              label="Settings"
              tone="primary"
              onPress={() => {}}
            />
          </IconButtonRow>
        }
        dontText="Every icon filled: nothing says which step comes next."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
  },
};
