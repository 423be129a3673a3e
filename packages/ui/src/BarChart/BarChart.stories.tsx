import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { docsArgs } from '../../../../.storybook/docs/storyDocs';
import { BarChart, type BarChartDatum, type BarChartProps } from './BarChart';

/** Money out per month, December 2025 to November 2026, oldest first; February at zero. */
const months: BarChartDatum[] = [
  ['2025-12', 'Dec', 'December 2025', '845.20', '845.20 USDC'],
  ['2026-01', 'Jan', 'January 2026', '1210.00', '1,210.00 USDC'],
  ['2026-02', 'Feb', 'February 2026', '0', '0.00 USDC'],
  ['2026-03', 'Mar', 'March 2026', '120.50', '120.50 USDC'],
  ['2026-04', 'Apr', 'April 2026', '960.75', '960.75 USDC'],
  ['2026-05', 'May', 'May 2026', '2480.00', '2,480.00 USDC'],
  ['2026-06', 'Jun', 'June 2026', '1534.10', '1,534.10 USDC'],
  ['2026-07', 'Jul', 'July 2026', '705.00', '705.00 USDC'],
  ['2026-08', 'Aug', 'August 2026', '1890.40', '1,890.40 USDC'],
  ['2026-09', 'Sep', 'September 2026', '1234.56', '1,234.56 USDC'],
  ['2026-10', 'Oct', 'October 2026', '398.99', '398.99 USDC'],
  ['2026-11', 'Nov', 'November 2026', '1102.30', '1,102.30 USDC'],
].map(([key, label, longLabel, value, valueText]) => ({
  key: key!,
  label: label!,
  longLabel: longLabel!,
  value: value!,
  valueText: valueText!,
}));

const allZero = months.map((m) => ({ ...m, value: '0', valueText: '0.00 USDC' }));

/** The page's part: the chosen month is its state, so choosing a bar moves the highlight. */
function Controlled({ selectedKey, onSelect, ...props }: BarChartProps) {
  const [selected, setSelected] = useState(selectedKey);
  return (
    <BarChart
      {...props}
      selectedKey={selected}
      onSelect={
        onSelect &&
        ((key) => {
          setSelected(key);
          onSelect(key);
        })
      }
    />
  );
}

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Money out per month',
    description: 'The last twelve months',
    data: months,
    selectedKey: '2026-09',
    onSelect: fn(),
    labelHeader: 'Month',
    valueHeader: 'Money out',
  },
  argTypes: { data: { control: false } },
  // A new selectedKey from the controls starts the story's state afresh.
  render: (args) => <Controlled key={args.selectedKey} {...args} />,
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('group', { name: 'Money out per month' })).getByRole('button', { name });

/**
 * Twelve months, September chosen; February is a zero. The pointer over a bar shows its figure
 * in the line above the bars; away, the line shows the chosen month again.
 */
export const Default: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Point at a bar: the line above the bars shows its figure; away from the bars, the chosen month’s again (the canvas ends at rest).',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Money out per month' }),
    ).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Money out per month' });
    await expect(within(group).getAllByRole('button')).toHaveLength(12);
    await expect(bar(canvas, 'September 2026: 1,234.56 USDC')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByText('September 2026: 1,234.56 USDC')).toBeVisible();
    const may = bar(canvas, 'May 2026: 2,480.00 USDC');
    await userEvent.hover(may);
    await expect(canvas.getByText('May 2026: 2,480.00 USDC')).toBeVisible();
    await userEvent.unhover(may);
    await expect(canvas.getByText('September 2026: 1,234.56 USDC')).toBeVisible();
  },
};

/** A click (or tap) chooses a bar: the highlight and the figure line move to it. */
export const Pointer: Story = {
  // The canvas ends on May chosen.
  decorators: [docsArgs({ selectedKey: '2026-05' })],
  play: async ({ args, canvas }) => {
    const may = bar(canvas, 'May 2026: 2,480.00 USDC');
    await userEvent.click(may);
    await expect(args.onSelect).toHaveBeenCalledWith('2026-05');
    await expect(may).toHaveAttribute('aria-current', 'true');
    await expect(bar(canvas, 'September 2026: 1,234.56 USDC')).not.toHaveAttribute('aria-current');
    await userEvent.unhover(may);
    await expect(canvas.getByText('May 2026: 2,480.00 USDC')).toBeVisible();
  },
};

