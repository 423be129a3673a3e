import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, getProfile, sessionStore } from '@wallet/api';
import { DEMO_PASSWORD, PERSONAS } from '@wallet/mocks';
import { ToastRegion } from '@wallet/ui';
import { AUTH_MESSAGES as M } from '../auth/messages';
import { screenOf } from '../testing/storyKit';
import { PROFILE_MESSAGES as P } from './messages';
import { ProfileScreen } from './ProfileScreen';

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  parameters: { route: { path: '/profile' }, signedInAs: PERSONAS.verified },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (path: string) =>
  http.post(apiUrl(path), () =>
    HttpResponse.json({ error_message: 'Internal server error' }, { status: 500 }),
  );

const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Profile' });

const navigatedTo = async (canvasElement: HTMLElement, path: string) =>
  expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent(
    `Navigated to ${path}`,
  );

// --- the account status badge, one story per row of the table ---

const badgeStory = (id: string, persona: string, label: string, action: string | null): Story => ({
  parameters: { spec: [id], signedInAs: persona },
  play: async ({ canvasElement }) => {
    const section = within(await loaded(canvasElement));
    await expect(section.getByText(label, { selector: 'span' })).toBeVisible();
    const links = section.queryAllByRole('link');
    if (!action) return expect(links).toHaveLength(0);
    await expect(links).toHaveLength(1);
    await userEvent.click(section.getByRole('link', { name: action }));
    await navigatedTo(canvasElement, '/kyc-verification');
  },
});

export const BadgeVerified = badgeStory(
  'profile.badge.verified',
  PERSONAS.verified,
  'Verified',
  'Upgrade',
);
export const BadgeVerifiedPlus = badgeStory(
  'profile.badge.verified-plus',
  PERSONAS.verifiedPlus,
  'Verified Plus',
  null,
);
export const BadgeRejected = badgeStory(
  'profile.badge.unverified-rejected',
  PERSONAS.rejected,
  'Unverified',
  null,
);
export const BadgeTryAgain = badgeStory(
  'profile.badge.unverified-try-again',
  PERSONAS.resubmission,
  'Unverified',
  'Try again',
);
export const BadgePending = badgeStory(
  'profile.badge.pending',
  PERSONAS.pending,
  'Pending Approval',
  null,
);
export const BadgeVerifyNow = badgeStory(
  'profile.badge.unverified-verify-now',
  PERSONAS.unverified,
  'Unverified',
  'Verify Now',
);

// --- preferences ---

/** Name, language, timezone shown with spaces, and the time there now. */
export const Preferences: Story = {
  parameters: { spec: ['profile.preferences'] },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const section = within(within(canvasElement).getByRole('region', { name: 'Preferences' }));
    await expect(section.getByText('Ana Lim')).toBeVisible();
    await expect(section.getByText('English')).toBeVisible();
    await expect(section.getByText('Asia/Kuala Lumpur')).toBeVisible();
    await expect(section.getByTestId('local-clock')).toHaveTextContent(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );
  },
};

const openPreferences = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Preferences' }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Edit Preferences' }));
};

