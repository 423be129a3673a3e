import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckIcon } from '../icons/icons';
import styles from './ListBox.module.css';
import { OptionIcon, type OptionIconSource } from './OptionIcon';

// The list inside Select's and ComboBox's popover (ListBox.module.css) with its leading image
// (OptionIcon), shown here open on the page so its option states can be reviewed side by side.

const flag = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="18"><rect width="24" height="18" fill="${color}"/></svg>`)}`;

interface Country {
  id: string;
  label: string;
  icon?: OptionIconSource;
}
const countries: Country[] = [
  { id: 'MY', label: 'Malaysia', icon: { src: flag('#cc0001'), fallback: 'MY' } },
  { id: 'SG', label: 'Singapore', icon: { src: flag('#ef3340'), fallback: 'SG' } },
  // An image that cannot load: its text badge stands in.
  { id: 'US', label: 'United States', icon: { src: '/no-such-flag/us.png', fallback: 'US' } },
  { id: 'KP', label: 'North Korea (not supported)' },
];

interface OptionsProps {
  items: Country[];
  /** Options that are shown but cannot be picked. */
  disabledKeys?: string[];
  defaultSelectedKeys?: string[];
  onSelectionChange?: (keys: unknown) => void;
}

/** The shared option list: a flag or badge, the label, a check on the chosen one. */
function OptionList({ items, disabledKeys, defaultSelectedKeys, onSelectionChange }: OptionsProps) {
  return (
    <div className={styles.popover} style={{ maxWidth: 320 }}>
      <ListBox
        aria-label="Country"
        items={items}
        selectionMode="single"
        disabledKeys={disabledKeys}
        defaultSelectedKeys={defaultSelectedKeys}
        onSelectionChange={onSelectionChange}
        className={styles.listbox}
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
            {({ isSelected }) => (
              <>
                {item.icon && <OptionIcon {...item.icon} />}
                {item.label}
                {isSelected && <CheckIcon className={styles.check} />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
}

const meta = {
  title: 'UI/Form/ListBox',
  component: OptionList,
  tags: ['autodocs'],
  args: { items: countries, disabledKeys: ['KP'], defaultSelectedKeys: ['SG'] },
  argTypes: {
    items: { control: false },
    disabledKeys: { control: false },
    defaultSelectedKeys: { control: false },
  },
} satisfies Meta<typeof OptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loaded flag, a flag that failed (its text badge), the chosen option, a disabled one. */
export const Options: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('US')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Singapore' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('option', { name: /North Korea/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** By keyboard: Tab enters on the chosen option, arrows move (skipping the disabled), Enter picks. */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  args: { onSelectionChange: fn() },
  // The path is the check; its end looks like Options with another option chosen.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas }) => {
    // The list first: in the static Storybook the play function can start before it has rendered.
    const chosen = await canvas.findByRole('option', { name: 'Singapore' });
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'United States' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'United States' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('option', { name: 'United States' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Labels longer than the list wrap rather than widen it. */
export const LongContent: Story = {
  args: {
    items: [
      ...countries.slice(0, 1),
      {
        id: 'GS',
        label: 'South Georgia and the South Sandwich Islands (British Overseas Territory)',
        icon: { src: flag('#012169'), fallback: 'GS' },
      },
    ],
    defaultSelectedKeys: ['GS'],
  },
};
