import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'The network fee is deducted from the amount you send.',
    children: <Button variant="secondary">Network fee</Button>,
    delay: 0,
  },
  decorators: [(Story) => <div style={{ padding: '64px 16px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus opens it and describes the button; Escape closes it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('network fee is deducted');
    await expect(body.getByRole('button', { name: 'Network fee' })).toHaveAttribute(
      'aria-describedby',
      tooltip.id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Pointer: hovering opens it. */
export const OnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    // A pointer user: a click elsewhere first puts react-aria in pointer modality.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Network fee' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toBeVisible();
  },
};