/** The name must be 1 to 40 characters; the timezone list shows spaces. */
export const EditPreferencesDialog: Story = {
  parameters: { spec: ['profile.preferences.edit-dialog'] },
  play: async ({ canvasElement }) => {
    const dialog = await openPreferences(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Preferred Name' });
    await expect(name).toHaveFocus();
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.clear(name);
    await expect(save).toBeDisabled();
    await userEvent.tab();
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/Please enter your Preferred Name/),
    );
    await userEvent.type(name, 'x'.repeat(45));
    await expect(name).toHaveValue('x'.repeat(40));
    await expect(save).toBeEnabled();
    await expect(dialog.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
    const timezone = dialog.getByRole('combobox', { name: 'Timezone' });
    await expect(timezone).toHaveValue('Asia/Kuala Lumpur');
    await userEvent.clear(timezone);
    await userEvent.type(timezone, 'Port of');
    const listbox = await screenOf(canvasElement).findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: 'America/Port of Spain' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Saved: a toast, the new values on the page, and the zone stored with underscores. */
export const PreferencesSaved: Story = {
  parameters: { spec: ['profile.preferences.saved'] },
  play: async ({ canvasElement }) => {
    const dialog = await openPreferences(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Preferred Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana');
    const timezone = dialog.getByRole('combobox', { name: 'Timezone' });
    await userEvent.clear(timezone);
    await userEvent.type(timezone, 'New York');
    await userEvent.click(
      await screenOf(canvasElement).findByRole('option', { name: 'America/New York' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screenOf(canvasElement).findByText(P.preferencesSaved)).toBeInTheDocument();
    const section = within(within(canvasElement).getByRole('region', { name: 'Preferences' }));
    await expect(await section.findByText('America/New York')).toBeVisible();
    await expect(section.getByText('Ana')).toBeVisible();
    await expect(await getProfile()).toMatchObject({ name: 'Ana', timezone: 'America/New_York' });
  },
};

/** A failed save keeps the dialog and what was typed. */
export const PreferencesSaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(failing('profile/preferences'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPreferences(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Preferred Name' });
    await userEvent.type(name, ' Lim');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const error = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Something went wrong',
    });
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(name).toHaveValue('Ana Lim Lim');
  },
};

// --- marketing e-mails ---

const marketingSwitch = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  return within(canvasElement).getByRole('switch', { name: /Marketing e-mails/ });
};

export const MarketingOn: Story = {
  parameters: { spec: ['profile.marketing.on'] },
  play: async ({ canvasElement }) => {
    const toggle = await marketingSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(async () => expect((await getProfile()).email_marketing).toBe(false));
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

/** Off, and switched on from the keyboard. */
export const MarketingOff: Story = {
  parameters: { spec: ['profile.marketing.off'], signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement }) => {
    const toggle = await marketingSwitch(canvasElement);
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(async () => expect((await getProfile()).email_marketing).toBe(true));
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveFocus();
  },
};

/** The server refuses: the generic dialog, and the switch back where it was. */
export const MarketingError: Story = {
  parameters: { spec: ['profile.marketing.error'] },
  beforeEach({ msw }) {
    msw.use(failing('profile/email-marketing'));
  },
  play: async ({ canvasElement }) => {
    const toggle = await marketingSwitch(canvasElement);
    await userEvent.click(toggle);
    const error = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Something went wrong',
    });
    await expect(within(error).getByText(/unable to process your request/)).toBeInTheDocument();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(toggle).toBeChecked();
  },
};

// --- reset password ---

const openResetPassword = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset Password' }));
  return within(await screenOf(canvasElement).findByRole('dialog', { name: 'Reset Password' }));
};

const fill = async (
  dialog: ReturnType<typeof within>,
  current: string,
  password: string,
  confirm: string,
) => {
  const input = (label: string) => dialog.getByLabelText(label, { selector: 'input' });
  if (current) await userEvent.type(input('Current Password'), current);
  if (password) await userEvent.type(input('New Password'), password);
  if (confirm) await userEvent.type(input('Confirm New Password'), confirm);
};

export const ResetPasswordDialog: Story = {
  parameters: { spec: ['profile.reset-password.dialog'] },
  play: async ({ canvasElement }) => {
    const dialog = await openResetPassword(canvasElement);
    await expect(dialog.getByLabelText('Current Password', { selector: 'input' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument(),
    );
  },
};

/** The checklist follows the new password; a weak one is refused when the field is left. */
export const ResetPasswordRules: Story = {
  parameters: { spec: ['profile.reset-password.rules'] },
  play: async ({ canvasElement }) => {
    const dialog = await openResetPassword(canvasElement);
    await fill(dialog, DEMO_PASSWORD, 'newpass', '');
    await expect(
      within(dialog.getByRole('list', { name: 'Password requirements' })).getAllByText(', not met'),
    ).toHaveLength(4);
    await userEvent.tab();
    const password = dialog.getByLabelText('New Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription(M.invalidNewPassword));
    await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

export const ResetPasswordMismatch: Story = {
  parameters: { spec: ['profile.reset-password.mismatch'] },
  play: async ({ canvasElement }) => {
    const dialog = await openResetPassword(canvasElement);
    await fill(dialog, DEMO_PASSWORD, 'NewPass1!', 'NewPass1?');
    await userEvent.tab();
    const confirm = dialog.getByLabelText('Confirm New Password', { selector: 'input' });
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(M.confirmNewMismatch));
    await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

export const ResetPasswordCurrentWrong: Story = {
  parameters: { spec: ['profile.reset-password.current-wrong'] },
  play: async ({ canvasElement }) => {
    const dialog = await openResetPassword(canvasElement);
    await fill(dialog, 'Wrong123!', 'NewPass1!', 'NewPass1!');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset Password' }));
    const current = dialog.getByLabelText('Current Password', { selector: 'input' });
    await waitFor(() => expect(current).toHaveAccessibleDescription(P.currentPasswordMismatch));
    // Nothing typed is lost.
    await expect(dialog.getByLabelText('New Password', { selector: 'input' })).toHaveValue(
      'NewPass1!',
    );
  },
};

export const ResetPasswordSameAsCurrent: Story = {
  parameters: { spec: ['profile.reset-password.same-as-current'] },
  play: async ({ canvasElement }) => {
    const dialog = await openResetPassword(canvasElement);
    await fill(dialog, DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD);
    await userEvent.keyboard('{Enter}');
    const password = dialog.getByLabelText('New Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription(P.sameAsCurrent));
  },
};

/** Changed: the success dialog ends the session; Login Again goes to /login. */
export const ResetPasswordSuccess: Story = {
  parameters: { spec: ['profile.reset-password.success'] },
  play: async ({ canvasElement }) => {
    const dialog = await openResetPassword(canvasElement);
    await fill(dialog, DEMO_PASSWORD, 'NewPass1!', 'NewPass1!');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset Password' }));
    const done = await screenOf(canvasElement).findByRole('dialog', {
      name: P.passwordChanged,
    });
    await userEvent.click(within(done).getByRole('button', { name: 'Login Again' }));
    await navigatedTo(canvasElement, '/login');
    await expect(sessionStore.hasAccessToken()).toBe(false);
  },
};

// --- delete my account ---

const startDelete = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete My Account' }));
};

/** Funds remain: the server refuses, and says why. */
export const DeleteUnable: Story = {
  parameters: { spec: ['profile.delete.unable'] },
  play: async ({ canvasElement }) => {
    await startDelete(canvasElement);
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Unable To Proceed',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(sessionStore.hasAccessToken()).toBe(true);
  },
};

const warning = async (canvasElement: HTMLElement) => {
  await startDelete(canvasElement);
  return within(await screenOf(canvasElement).findByRole('alertdialog', { name: 'Warning' }));
};

/** The agreement box enables Delete My Account; Cancel keeps the account. */
export const DeleteWarning: Story = {
  parameters: { spec: ['profile.delete.warning'], signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement }) => {
    const dialog = await warning(canvasElement);
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
    await expect(confirm).toBeDisabled();
    const agree = dialog.getByRole('checkbox', { name: /deleted permanently/ });
    await expect(agree).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(confirm).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect((await getProfile()).email).toBe(PERSONAS.unverified);
  },
};

/** Deleted: closing the confirmation ends the session. */
export const DeleteSuccess: Story = {
  parameters: { spec: ['profile.delete.success'], signedInAs: PERSONAS.unverified },
  play: async ({ canvasElement }) => {
    const dialog = await warning(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: /deleted permanently/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    const done = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Account Successfully Deleted',
    });
    await userEvent.click(within(done).getByRole('button', { name: 'Close' }));
    await navigatedTo(canvasElement, '/login');
    await expect(sessionStore.hasAccessToken()).toBe(false);
  },
};

export const DeleteError: Story = {
  parameters: { spec: ['profile.delete.error'], signedInAs: PERSONAS.unverified },
  beforeEach({ msw }) {
    msw.use(failing('profile/validate-delete'));
  },
  play: async ({ canvasElement }) => {
    await startDelete(canvasElement);
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Something went wrong',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(sessionStore.hasAccessToken()).toBe(true);
  },
};

/** The profile cannot be read: a message and Try again, not a blank page. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('profile'), () =>
        HttpResponse.json({ error_message: 'Internal server error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/could not be loaded/);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
