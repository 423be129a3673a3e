import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultipleLoginDialog } from './MultipleLoginDialog';
import { SessionExpiringDialog } from './SessionExpiringDialog';

const meta = {
  title: 'Screens/Session/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const stay = fn();
const logout = fn();

/** One minute before the idle timeout: Stay Active has focus; Escape answers Stay Active. */
export const SessionExpiring: Story = {
  parameters: { spec: ['session.expiring-dialog'] },
  render: () => (
    <SessionExpiringDialog isOpen secondsLeft={58} onStayActive={stay} onLogout={logout} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'Session Expiring',
    });
    await expect(dialog).toHaveTextContent('logged out in 58 seconds');
    await expect(within(dialog).getByRole('button', { name: 'Stay Active' })).toHaveFocus();
    stay.mockClear();
    await userEvent.keyboard('{Escape}');
    await expect(stay).toHaveBeenCalledTimes(1);
    await expect(logout).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(stay).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(logout).toHaveBeenCalled();
  },
};

const close = fn();

/** A 400 "Rejected request with invalid access token": the session here has ended. */
export const MultipleLogin: Story = {
  parameters: { spec: ['session.multiple-login-dialog'] },
  render: () => <MultipleLoginDialog isOpen onClose={close} />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'Multiple Login Detected',
    });
    await expect(dialog).toHaveTextContent('logged in on another device');
    close.mockClear();
    await userEvent.keyboard('{Escape}');
    await expect(close).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(close).toHaveBeenCalledTimes(2);
  },
};
