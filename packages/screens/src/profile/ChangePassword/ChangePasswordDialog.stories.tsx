import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sessionStore } from '@wallet/api';
import { DEMO_PASSWORD } from '@wallet/mocks';
import { COMMON_MESSAGES as M } from '../../common';
import { flowStory, type FlowContext, type FlowStep } from '../../testing/flowStory';
import { PROFILE_MESSAGES as P } from '../messages';
import { ProfileScreen } from '../ProfileScreen';
import { pressOnPage, profileDecorators, profileParameters } from '../profileStories';
import { navigatedTo, tr } from '../../testing/storyKit';

// Reset Password (the change-password dialog), opened from the profile page as a user opens it.
const meta = {
  title: 'Screens/Profile/Reset Password',
  component: ProfileScreen,
  parameters: profileParameters,
  decorators: profileDecorators,
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async ({ screen }: FlowContext) =>
  within(await screen.findByRole('dialog', { name: tr('Reset Password') }));

/** The dialog's field labelled `label` (English, read in the story's language). */
const input = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(tr(label), { selector: 'input' });

const open: FlowStep = {
  name: 'open Reset Password from the page',
  run: async (context) => {
    await pressOnPage(context.canvasElement, tr('Reset Password'));
    await dialogOf(context);
  },
};

/** A step that types the current password, the new one and its confirmation (empty: skipped). */
const fill = (current: string, password: string, confirm: string): FlowStep => ({
  name: `type the passwords (${[current && 'current', password && 'new', confirm && 'confirmation'].filter(Boolean).join(', ')})`,
  run: async (context) => {
    const { userEvent } = context;
    const dialog = await dialogOf(context);
    if (current) await userEvent.type(input(dialog, 'Current Password'), current);
    if (password) await userEvent.type(input(dialog, 'New Password'), password);
    if (confirm) await userEvent.type(input(dialog, 'Confirm New Password'), confirm);
  },
});

const fresh: FlowStep = {
  name: 'the current password has focus, Reset Password waits for all three',
  run: async (context) => {
    const dialog = await dialogOf(context);
    await expect(input(dialog, 'Current Password')).toHaveFocus();
    await expect(dialog.getByRole('button', { name: tr('Reset Password') })).toBeDisabled();
  },
};

/** What every Reset Password story ends on: the dialog with its password checklist. */
const dialogShown = [
  { role: 'dialog', name: 'Reset Password' },
  { role: 'list', name: 'Password requirements' },
] as const;

/** Opened: three empty fields, the current one focused, Reset Password disabled. */
export const ResetPasswordDialog: Story = {
  parameters: { spec: ['profile.reset-password.dialog'], specExpect: [...dialogShown] },
  play: flowStory([open, fresh]),
};

/** Cancel closes the dialog. */
export const ResetPasswordCancel: Story = {
  tags: ['test-only'],
  play: flowStory([
    open,
    fresh,
    {
      name: 'Cancel closes the dialog',
      run: async (context) => {
        const { userEvent, screen } = context;
        const dialog = await dialogOf(context);
        await userEvent.click(dialog.getByRole('button', { name: tr('Cancel') }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      },
    },
  ]),
};

/** The checklist follows the new password; a weak one is refused when the field is left. */
export const ResetPasswordRules: Story = {
  parameters: {
    spec: ['profile.reset-password.rules'],
    specExpect: [...dialogShown, { text: M.invalidNewPassword }],
  },
  play: flowStory([
    open,
    fill(DEMO_PASSWORD, 'newpass', ''),
    {
      name: 'four rules unmet; leaving the field shows the message',
      run: async (context) => {
        const { userEvent } = context;
        const dialog = await dialogOf(context);
        await expect(
          within(dialog.getByRole('list', { name: tr('Password requirements') })).getAllByText(
            tr(', not met'),
          ),
        ).toHaveLength(4);
        await userEvent.tab();
        const password = input(dialog, 'New Password');
        await waitFor(() => expect(password).toHaveAccessibleDescription(M.invalidNewPassword));
        await expect(dialog.getByRole('button', { name: tr('Reset Password') })).toBeDisabled();
      },
    },
  ]),
};

export const ResetPasswordMismatch: Story = {
  parameters: {
    spec: ['profile.reset-password.mismatch'],
    specExpect: [...dialogShown, { text: M.confirmNewMismatch }],
  },
  play: flowStory([
    open,
    fill(DEMO_PASSWORD, 'NewPass1!', 'NewPass1?'),
    {
      name: 'leaving the confirmation shows the mismatch',
      run: async (context) => {
        const { userEvent } = context;
        const dialog = await dialogOf(context);
        await userEvent.tab();
        const confirm = input(dialog, 'Confirm New Password');
        await waitFor(() => expect(confirm).toHaveAccessibleDescription(M.confirmNewMismatch));
        await expect(dialog.getByRole('button', { name: tr('Reset Password') })).toBeDisabled();
      },
    },
  ]),
};

export const ResetPasswordCurrentWrong: Story = {
  parameters: {
    spec: ['profile.reset-password.current-wrong'],
    specExpect: [...dialogShown, { text: P.currentPasswordMismatch }],
  },
  play: flowStory([
    open,
    fill('Wrong123!', 'NewPass1!', 'NewPass1!'),
    {
      name: 'send: the current password is refused, nothing typed is lost',
      run: async (context) => {
        const { userEvent } = context;
        const dialog = await dialogOf(context);
        await userEvent.click(dialog.getByRole('button', { name: tr('Reset Password') }));
        const current = input(dialog, 'Current Password');
        await waitFor(() => expect(current).toHaveAccessibleDescription(P.currentPasswordMismatch));
        await expect(input(dialog, 'New Password')).toHaveValue('NewPass1!');
      },
    },
  ]),
};

export const ResetPasswordSameAsCurrent: Story = {
  parameters: {
    spec: ['profile.reset-password.same-as-current'],
    specExpect: [...dialogShown, { text: P.sameAsCurrent }],
  },
  play: flowStory([
    open,
    fill(DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD),
    {
      name: 'send with Enter: the new password must differ',
      run: async (context) => {
        const { userEvent } = context;
        const dialog = await dialogOf(context);
        await userEvent.keyboard('{Enter}');
        const password = input(dialog, 'New Password');
        await waitFor(() => expect(password).toHaveAccessibleDescription(P.sameAsCurrent));
      },
    },
  ]),
};

const changed: FlowStep[] = [
  open,
  fill(DEMO_PASSWORD, 'NewPass1!', 'NewPass1!'),
  {
    name: 'send: the success dialog',
    run: async (context) => {
      const dialog = await dialogOf(context);
      await context.userEvent.click(dialog.getByRole('button', { name: tr('Reset Password') }));
      await context.screen.findByRole('dialog', { name: P.passwordChanged });
    },
  },
];

/** Changed: the success dialog, whose Login Again ends the session. */
export const ResetPasswordSuccess: Story = {
  parameters: {
    spec: ['profile.reset-password.success'],
    specExpect: [
      { role: 'dialog', name: P.passwordChanged },
      { role: 'button', name: 'Login Again' },
    ],
  },
  play: flowStory(changed),
};

/** Login Again on the success dialog ends the session and opens /login. */
export const ResetPasswordLoginAgain: Story = {
  tags: ['test-only'],
  play: flowStory([
    ...changed,
    {
      name: 'Login Again ends the session and opens /login',
      run: async ({ screen, userEvent, canvasElement }) => {
        const done = await screen.findByRole('dialog', { name: P.passwordChanged });
        await userEvent.click(within(done).getByRole('button', { name: tr('Login Again') }));
        await navigatedTo(canvasElement, '/login');
        await expect(sessionStore.hasAccessToken()).toBe(false);
      },
    },
  ]),
};
