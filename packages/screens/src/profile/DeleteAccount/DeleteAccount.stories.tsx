import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getProfile, sessionStore } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { GENERIC_ERROR_MESSAGE } from '../../common';
import { flowStory, type FlowStep } from '../../testing/flowStory';
import { ProfileScreen } from '../ProfileScreen';
import { pressOnPage, profileDecorators, profileParameters } from '../profileStories';
import { failing, navigatedTo, pressEscapeIn, tr } from '../../testing/storyKit';

// Delete My Account, started from the profile page as a user starts it.
const meta = {
  title: 'Screens/Profile/Delete Account',
  component: ProfileScreen,
  parameters: profileParameters,
  decorators: profileDecorators,
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Why Unable To Proceed refuses (the whole message, English: read through `tr`). */
const STILL_HOLDS_FUNDS =
  'Your account still holds funds or has a deposit on its way. Withdraw your balances and wait for pending deposits to arrive, then try again.';
/** The Warning's agreement box (English: read through `tr`). */
const AGREEMENT = 'I understand that my account will be deleted permanently';

const start: FlowStep = {
  name: 'press Delete My Account on the page',
  run: ({ canvasElement }) => pressOnPage(canvasElement, tr('Delete My Account')),
};

/** A step that answers the alert dialog `title` with `button` (English); the session stays open. */
const answer = (title: string, button: string): FlowStep => ({
  name: `${title}: ${button} keeps the account and the session`,
  run: async ({ screen, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: tr(title) });
    await userEvent.click(within(dialog).getByRole('button', { name: tr(button) }));
    await expect(sessionStore.hasAccessToken()).toBe(true);
  },
});

const agree: FlowStep = {
  name: 'Warning: the agreement box enables Delete My Account',
  run: async ({ screen, userEvent }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: tr('Warning') }));
    const confirm = dialog.getByRole('button', { name: tr('Delete My Account') });
    await expect(confirm).toBeDisabled();
    const agreement = dialog.getByRole('checkbox', { name: tr(AGREEMENT) });
    await expect(agreement).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(confirm).toBeEnabled();
  },
};

/** A step that finds the alert dialog `title` open with `text` (English), the session still there. */
const shows = (title: string, text: string): FlowStep => ({
  name: `${title} is open`,
  run: async ({ screen }) => {
    const dialog = await screen.findByRole('alertdialog', { name: tr(title) });
    await expect(dialog).toHaveTextContent(tr(text));
    await expect(sessionStore.hasAccessToken()).toBe(true);
  },
});

const deleteNow: FlowStep = {
  name: 'Delete My Account: the confirmation',
  run: async ({ screen, userEvent }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: tr('Warning') }));
    await userEvent.click(dialog.getByRole('button', { name: tr('Delete My Account') }));
    await screen.findByRole('alertdialog', { name: tr('Account Successfully Deleted') });
  },
};

/** Funds remain: the server refuses, and says why. */
export const DeleteUnable: Story = {
  parameters: {
    spec: ['profile.delete.unable'],
    specExpect: [
      { role: 'alertdialog', name: 'Unable To Proceed' },
      { text: STILL_HOLDS_FUNDS },
      { role: 'button', name: 'OK' },
    ],
  },
  play: flowStory([start, shows('Unable To Proceed', STILL_HOLDS_FUNDS)]),
};

/** OK on Unable To Proceed closes it; the session stays. */
export const DeleteUnableOk: Story = {
  tags: ['test-only'],
  play: flowStory([start, answer('Unable To Proceed', 'OK')]),
};

/** The agreement box (focused, ticked here) enables Delete My Account. */
export const DeleteWarning: Story = {
  parameters: {
    spec: ['profile.delete.warning'],
    signedInAs: PERSONAS.unverified,
    specExpect: [
      { role: 'alertdialog', name: 'Warning' },
      { role: 'checkbox', name: AGREEMENT },
      { role: 'button', name: 'Cancel' },
    ],
  },
  play: flowStory([start, agree]),
};

