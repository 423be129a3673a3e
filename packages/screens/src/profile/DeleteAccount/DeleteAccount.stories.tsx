import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getProfile, sessionStore } from '@wallet/api';
import { PERSONAS } from '@wallet/mocks';
import { flowStory, type FlowStep } from '../../testing/flowStory';
import { ProfileScreen } from '../ProfileScreen';
import { pressOnPage, profileDecorators, profileParameters } from '../profileStories';
import { failing, navigatedTo, pressEscapeIn } from '../../testing/storyKit';

// Delete My Account, started from the profile page as a user starts it.
const meta = {
  title: 'Screens/Profile/Delete Account',
  component: ProfileScreen,
  parameters: profileParameters,
  decorators: profileDecorators,
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const start: FlowStep = {
  name: 'press Delete My Account on the page',
  run: ({ canvasElement }) => pressOnPage(canvasElement, 'Delete My Account'),
};

/** A step that answers the alert dialog `title` with `button`; the session stays open. */
const answer = (title: string, button: string): FlowStep => ({
  name: `${title}: ${button} keeps the account and the session`,
  run: async ({ screen, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await expect(sessionStore.hasAccessToken()).toBe(true);
  },
});

const agree: FlowStep = {
  name: 'Warning: the agreement box enables Delete My Account',
  run: async ({ screen, userEvent }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Warning' }));
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
    await expect(confirm).toBeDisabled();
    const agreement = dialog.getByRole('checkbox', { name: /deleted permanently/ });
    await expect(agreement).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(confirm).toBeEnabled();
  },
};

/** Funds remain: the server refuses, and says why. */
export const DeleteUnable: Story = {
  parameters: { spec: ['profile.delete.unable'] },
  play: flowStory([start, answer('Unable To Proceed', 'OK')]),
};

/** The agreement box enables Delete My Account; Cancel keeps the account. */
export const DeleteWarning: Story = {
  parameters: { spec: ['profile.delete.warning'], signedInAs: PERSONAS.unverified },
  play: flowStory([
    start,
    agree,
    {
      name: 'Cancel keeps the account',
      run: async ({ screen, userEvent }) => {
        const dialog = within(await screen.findByRole('alertdialog', { name: 'Warning' }));
        await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
        await expect((await getProfile()).email).toBe(PERSONAS.unverified);
      },
    },
  ]),
};

/** Deleted: closing the confirmation ends the session. */
export const DeleteSuccess: Story = {
  parameters: { spec: ['profile.delete.success'], signedInAs: PERSONAS.unverified },
  play: flowStory([
    start,
    agree,
    {
      name: 'Delete My Account: the confirmation',
      run: async ({ screen, userEvent }) => {
        const dialog = within(await screen.findByRole('alertdialog', { name: 'Warning' }));
        await userEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
        await screen.findByRole('alertdialog', { name: 'Account Successfully Deleted' });
      },
    },
    {
      name: 'Close ends the session and opens /login',
      run: async ({ screen, userEvent, canvasElement }) => {
        const done = await screen.findByRole('alertdialog', {
          name: 'Account Successfully Deleted',
        });
        await userEvent.click(within(done).getByRole('button', { name: 'Close' }));
        await navigatedTo(canvasElement, '/login');
        await expect(sessionStore.hasAccessToken()).toBe(false);
      },
    },
  ]),
};

export const DeleteError: Story = {
  parameters: { spec: ['profile.delete.error'], signedInAs: PERSONAS.unverified },
  beforeEach({ msw }) {
    msw.use(failing('post', 'profile/validate-delete'));
  },
  play: flowStory([start, answer('Something went wrong', 'OK')]),
};

/** Escape gives each dialog's safe answer: OK on Unable To Proceed, the session kept. */
export const DeleteUnableEscape: Story = {
  parameters: { chromatic: { disableSnapshot: true }, spec: ['profile.delete.unable'] },
  play: flowStory([
    start,
    {
      name: 'Unable To Proceed: Escape is OK',
      run: async ({ screen }) => {
        const dialog = await screen.findByRole('alertdialog', { name: 'Unable To Proceed' });
        await pressEscapeIn(dialog);
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        await expect(sessionStore.hasAccessToken()).toBe(true);
      },
    },
  ]),
};

/** Escape on the Warning is Cancel, even with the box ticked: the account stays. */
export const DeleteWarningEscape: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    spec: ['profile.delete.warning'],
    signedInAs: PERSONAS.unverified,
  },
  play: flowStory([
    start,
    agree,
    {
      name: 'Escape is Cancel',
      run: async ({ screen }) => {
        const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
        await pressEscapeIn(dialog);
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        await expect((await getProfile()).email).toBe(PERSONAS.unverified);
      },
    },
  ]),
};

/** Escape on Account Successfully Deleted is its Close: the session ends, /login. */
export const DeleteSuccessEscape: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    spec: ['profile.delete.success'],
    signedInAs: PERSONAS.unverified,
  },
  play: flowStory([
    start,
    agree,
    {
      name: 'Delete My Account, then Escape',
      run: async ({ screen, userEvent, canvasElement }) => {
        const dialog = within(await screen.findByRole('alertdialog', { name: 'Warning' }));
        await userEvent.click(dialog.getByRole('button', { name: 'Delete My Account' }));
        await pressEscapeIn(
          await screen.findByRole('alertdialog', { name: 'Account Successfully Deleted' }),
        );
        await navigatedTo(canvasElement, '/login');
        await expect(sessionStore.hasAccessToken()).toBe(false);
      },
    },
  ]),
};
