import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog, Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Edit Preferences',
    children: 'Change your preferred name, language and timezone.',
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

/** Keyboard: Enter opens, focus moves inside, Escape closes, focus returns to the trigger. */
export const Keyboard: Story = {
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
  render: (args) => (
    <Dialog
      {...args}
      actions={
        <>
          <Button variant="secondary">Cancel</Button>
          <Button variant="danger">Delete My Account</Button>
        </>
      }
    >
      Deleting your account cannot be undone.
    </Dialog>
  ),
};

export const SuccessLayout: Story = {
  args: { isOpen: true, tone: 'success', title: 'Account Successfully Deleted', showClose: false },
  render: (args) => <Dialog {...args} actions={<Button>OK</Button>} />,
};

export const LongContent: Story = {
  args: {
    isOpen: true,
    title: 'Maximum limit reached',
    children: 'You have reached the maximum withdrawal limit for the last 24 hours. '.repeat(12),
  },
  render: (args) => <Dialog {...args} actions={<Button>OK</Button>} />,
};

export const MobileWidth: Story = { ...SuccessLayout, globals: { viewport: { value: 'mobile' } } };
