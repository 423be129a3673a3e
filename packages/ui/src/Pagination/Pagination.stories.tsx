import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: Previous is disabled, page 1 is current (aria-current="page"). */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MiddlePage: Story = { args: { page: 3 } };

/** The last page: Next is disabled. */
export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** By keyboard: Tab skips the disabled Previous, Enter on a page or Next moves the current page. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/** Many pages wrap onto a second line at a phone's width rather than overflow. */
export const MobileWidth: Story = {
  args: { page: 7, pageCount: 12, label: 'Transactions pages' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Transactions pages' })).toBeVisible();
  },
};
