import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultipleLoginDialog } from './MultipleLoginDialog';
import { SessionExpiringDialog } from './SessionExpiringDialog';
import { pressEscapeIn, tr } from '../testing/storyKit';

const meta = {
  title: 'Screens/Session/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/**
 * A catalog message with values as the page reads it, its tags (`<0>…</0>`) dropped: unlike
 * `tr`, it formats a plural in English too (English has no catalog: its message is compiled here).
 */
const readAs = (english: string, values: Record<string, unknown>) =>
  i18n
    ._({
      id: generateMessageId(english),
      // The runtime takes a compiled message where the type says string (English's, as built).
      message: compileMessage(english) as unknown as string,
      values,
    })
    .replace(/<\/?\d+\/?>/g, '');

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
    name: tr('Session Expiring'),
  });
  await expect(dialog).toHaveTextContent(
    readAs(
      'You have been inactive for a while. For your security you will be logged out in <0>{seconds, plural, other {# seconds}}</0>.',
      { seconds: 58 },
    ),
  );
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: tr('Stay Active') })).toHaveFocus(),
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
    name: tr('Multiple Login Detected'),
  });
  await expect(dialog).toHaveTextContent(
    tr(
      'Your account has been logged in on another device. For your security you have been logged out here.',
    ),
  );
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
