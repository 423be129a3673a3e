import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultipleLoginDialog } from './MultipleLoginDialog';
import { SessionExpiringDialog } from './SessionExpiringDialog';
import { pressEscapeIn } from '../testing/storyKit';

const meta = {
  title: 'Screens/Session/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const stay = fn();
const logout = fn();

/** The expiring dialog as the shell shows it, 58 seconds left, with Stay Active focused. */
const expiring = {
  render: () => (
    <SessionExpiringDialog isOpen secondsLeft={58} onStayActive={stay} onLogout={logout} />
  ),
  beforeEach: () => {
    stay.mockClear();
    logout.mockClear();
  },
} satisfies Story;

const expiringDialog = async (canvasElement: HTMLElement) => {
  const dialog = await page(canvasElement).findByRole('alertdialog', {
    name: 'Session Expiring',
  });
  await expect(dialog).toHaveTextContent('logged out in 58 seconds');
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Stay Active' })).toHaveFocus(),
  );
  return dialog;
};

/** One minute before the idle timeout: the seconds left, Logout or Stay Active (focused). */
export const SessionExpiring: Story = {
  ...expiring,
  parameters: {
    spec: ['session.expiring-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Session Expiring' },
      { role: 'button', name: 'Stay Active' },
      { role: 'button', name: 'Logout' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expiringDialog(canvasElement);
    await expect(stay).not.toHaveBeenCalled();
    await expect(logout).not.toHaveBeenCalled();
  },
};

/** Escape and Enter answer Stay Active; Logout logs out. */
export const SessionExpiringAnswers: Story = {
  ...expiring,
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const dialog = await expiringDialog(canvasElement);
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

/** The multiple-login dialog as the shell shows it. */
const multipleLogin = {
  render: () => <MultipleLoginDialog isOpen onClose={close} />,
  beforeEach: () => {
    close.mockClear();
  },
} satisfies Story;

const multipleLoginDialog = async (canvasElement: HTMLElement) => {
  const dialog = await page(canvasElement).findByRole('alertdialog', {
    name: 'Multiple Login Detected',
  });
  await expect(dialog).toHaveTextContent('logged in on another device');
  return dialog;
};

/** A 400 "Rejected request with invalid access token": the session here has ended. */
export const MultipleLogin: Story = {
  ...multipleLogin,
  parameters: {
    spec: ['session.multiple-login-dialog'],
    specExpect: [
      { role: 'alertdialog', name: 'Multiple Login Detected' },
      { role: 'button', name: 'OK' },
    ],
  },
  play: async ({ canvasElement }) => {
    await multipleLoginDialog(canvasElement);
    await expect(close).not.toHaveBeenCalled();
  },
};

/** Escape answers OK: each closes the dialog through onClose. */
export const MultipleLoginCloses: Story = {
  ...multipleLogin,
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const dialog = await multipleLoginDialog(canvasElement);
    await pressEscapeIn(dialog);
    await expect(close).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(close).toHaveBeenCalledTimes(2);
  },
};