/** Cancel on the Warning, box ticked, keeps the account. */
export const DeleteWarningCancel: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: flowStory([
    start,
    agree,
    {
      name: 'Cancel keeps the account',
      run: async ({ screen, userEvent }) => {
        const dialog = within(await screen.findByRole('alertdialog', { name: tr('Warning') }));
        await userEvent.click(dialog.getByRole('button', { name: tr('Cancel') }));
        await expect((await getProfile()).email).toBe(PERSONAS.unverified);
      },
    },
  ]),
};

/** Deleted: the confirmation, whose Close ends the session. */
export const DeleteSuccess: Story = {
  parameters: {
    spec: ['profile.delete.success'],
    signedInAs: PERSONAS.unverified,
    specExpect: [
      { role: 'alertdialog', name: 'Account Successfully Deleted' },
      { role: 'button', name: 'Close' },
    ],
  },
  play: flowStory([start, agree, deleteNow]),
};

/** Close on Account Successfully Deleted ends the session and opens /login. */
export const DeleteSuccessClose: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: flowStory([
    start,
    agree,
    deleteNow,
    {
      name: 'Close ends the session and opens /login',
      run: async ({ screen, userEvent, canvasElement }) => {
        const done = await screen.findByRole('alertdialog', {
          name: tr('Account Successfully Deleted'),
        });
        await userEvent.click(within(done).getByRole('button', { name: tr('Close') }));
        await navigatedTo(canvasElement, '/login');
        await expect(sessionStore.hasAccessToken()).toBe(false);
      },
    },
  ]),
};

/** The check fails: the generic dialog. */
export const DeleteError: Story = {
  parameters: {
    spec: ['profile.delete.error'],
    signedInAs: PERSONAS.unverified,
    specExpect: [
      { role: 'alertdialog', name: 'Something went wrong' },
      { text: GENERIC_ERROR_MESSAGE },
    ],
  },
  beforeEach({ msw }) {
    msw.use(failing('post', 'profile/validate-delete'));
  },
  play: flowStory([start, shows('Something went wrong', GENERIC_ERROR_MESSAGE)]),
};

/** OK on the generic dialog closes it; the session stays. */
export const DeleteErrorOk: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  beforeEach({ msw }) {
    msw.use(failing('post', 'profile/validate-delete'));
  },
  play: flowStory([start, answer('Something went wrong', 'OK')]),
};

/** Escape gives each dialog's safe answer: OK on Unable To Proceed, the session kept. */
export const DeleteUnableEscape: Story = {
  tags: ['test-only'],
  play: flowStory([
    start,
    {
      name: 'Unable To Proceed: Escape is OK',
      run: async ({ screen }) => {
        const dialog = await screen.findByRole('alertdialog', { name: tr('Unable To Proceed') });
        await pressEscapeIn(dialog);
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        await expect(sessionStore.hasAccessToken()).toBe(true);
      },
    },
  ]),
};

/** Escape on the Warning is Cancel, even with the box ticked: the account stays. */
export const DeleteWarningEscape: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: flowStory([
    start,
    agree,
    {
      name: 'Escape is Cancel',
      run: async ({ screen }) => {
        const dialog = await screen.findByRole('alertdialog', { name: tr('Warning') });
        await pressEscapeIn(dialog);
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        await expect((await getProfile()).email).toBe(PERSONAS.unverified);
      },
    },
  ]),
};

/** Escape on Account Successfully Deleted is its Close: the session ends, /login. */
export const DeleteSuccessEscape: Story = {
  tags: ['test-only'],
  parameters: { signedInAs: PERSONAS.unverified },
  play: flowStory([
    start,
    agree,
    {
      name: 'Delete My Account, then Escape',
      run: async ({ screen, userEvent, canvasElement }) => {
        const dialog = within(await screen.findByRole('alertdialog', { name: tr('Warning') }));
        await userEvent.click(dialog.getByRole('button', { name: tr('Delete My Account') }));
        await pressEscapeIn(
          await screen.findByRole('alertdialog', { name: tr('Account Successfully Deleted') }),
        );
        await navigatedTo(canvasElement, '/login');
        await expect(sessionStore.hasAccessToken()).toBe(false);
      },
    },
  ]),
};
