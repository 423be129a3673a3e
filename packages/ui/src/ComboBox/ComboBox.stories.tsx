import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, docsArgs, docsView, inDocs } from '../../../../.storybook/docs/storyDocs';
import listStyles from '../ListBox/ListBox.module.css';
import { OptionIcon } from '../ListBox/OptionIcon';
import { ComboBox, type ComboBoxOption } from './ComboBox';
import styles from './ComboBox.module.css';

const timezones = Intl.supportedValuesOf('timeZone').map((tz) => ({
  id: tz,
  label: tz.replaceAll('_', ' '),
}));

// A loaded flag (inline SVG) and a flag whose image cannot load, to show the text fallback.
const flag = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="18"><rect width="24" height="18" fill="${color}"/></svg>`)}`;
const countries = [
  { id: 'MY', label: 'Malaysia', icon: { src: flag('#cc0001'), fallback: 'MY' } },
  { id: 'SG', label: 'Singapore', icon: { src: flag('#ef3340'), fallback: 'SG' } },
  { id: 'US', label: 'United States', icon: { src: '/no-such-flag/us.png', fallback: 'US' } },
  { id: 'CI', label: "Côte d'Ivoire", icon: { src: '/no-such-flag/ci.png', fallback: 'CI' } },
];

/**
 * For the docs page, where no play function opens the list: the field as it stands with the list
 * open under it, drawn with the popover's own styles (the canvas story opens the real one).
 */
function OpenList({
  label,
  typed,
  shown,
}: {
  label: string;
  typed: string;
  shown: ComboBoxOption[];
}) {
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <ComboBox label={label} items={countries} defaultInputValue={typed} />
      <div className={`${listStyles.popover} ${styles.popover}`} style={{ width: '100%' }}>
        <ListBox
          aria-label={`${label}: the list open`}
          items={shown}
          className={listStyles.listbox}
          renderEmptyState={() => <div className={listStyles.empty}>No results</div>}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className={`${listStyles.option} ${styles.row}`}
            >
              {item.icon && <OptionIcon {...item.icon} />}
              <span className={styles.text}>{item.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Form/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Timezone', items: timezones, onSelectionChange: fn() },
  argTypes: {
    // 418 timezones: a data tree in the Controls table would push the stories 10,000 px down.
    items: { control: false },
    ...ariaProps(
      'isDisabled',
      'isInvalid',
      'isRequired',
      'selectedKey',
      'defaultSelectedKey',
      'onSelectionChange',
      'inputValue',
      'defaultInputValue',
      'onInputChange',
      'menuTrigger',
      'allowsCustomValue',
      'name',
    ),
  },
  // Room for the open list in the canvas; the docs page draws no open list but its picture.
  decorators: [
    (Story, context) => (
      <div style={{ maxWidth: 400, minHeight: inDocs(context) ? undefined : 380 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 400+ timezones: opening the list renders only the rows in view (virtualized), typing filters,
 * arrows and Enter pick. The value shows with spaces.
 */
export const Timezones: Story = {
  decorators: [docsArgs({ defaultSelectedKey: 'Asia/Kuala_Lumpur' })],
  play: async ({ args, canvas, canvasElement }) => {
    await expect(timezones.length).toBeGreaterThan(400);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    const listbox = await body.findByRole('listbox');
    // Once measured, only the rows in view (plus a few) are in the DOM.
    await waitFor(() => {
      const rendered = within(listbox).getAllByRole('option').length;
      expect(rendered).toBeGreaterThan(3);
      expect(rendered).toBeLessThan(60);
    });
    // The list is as wide as the field, however long a row's text.
    const field = canvas.getByRole('group').getBoundingClientRect();
    await waitFor(() =>
      expect(listbox.parentElement!.getBoundingClientRect().width).toBeCloseTo(field.width, 0),
    );
    const input = canvas.getByRole('combobox', { name: 'Timezone' });
    await userEvent.clear(input);
    await userEvent.type(input, 'kuala');
    await waitFor(() =>
      expect(within(body.getByRole('listbox')).getAllByRole('option')).toHaveLength(1),
    );
    // And as tall as its rows: one match, one row (40 px and the list's padding).
    await waitFor(() =>
      expect(body.getByRole('listbox').getBoundingClientRect().height).toBeLessThan(60),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Asia/Kuala_Lumpur');
    await expect(input).toHaveValue('Asia/Kuala Lumpur');
  },
};

/** Country picker: flags lead each option; a flag that fails to load becomes a text badge. */
export const CountriesWithFlags: Story = {
  args: { label: 'Country of Residence', items: countries, placeholder: 'Search country' },
  decorators: [
    docsView(() => <OpenList label="Country of Residence" typed="i" shown={countries} />),
  ],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country of Residence' }), 'i');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('US')).toBeVisible());
    // Accent-insensitive match: "cote" finds Côte d'Ivoire.
    await userEvent.clear(canvas.getByRole('combobox'));
    await userEvent.type(canvas.getByRole('combobox'), 'cote');
    await expect(await body.findByRole('option', { name: /Côte d'Ivoire/ })).toBeVisible();
  },
};

export const NoResults: Story = {
  decorators: [docsView(() => <OpenList label="Country of Residence" typed="zzzz" shown={[]} />)],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzzz');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('No results'),
    ).toBeVisible();
  },
};

export const Selected: Story = {
  args: { label: 'Country of Residence', items: countries, defaultSelectedKey: 'MY' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveValue('Malaysia'));
  },
};

/** Required: the mark after the label, aria-required on the input. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Timezone' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    const label = canvas.getByText('Timezone', { selector: 'label' });
    await expect(getComputedStyle(label, '::after').content).toBe('"*" / ""');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a timezone' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

/** Picking an option (uncontrolled) shows its flag in front of the input. */
export const PickShowsFlag: Story = {
  args: { label: 'Country of Residence', items: countries },
  decorators: [docsArgs({ defaultSelectedKey: 'SG' })],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group').querySelector('img')).toBeNull();
    await userEvent.type(canvas.getByRole('combobox'), 'Singa');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: /Singapore/ }),
    );
    await waitFor(() => expect(canvas.getByRole('group').querySelector('img')).not.toBeNull());
  },
};

/**
 * The keyboard alone: typing filters and opens the list, the arrows move through the options
 * (announced through aria-activedescendant), Enter picks, Escape closes without picking.
 */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { label: 'Country of Residence', items: countries },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('s');
    const listbox = await body.findByRole('listbox');
    // "s": Malaysia, Singapore, United States.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = () =>
      canvasElement.ownerDocument.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await waitFor(() => expect(active()).toHaveTextContent('Singapore'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(active()).toHaveTextContent('Malaysia'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('MY');
    await expect(input).toHaveValue('Malaysia');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    // Escape closes the list and keeps the choice.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Malaysia');
  },
};

/**
 * 400+ rows: Page Down and End move by rows that are not in the DOM yet, and the list scrolls so
 * the focused one is shown.
 */
export const KeyboardLongList: Story = {
  tags: ['!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    const active = () =>
      canvasElement.ownerDocument.getElementById(
        canvas.getByRole('combobox').getAttribute('aria-activedescendant') ?? '',
      );
    await waitFor(() => expect(active()).toHaveAttribute('aria-posinset', '1'));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(active()?.getAttribute('aria-posinset'))).toBeGreaterThan(3));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(active()).toHaveAttribute('aria-posinset', String(timezones.length)),
    );
    await expect(active()).toBeVisible();
    await expect(active()).toHaveAttribute('aria-setsize', String(timezones.length));
  },
};