/**
 * Keyboard: Tab lands on the chosen bar (one tab stop for all twelve), ←/→ move between bars,
 * End and Home jump to the latest and the first, Enter chooses (the canvas ends on December
 * 2025 chosen, with the focus ring on it).
 */
export const Keyboard: Story = {
  // The canvas ends on December 2025 chosen.
  decorators: [docsArgs({ selectedKey: '2025-12' })],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Show as table' })).toHaveFocus();
    await userEvent.tab();
    await expect(bar(canvas, 'September 2026: 1,234.56 USDC')).toHaveFocus();
    const group = canvas.getByRole('group', { name: 'Money out per month' });
    const tabStops = () =>
      within(group)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0);
    await expect(tabStops()).toHaveLength(1);

    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName('August 2026: 1,890.40 USDC');
    await expect(tabStops()).toEqual([document.activeElement]);
    // The figure line follows the focus.
    await expect(canvas.getByText('August 2026: 1,890.40 USDC')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAccessibleName('November 2026: 1,102.30 USDC');
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName('November 2026: 1,102.30 USDC');
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveAccessibleName('December 2025: 845.20 USDC');
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('2025-12');
    await expect(bar(canvas, 'December 2025: 845.20 USDC')).toHaveAttribute('aria-current', 'true');
    await expect(bar(canvas, 'December 2025: 845.20 USDC')).toHaveFocus();

    // Space chooses too; Tab leaves the chart in one step, Shift+Tab comes back to the chosen bar.
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2026-01');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2025-12');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('switch', { name: 'Show as table' })).toHaveFocus();
    await userEvent.tab();
    await expect(bar(canvas, 'December 2025: 845.20 USDC')).toHaveFocus();
  },
};

/**
 * Show as table: the same figures in a table, in order, the chosen month marked in words; its
 * label chooses a month. Back to the chart, the month chosen in the table is highlighted.
 */
export const Table: Story = {
  // The canvas ends back on the chart, May chosen in the table.
  decorators: [docsArgs({ selectedKey: '2026-05' })],
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show as table' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvas.queryByRole('group', { name: 'Money out per month' })).toBeNull();
    const table = canvas.getByRole('table', { name: 'Money out per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(12);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Money out']);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('December 2025');
    await expect(rows[9]).toHaveTextContent('September 2026Selected1,234.56 USDC');
    await expect(within(table).getAllByText('Selected')).toHaveLength(1);

    await userEvent.click(within(table).getByRole('button', { name: 'May 2026' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-05');
    await expect(within(rows[5]!).getByText('Selected')).toBeVisible();
    await expect(within(table).getAllByText('Selected')).toHaveLength(1);

    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(bar(canvas, 'May 2026: 2,480.00 USDC')).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('May 2026: 2,480.00 USDC')).toBeVisible();
  },
};

/** The table at rest (as a page that opens on it would show it). */
export const TableShown: Story = {
  args: { defaultShowTable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show as table' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'September 2026' })).toBeVisible();
  },
};

/** No months at all: the title and a line say so; no toggle, no bars. */
export const Empty: Story = {
  args: { data: [], selectedKey: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Money out per month' })).toBeVisible();
    await expect(canvas.getByText('No figures to show yet.')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Twelve months at zero: every month is still there, a marker on the baseline, and choosable. */
export const AllZero: Story = {
  args: { data: allZero, selectedKey: '2026-11' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Money out per month' });
    await expect(within(group).getAllByRole('button')).toHaveLength(12);
    await expect(canvas.getByText('November 2026: 0.00 USDC')).toBeVisible();
    for (const column of within(group).getAllByRole('button')) {
      await expect(column.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    }
  },
};

/** Without `onSelect` the bars only read: each an image with its figure, still one tab stop. */
export const ReadOnly: Story = {
  args: { onSelect: undefined, selectedKey: undefined },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Money out per month' });
    await expect(within(group).queryAllByRole('button')).toHaveLength(0);
    await expect(within(group).getAllByRole('img')).toHaveLength(12);
    // Nothing chosen: the line shows the latest month.
    await expect(canvas.getByText('November 2026: 1,102.30 USDC')).toBeVisible();
  },
};

/** 375 px: the chart is as wide as the screen, never wider; labels thin out if they would touch. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Money out per month' });
    const plot = group.parentElement!;
    await expect(plot.scrollWidth).toBeLessThanOrEqual(plot.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(plot.clientWidth);
  },
};
