import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// eslint-disable-next-line import-x/no-relative-packages -- the docs helpers live in .storybook, no package
import { ariaProps, inDocs } from '../../../../.storybook/docs/storyDocs';
import { Button } from '../Button/Button';
import { AlertDialog, Dialog, type DialogProps } from './Dialog';

/**
 * A story that shows its dialog open (the canvas, its test and its capture) is opened from a
 * button on the docs page instead: a modal there would cover the whole page and stack on the
 * other stories' dialogs. The dialog's buttons close it (`slot="close"`).
 */
const openFromButton =
  (label: string): Decorator<DialogProps> =>
  (Story, context) =>
    inDocs(context) ? (
      <DialogTrigger>
        <Button variant="secondary">{label}</Button>
        {Story({ args: { ...context.args, isOpen: undefined } })}
      </DialogTrigger>
    ) : (
      Story()
    );

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Edit Preferences',
    children: 'Change your preferred name, language and timezone.',
  },
  argTypes: {
    actions: { control: false },
    ...ariaProps(
      'isOpen',
      'defaultOpen',
      'onOpenChange',
      'isDismissable',
      'isKeyboardDismissDisabled',
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** A dialog opened from its trigger, as pages open theirs: press the button. */
export const Default: Story = {
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toBeVisible();
  },
};

/** Keyboard: Enter opens, focus moves inside, Escape closes, focus returns to the trigger. */
export const Keyboard: Story = {
  tags: ['!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit Preferences' });
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Pointer: the close button closes it. */
export const CloseButton: Story = {
  tags: ['!autodocs', 'test-only'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const onOk = fn();

/** An alert dialog the page controls, as the app's are: its OK handler closes it. */
function ErrorAlertDemo() {
  const [open, setOpen] = useState(false);
  const ok = () => {
    onOk();
    setOpen(false);
  };
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open dialog</Button>
      <AlertDialog
        isOpen={open}
        onEscape={ok}
        tone="error"
        title="Something went wrong"
        actions={<Button onPress={ok}>OK</Button>}
      >
        We are currently unable to process your request. Please try again later.
      </AlertDialog>
    </>
  );
}

/**
 * The error layout as an alert dialog: a click outside does not dismiss it; Escape gives its safe
 * answer (the handler OK runs), then focus returns to the trigger.
 */
export const ErrorAlert: Story = {
  render: () => <ErrorAlertDemo />,
  play: async ({ canvas, canvasElement }) => {
    onOk.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const alert = await page(canvasElement).findByRole('alertdialog', {
      name: 'Something went wrong',
    });
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await expect(alert).toBeInTheDocument();
    await expect(onOk).not.toHaveBeenCalled();
    // Escape goes where the focus is: into the dialog first (a loaded machine moves it late).
    await waitFor(() =>
      expect(alert).toContainElement(alert.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WarningLayout: Story = {
  args: { isOpen: true, tone: 'warning', title: 'Warning', role: 'alertdialog', showClose: false },
  decorators: [openFromButton('Open the warning dialog')],
  render: (args) => (
    <Dialog
      {...args}
      actions={
        <>
          <Button variant="secondary" slot="close">
            Cancel
          </Button>
          <Button variant="danger" slot="close">
            Delete My Account
          </Button>
        </>
      }
    >
      Deleting your account cannot be undone.
    </Dialog>
  ),
};

export const SuccessLayout: Story = {
  args: { isOpen: true, tone: 'success', title: 'Account Successfully Deleted', showClose: false },
  decorators: [openFromButton('Open the success dialog')],
  render: (args) => <Dialog {...args} actions={<Button slot="close">OK</Button>} />,
};

export const LongContent: Story = {
  args: {
    isOpen: true,
    title: 'Maximum limit reached',
    children: 'You have reached the maximum withdrawal limit for the last 24 hours. '.repeat(12),
  },
  decorators: [openFromButton('Open the long dialog')],
  render: (args) => <Dialog {...args} actions={<Button slot="close">OK</Button>} />,
};

export const MobileWidth: Story = {
  ...SuccessLayout,
  decorators: [openFromButton('Open the success dialog at a phone’s width')],
  globals: { viewport: { value: 'mobile' } },
};
