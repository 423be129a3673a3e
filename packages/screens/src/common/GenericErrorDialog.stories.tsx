import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tr } from '../testing/storyKit';
import {
  GENERIC_ERROR_MESSAGE,
  GenericErrorDialog,
  genericErrorMessage,
  type GenericErrorDialogProps,
} from './GenericErrorDialog';

const onClose = fn();
const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** The dialog as a screen holds it: open until onClose, which closes it. */
function ShownByScreen({ onClose: reported, message }: GenericErrorDialogProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <GenericErrorDialog
      isOpen={isOpen}
      message={message}
      onClose={() => {
        reported();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Shell/Generic Error Dialog',
  component: GenericErrorDialog,
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, onClose },
  render: (args) => <ShownByScreen {...args} />,
  beforeEach: () => onClose.mockClear(),
} satisfies Meta<typeof GenericErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('alertdialog', { name: tr('Something went wrong') });

/** The message and its one answer, OK, which has the focus. */
export const Open: Story = {
  parameters: {
    spec: ['shell.generic-error-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
      { role: 'button', name: 'OK' },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent(genericErrorMessage());
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: tr('OK') })).toHaveFocus(),
    );
    await expect(onClose).not.toHaveBeenCalled();
  },
};

/** OK closes the dialog and tells the screen once. */
export const OkCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Keyboard: focus starts on OK, and Escape dismisses the dialog exactly as OK does. */
export const EscapeCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
