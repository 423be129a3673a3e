import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Pagination keeps no page of its own: the list that owns it does, as here. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 5, onPageChange: fn(), label: 'Transactions pages' },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** What a screen reader gets: the page buttons' names in order (the ellipses are hidden). */
const pageNames = (canvas: Canvas) =>
  within(canvas.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

/** The visible slots as a designer reads them: numbers and ellipses. */
const slots = (canvas: Canvas) =>
  [...canvas.getByRole('navigation').querySelectorAll('li')].map((li) => li.textContent);

const current = (canvas: Canvas) =>
  canvas.getByRole('navigation').querySelector('[aria-current="page"]')?.textContent;

/** Every slot of the bar on one line, inside its container. */
async function inOneRow(canvas: Canvas) {
  const nav = canvas.getByRole('navigation');
  const tops = canvas
    .getAllByRole('button')
    .map((b: HTMLElement) => Math.round(b.getBoundingClientRect().top));
  await expect(new Set(tops).size).toBe(1);
  await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
}

/**
 * A few pages, all shown. A navigation landmark named for its list; the current page is marked
 * `aria-current="page"`; Previous is disabled on the first page.
 */
export const FewPages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Transactions pages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(slots(canvas)).toEqual(['1', '2', '3', '4', '5']);
  },
};

/** The last of a few pages: Next is disabled. */
export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(current(canvas)).toBe('5');
  },
};

/**
 * 34 pages, on the first: the first five, an ellipsis, the last. Seven slots whatever the count,
 * so the bar has the same width on every page.
 */
export const ManyPagesStart: Story = {
  args: { pageCount: 34 },
  play: async ({ canvas }) => {
    await expect(slots(canvas)).toEqual(['1', '2', '3', '4', '5', '…', '34']);
    await expect(pageNames(canvas)).toEqual([
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 34',
    ]);
    await inOneRow(canvas);
  },
};

/** 34 pages, in the middle: the first, the current page between its neighbours, the last. */
export const ManyPagesMiddle: Story = {
  args: { page: 17, pageCount: 34 },
  play: async ({ canvas }) => {
    await expect(slots(canvas)).toEqual(['1', '…', '16', '17', '18', '…', '34']);
    // The ellipses are marks, not controls: hidden from assistive technology, never focused.
    for (const gap of canvas.getAllByText('…')) {
      await expect(gap).toHaveAttribute('aria-hidden', 'true');
      await expect(within(gap).queryByRole('button', { hidden: true })).toBeNull();
    }
    await inOneRow(canvas);
  },
};

/** 34 pages, on the last: Next is disabled, the last five pages show. */
export const ManyPagesEnd: Story = {
  args: { page: 34, pageCount: 34 },
  play: async ({ canvas }) => {
    await expect(slots(canvas)).toEqual(['1', '…', '30', '31', '32', '33', '34']);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await inOneRow(canvas);
  },
};

/**
 * By keyboard: Tab skips the disabled Previous; Enter or Space on a page or on Next moves the
 * current page. Next onto the last page leaves the focus on that page, not on the page's body.
 */
export const Keyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  tags: ['test-only'],
  args: { page: 1, pageCount: 34 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(current(canvas)).toBe('2');
    // Page 1 to 5, then 34, then Next.
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    // Jump to the last page but one, then Next: the focus goes to the current page.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 34' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 33' }));
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 34' })).toHaveFocus();
  },
};

/** Home's transactions table at 375 px: 301 px wide. */
const phoneTable = (Story: () => ReactNode) => <div style={{ maxWidth: 301 }}>{Story()}</div>;

/**
 * At 375 px (as wide as Home's table there), 34 pages on the middle one: one row. Previous and
 * Next show only their chevrons (their words stay, visually hidden: the buttons are still named
 * "Previous" and "Next").
 */
export const MobileWidth: Story = {
  args: { page: 17, pageCount: 34 },
  globals: { viewport: { value: 'mobile' } },
  decorators: [phoneTable],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Transactions pages' })).toBeVisible();
    await expect(canvas.getByText('Previous')).toHaveStyle({ position: 'absolute' });
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await inOneRow(canvas);
  },
};

/** At 375 px on the first of 34 pages, the widest list (six numbers, one ellipsis): one row. */
export const MobileWidthStart: Story = {
  args: { page: 1, pageCount: 34 },
  globals: { viewport: { value: 'mobile' } },
  decorators: [phoneTable],
  play: async ({ canvas }) => {
    await expect(slots(canvas)).toEqual(['1', '2', '3', '4', '5', '…', '34']);
    await inOneRow(canvas);
  },
};
