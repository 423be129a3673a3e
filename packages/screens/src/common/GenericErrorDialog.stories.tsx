import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GENERIC_ERROR_MESSAGE, GenericErrorDialog } from './GenericErrorDialog';

const onClose = fn();

const meta = {
  title: 'Screens/Shell/Generic Error Dialog',
  component: GenericErrorDialog,
  parameters: { layout: 'fullscreen', spec: ['shell.generic-error-dialog'] },
  args: { isOpen: true, onClose },
} satisfies Meta<typeof GenericErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Something went wrong',
    });
    await expect(dialog).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(onClose).toHaveBeenCalled();
  },
};
