import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  args: {
    value: '0x52908400098527886E0F7030069857D2E4169EE7',
    'aria-label': 'Copy wallet address',
    onCopy: fn(),
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Enter copies; "Copied" shows and is announced, then the button resets after the
 * feedback time, 1.5 s for every copy button. (Where the Clipboard API is refused, the older
 * copy method is used.)
 */
export const CopyWithFeedback: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopy).toHaveBeenCalled());
    const copied = (args.onCopy as ReturnType<typeof fn>).mock.calls[0]![0] as boolean;
    const feedback = copied ? 'Copied' : 'Copy failed';
    await expect(canvas.getByRole('status')).toHaveTextContent(feedback);
    await expect(canvas.getByRole('button', { name: feedback })).toBeVisible();
    // After COPY_FEEDBACK_MS (1.5 s).
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Copy wallet address' })).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** The icon keeps a gap from its label. */
export const Primary: Story = {
  args: {
    variant: 'primary',
    size: 'md',
    label: 'Copy Link',
    'aria-label': 'Copy Link to your referral page',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy Link to your referral page' });
    const svg = button.querySelector('svg')!;
    const text = [...svg.parentElement!.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const gap = range.getBoundingClientRect().left - svg.getBoundingClientRect().right;
    await expect(gap).toBeGreaterThanOrEqual(6);
  },
};
