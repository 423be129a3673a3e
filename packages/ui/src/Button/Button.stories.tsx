import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, DoDont, Guidelines } from '../../../../.storybook/docs/storyDocs';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Continue', onPress: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger', 'link'],
    },
    ...ariaProps('isDisabled', 'isPending', 'onPress', 'type', 'autoFocus'),
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
};

/** Keyboard: Tab reaches the button, focus is drawn, Enter and Space both press it. */
export const FocusVisible: Story = {
  args: { variant: 'secondary' },
  parameters: {
    docs: {
      description: {
        story:
          'The focus ring appears when the button is reached by keyboard: click beside the button, then press Tab. (The canvas and its capture show it drawn.)',
      },
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: a second press while the answer is awaited does nothing, and progress is announced. */
export const Pending: Story = {
  args: { isPending: true, children: 'Send' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Send/ });
    await expect(within(button).getByRole('progressbar', { name: 'Working' })).toBeVisible();
    await userEvent.click(button);
    await userEvent.dblClick(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    fullWidth: true,
    children: 'Log In With New Password and continue to the dashboard of your Main Wallet',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const MobileWidth: Story = {
  args: { fullWidth: true, children: 'Verify Now' },
  globals: { viewport: { value: 'mobile' } },
};

/** Guidelines drawn with the real buttons (the written ones are at the top of the page). */
export const DoAndDont: Story = {
  name: 'Do and Don’t',
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <Guidelines>
      <DoDont
        do={
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Button variant="secondary">Back</Button>
            <Button>Continue</Button>
          </div>
        }
        doText="One primary button: the way on; the other choice is secondary."
        dont={
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Button>Back</Button>
            <Button>Continue</Button>
          </div>
        }
        dontText="Two primary buttons side by side: the customer cannot tell which one moves on."
      />
      <DoDont
        do={<Button>Verify Now</Button>}
        doText="A verb in Title Case that says what happens."
        dont={<Button>OK, click here</Button>}
        dontText="A vague label: the customer has to read around it to know what it does."
      />
    </Guidelines>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(4);
  },
};
